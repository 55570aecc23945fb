CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"experience_years" smallint NOT NULL,
	"profile_image_key" text,
	"license_number" text NOT NULL,
	"license_image_file" text NOT NULL,
	"license_verification_status" text DEFAULT 'pending' NOT NULL,
	"location" text NOT NULL,
	"price_per_hour" integer NOT NULL,
	"specialties" text[] NOT NULL,
	"bio" text,
	"availability_notes" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || location)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_age_check" CHECK ("drivers"."age" >= 18),
	CONSTRAINT "drivers_experience_check" CHECK ("drivers"."experience_years" >= 1),
	CONSTRAINT "drivers_price_check" CHECK ("drivers"."price_per_hour" >= 1000 and "drivers"."price_per_hour" % 500 = 0),
	CONSTRAINT "drivers_licence_status_check" CHECK ("drivers"."license_verification_status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_public_newest_idx" ON "drivers" USING btree ("created_at","id") WHERE "drivers"."is_active" and "drivers"."license_verification_status" = 'verified';--> statement-breakpoint
CREATE INDEX "drivers_search_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops,"location") WHERE "drivers"."is_active" and "drivers"."license_verification_status" = 'verified';--> statement-breakpoint
CREATE INDEX "drivers_specialties_idx" ON "drivers" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "drivers_licence_queue_idx" ON "drivers" USING btree ("license_verification_status","created_at");