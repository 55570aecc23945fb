-- rules §4.14: the time search asks of each car or driver whether a confirmed booking meets
-- the window; confirmed bookings by item and start answer it from the index.
CREATE INDEX "bookings_confirmed_item_idx" ON "bookings" USING btree ("item_type","item_id","start_time") WHERE "bookings"."status" = 'confirmed';