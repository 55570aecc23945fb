-- rules §10.1: a move writes only its event; the relay works events out from the outbox
-- itself (`processed_at` null until then), so a request no longer writes a job per event.
-- Events already recorded have their `events.notify` jobs, which still run: they count as
-- worked out here.
ALTER TABLE "outbox_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox_events" SET "processed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_events_unprocessed_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."processed_at" is null;
