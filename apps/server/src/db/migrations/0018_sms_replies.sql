CREATE TABLE "sms_inbound" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_inbound_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway_id" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text,
	"text" text NOT NULL,
	"link_id" text,
	"received_at" text,
	"user_id" integer,
	"booking_id" integer,
	"outcome" text NOT NULL,
	"answer" text,
	"answer_language" text,
	"answer_status" text,
	"answer_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reply_code" text;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_gateway_id_key" ON "sms_inbound" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_wrong_codes_idx" ON "sms_inbound" USING btree ("from_number","created_at") WHERE "sms_inbound"."outcome" = 'not_found';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_pending_reply_code_key" ON "bookings" USING btree ("provider_id","reply_code") WHERE "bookings"."status" = 'pending' and "bookings"."reply_code" is not null;