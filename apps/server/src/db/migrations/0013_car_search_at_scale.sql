-- The public car list at 100,000 cars (docs/decisions/0014-car-search-at-scale.md): its
-- indexes carry every filtered column after their order keys, so a search's matches are
-- found and counted (up to the cap) from the index alone.
DROP INDEX "cars_active_newest_idx";--> statement-breakpoint
DROP INDEX "cars_active_price_idx";--> statement-breakpoint
CREATE INDEX "cars_active_town_type_newest_idx" ON "cars" USING btree ("location","car_type","created_at","id","search_text","price_per_hour","available_days","available_from_hour","available_to_hour") WHERE "cars"."is_active";--> statement-breakpoint
CREATE INDEX "cars_active_newest_idx" ON "cars" USING btree ("created_at","id","search_text","location","car_type","price_per_hour","available_days","available_from_hour","available_to_hour") WHERE "cars"."is_active";--> statement-breakpoint
CREATE INDEX "cars_active_price_idx" ON "cars" USING btree ("price_per_hour","id","search_text","location","car_type","available_days","available_from_hour","available_to_hour") WHERE "cars"."is_active";