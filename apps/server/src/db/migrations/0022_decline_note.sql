-- rules §4.4: a provider's decline may carry a reason for the client, kept on the decline's
-- timeline line. Only a decline carries one, of at most 500 characters.
ALTER TABLE "booking_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_note_check" CHECK ("booking_events"."note" is null or ("booking_events"."reason" = 'declined' and char_length("booking_events"."note") <= 500));
