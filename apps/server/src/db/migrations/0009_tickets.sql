CREATE TABLE "ticket_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ticket_type" text NOT NULL,
	"trip_type" text NOT NULL,
	"passenger_name" text NOT NULL,
	"passenger_email" text NOT NULL,
	"passenger_phone" text NOT NULL,
	"departure_city" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_city" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"passengers_count" smallint NOT NULL,
	"class_type" text NOT NULL,
	"special_requests" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"quoted_price" integer,
	"admin_notes" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(passenger_name || ' ' || passenger_email)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_bookings_type_check" CHECK ("ticket_bookings"."ticket_type" in ('flight', 'bus')),
	CONSTRAINT "ticket_bookings_trip_check" CHECK ("ticket_bookings"."trip_type" in ('one_way', 'round_trip')),
	CONSTRAINT "ticket_bookings_class_check" CHECK ("ticket_bookings"."class_type" in ('economy', 'business', 'first')),
	CONSTRAINT "ticket_bookings_status_check" CHECK ("ticket_bookings"."status" in ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "ticket_bookings_passengers_check" CHECK ("ticket_bookings"."passengers_count" between 1 and 10),
	CONSTRAINT "ticket_bookings_return_check" CHECK (("ticket_bookings"."trip_type" = 'round_trip') = ("ticket_bookings"."return_date" is not null) and ("ticket_bookings"."return_date" is null or "ticket_bookings"."return_date" >= "ticket_bookings"."departure_date")),
	CONSTRAINT "ticket_bookings_price_check" CHECK ("ticket_bookings"."quoted_price" is null or ("ticket_bookings"."quoted_price" > 0 and "ticket_bookings"."status" = 'confirmed')),
	CONSTRAINT "ticket_bookings_decided_check" CHECK (("ticket_bookings"."status" = 'pending') = ("ticket_bookings"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ticket_bookings" ADD CONSTRAINT "ticket_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bookings" ADD CONSTRAINT "ticket_bookings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_bookings_user_idx" ON "ticket_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_bookings_newest_idx" ON "ticket_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_bookings_status_idx" ON "ticket_bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_bookings_search_idx" ON "ticket_bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_bookings_confirmed_idx" ON "ticket_bookings" USING btree ("decided_at") WHERE "ticket_bookings"."status" = 'confirmed';