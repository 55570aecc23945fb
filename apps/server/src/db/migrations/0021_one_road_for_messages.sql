CREATE TABLE "early_delivery_reports" (
	"provider_message_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "shown" text;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD COLUMN "answer_delivery_id" bigint;--> statement-breakpoint
CREATE INDEX "outbox_events_created_idx" ON "outbox_events" USING btree ("created_at");--> statement-breakpoint
-- rules §10.3: one road for every message. Sends waiting under the notifications' job kind go
-- on under the one kind of send.
UPDATE "jobs" SET "kind" = 'deliveries.send', "key" = 'deliveries.send:' || ("payload"->>'delivery_id')
  WHERE "kind" = 'notifications.send';--> statement-breakpoint
-- An SMS answer still waiting becomes an outbox row, sent by the one kind of send.
DO $$
DECLARE
  waiting record;
  delivery bigint;
BEGIN
  FOR waiting IN
    SELECT "id", "user_id", "from_number", "answer", coalesce("answer_language", 'en') AS "language", "created_at"
    FROM "sms_inbound" WHERE "answer_status" = 'queued' AND "answer" IS NOT NULL
  LOOP
    INSERT INTO "notification_deliveries"
      ("user_id", "type", "channel", "recipient", "language", "status", "message", "shown", "created_at", "updated_at")
    VALUES (waiting."user_id", 'sms.answer', 'sms', waiting."from_number", waiting."language", 'queued',
      jsonb_build_object('text', waiting."answer"), waiting."answer", waiting."created_at", now())
    RETURNING "id" INTO delivery;
    UPDATE "sms_inbound" SET "answer_delivery_id" = delivery WHERE "id" = waiting."id";
    UPDATE "jobs" SET "kind" = 'deliveries.send', "key" = 'deliveries.send:' || delivery,
      "payload" = jsonb_build_object('delivery_id', delivery)
      WHERE "key" = 'sms.answer:' || waiting."id" AND "status" IN ('queued', 'running');
  END LOOP;
END $$;
