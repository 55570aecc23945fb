CREATE TABLE "revenue_days" (
	"day" date NOT NULL,
	"item_type" text NOT NULL,
	"bookings" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "revenue_days_day_item_type_pk" PRIMARY KEY("day","item_type")
);
--> statement-breakpoint
CREATE TABLE "revenue_item_months" (
	"month" date NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"bookings" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "revenue_item_months_month_item_type_item_id_pk" PRIMARY KEY("month","item_type","item_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_completed_idx" ON "bookings" USING btree ("completed_at","item_type","item_id","total_price") WHERE "bookings"."status" = 'completed';--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers). A completed booking's revenue counts
-- on the Kigali date it was completed (rules §8.12); before this column it was known only
-- from the timeline, so it is read from there (or the last update, for older rows).
UPDATE "bookings" AS "b" SET "completed_at" = "e"."at"
FROM (SELECT "booking_id", max("created_at") AS "at" FROM "booking_events"
      WHERE "to_status" = 'completed' GROUP BY "booking_id") AS "e"
WHERE "b"."id" = "e"."booking_id" AND "b"."status" = 'completed';--> statement-breakpoint
UPDATE "bookings" SET "completed_at" = "updated_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;--> statement-breakpoint
-- The server names the moment (its clock); a write that does not is given the database's.
CREATE FUNCTION "bookings_completed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'completed' AND NEW."completed_at" IS NULL THEN
    NEW."completed_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_completed_at" BEFORE INSERT OR UPDATE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_completed_at"();--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_completed_check" CHECK ("status" <> 'completed' OR "completed_at" IS NOT NULL);--> statement-breakpoint
-- Every statement that writes bookings moves the rollups by what it changed among the
-- completed ones: out with the old rows, in with the new. Kigali is UTC+2 all year. Rows
-- are written in key order, so two statements touching several never wait on each other
-- in a circle.
CREATE FUNCTION "revenue_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "revenue_days" AS "r" ("day", "item_type", "bookings", "revenue")
    SELECT (("completed_at" AT TIME ZONE 'UTC') + interval '2 hours')::date, "item_type",
           -count(*), -sum("total_price")
    FROM "old_rows" WHERE "status" = 'completed' GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "item_type") DO UPDATE
    SET "bookings" = "r"."bookings" + excluded."bookings", "revenue" = "r"."revenue" + excluded."revenue";
    INSERT INTO "revenue_item_months" AS "r" ("month", "item_type", "item_id", "bookings", "revenue")
    SELECT date_trunc('month', ("completed_at" AT TIME ZONE 'UTC') + interval '2 hours')::date,
           "item_type", "item_id", -count(*), -sum("total_price")
    FROM "old_rows" WHERE "status" = 'completed' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "item_type", "item_id") DO UPDATE
    SET "bookings" = "r"."bookings" + excluded."bookings", "revenue" = "r"."revenue" + excluded."revenue";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "revenue_days" AS "r" ("day", "item_type", "bookings", "revenue")
    SELECT (("completed_at" AT TIME ZONE 'UTC') + interval '2 hours')::date, "item_type",
           count(*), sum("total_price")
    FROM "new_rows" WHERE "status" = 'completed' GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "item_type") DO UPDATE
    SET "bookings" = "r"."bookings" + excluded."bookings", "revenue" = "r"."revenue" + excluded."revenue";
    INSERT INTO "revenue_item_months" AS "r" ("month", "item_type", "item_id", "bookings", "revenue")
    SELECT date_trunc('month', ("completed_at" AT TIME ZONE 'UTC') + interval '2 hours')::date,
           "item_type", "item_id", count(*), sum("total_price")
    FROM "new_rows" WHERE "status" = 'completed' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "item_type", "item_id") DO UPDATE
    SET "bookings" = "r"."bookings" + excluded."bookings", "revenue" = "r"."revenue" + excluded."revenue";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "revenue_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_track"();--> statement-breakpoint
CREATE TRIGGER "revenue_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_track"();--> statement-breakpoint
CREATE TRIGGER "revenue_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_track"();--> statement-breakpoint
INSERT INTO "revenue_days" ("day", "item_type", "bookings", "revenue")
SELECT (("completed_at" AT TIME ZONE 'UTC') + interval '2 hours')::date, "item_type", count(*), sum("total_price")
FROM "bookings" WHERE "status" = 'completed' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "revenue_item_months" ("month", "item_type", "item_id", "bookings", "revenue")
SELECT date_trunc('month', ("completed_at" AT TIME ZONE 'UTC') + interval '2 hours')::date, "item_type", "item_id", count(*), sum("total_price")
FROM "bookings" WHERE "status" = 'completed' GROUP BY 1, 2, 3;
