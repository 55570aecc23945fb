CREATE TABLE "booking_total_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_total_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"item_type" text NOT NULL,
	"bookings" integer NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_totals" (
	"status" text NOT NULL,
	"item_type" text NOT NULL,
	"bookings" integer NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "booking_totals_status_item_type_pk" PRIMARY KEY("status","item_type")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): every statement that writes bookings
-- appends what it changed, by status and item type; the admin's counts sum these rows.
CREATE FUNCTION "booking_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "booking_total_changes" ("status", "item_type", "bookings", "value")
    SELECT "status", "item_type", -count(*), -coalesce(sum("total_price"), 0)
    FROM "old_rows" GROUP BY "status", "item_type";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "booking_total_changes" ("status", "item_type", "bookings", "value")
    SELECT "status", "item_type", count(*), coalesce(sum("total_price"), 0)
    FROM "new_rows" GROUP BY "status", "item_type";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_totals_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_track"();--> statement-breakpoint
CREATE TRIGGER "booking_totals_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_track"();--> statement-breakpoint
CREATE TRIGGER "booking_totals_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_track"();--> statement-breakpoint
INSERT INTO "booking_totals" ("status", "item_type", "bookings", "value")
SELECT "status", "item_type", count(*), coalesce(sum("total_price"), 0) FROM "bookings" GROUP BY "status", "item_type";
