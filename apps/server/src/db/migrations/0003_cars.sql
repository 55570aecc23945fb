CREATE TABLE "car_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_key" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_images_source_check" CHECK (("car_images"."image_key" is null) <> ("car_images"."source_url" is null))
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"car_type" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"price_per_hour" integer NOT NULL,
	"availability_notes" text,
	"available_days" smallint NOT NULL,
	"available_from_hour" smallint NOT NULL,
	"available_to_hour" smallint NOT NULL,
	"features" text[] NOT NULL,
	"license_plate" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(make || ' ' || model || ' ' || location)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_type_check" CHECK ("cars"."car_type" in ('sedan', 'suv', 'truck', 'van', 'luxury', 'electric')),
	CONSTRAINT "cars_price_check" CHECK ("cars"."price_per_hour" > 0),
	CONSTRAINT "cars_days_check" CHECK ("cars"."available_days" between 1 and 127),
	CONSTRAINT "cars_hours_check" CHECK ("cars"."available_from_hour" >= 0 and "cars"."available_to_hour" <= 24 and "cars"."available_from_hour" < "cars"."available_to_hour")
);
--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_images_car_idx" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE INDEX "car_images_key_idx" ON "car_images" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "cars_owner_idx" ON "cars" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "cars_active_newest_idx" ON "cars" USING btree ("created_at","id") WHERE "cars"."is_active";--> statement-breakpoint
CREATE INDEX "cars_active_price_idx" ON "cars" USING btree ("price_per_hour","id") WHERE "cars"."is_active";--> statement-breakpoint
CREATE INDEX "cars_active_type_idx" ON "cars" USING btree ("car_type","created_at","id") WHERE "cars"."is_active";--> statement-breakpoint
CREATE INDEX "cars_active_location_idx" ON "cars" USING btree ("location","created_at","id") WHERE "cars"."is_active";--> statement-breakpoint
CREATE INDEX "cars_search_idx" ON "cars" USING gin ("search_text" gin_trgm_ops,"location","car_type") WHERE "cars"."is_active";