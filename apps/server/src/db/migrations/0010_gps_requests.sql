CREATE TABLE "gps_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gps_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"car_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"car_make" text NOT NULL,
	"car_model" text NOT NULL,
	"car_year" smallint,
	"license_plate" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"installation_location" text NOT NULL,
	"preferred_installation_date" date,
	"preferred_time" text,
	"reason" text,
	"installation_date" date,
	"admin_notes" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(car_make || ' ' || car_model)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gps_requests_status_check" CHECK ("gps_requests"."status" in ('pending', 'approved', 'completed', 'rejected')),
	CONSTRAINT "gps_requests_time_check" CHECK ("gps_requests"."preferred_time" is null or "gps_requests"."preferred_time" in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "gps_requests_scheduled_check" CHECK ("gps_requests"."status" not in ('approved', 'completed') or "gps_requests"."installation_date" is not null),
	CONSTRAINT "gps_requests_decided_check" CHECK (("gps_requests"."status" = 'pending') = ("gps_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "gps_requests" ADD CONSTRAINT "gps_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_requests" ADD CONSTRAINT "gps_requests_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_requests" ADD CONSTRAINT "gps_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gps_requests_user_idx" ON "gps_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gps_requests_newest_idx" ON "gps_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gps_requests_status_idx" ON "gps_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "gps_requests_search_idx" ON "gps_requests" USING gin ("search_text" gin_trgm_ops);