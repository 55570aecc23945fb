-- rules §4.14, §4.15, §4.16: blocks taken out of a calendar, drivers' weekly days and hours
-- (a driver who has not said works any day, any hour), and Instant Book with its notice.
CREATE TABLE "calendar_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_item_type_check" CHECK ("calendar_blocks"."item_type" in ('car', 'driver')),
	CONSTRAINT "calendar_blocks_range_check" CHECK ("calendar_blocks"."start_time" < "calendar_blocks"."end_time")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "instant_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "min_notice_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "available_days" smallint DEFAULT 127 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "available_from_hour" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "available_to_hour" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "instant_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "min_notice_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_blocks_item_idx" ON "calendar_blocks" USING btree ("item_type","item_id","start_time");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_notice_check" CHECK ("cars"."min_notice_hours" between 0 and 72);--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_days_check" CHECK ("drivers"."available_days" between 1 and 127);--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_hours_check" CHECK ("drivers"."available_from_hour" >= 0 and "drivers"."available_to_hour" <= 24 and "drivers"."available_from_hour" < "drivers"."available_to_hour");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_notice_check" CHECK ("drivers"."min_notice_hours" between 0 and 72);