-- rules §4.6: a pending request whose start has passed reads as expired before the job writes
-- it so. The admin's status index carries the start, so the pending list (status pending,
-- start still ahead, newest first) is read from the index alone, at any page.
DROP INDEX "bookings_status_newest_idx";--> statement-breakpoint
CREATE INDEX "bookings_status_newest_idx" ON "bookings" USING btree ("status","created_at","id","start_time");
