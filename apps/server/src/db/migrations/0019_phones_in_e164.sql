-- rules §10.7: phone numbers are kept in E.164. Numbers stored as typed before are rewritten
-- as the phone schema (toE164 in packages/domain) now reads them: a Rwandan mobile number in
-- its usual forms (0788 123 456, +250 788 123 456, 250788123456, 788123456) becomes
-- +250788123456; a number written with its + and country code loses its spaces, dashes,
-- dots and brackets. Anything else (an erased '' or a number no form reads) is left as it is.
-- Data only: no table changes, so the snapshot is 0016's.
CREATE FUNCTION pg_temp.kodesha_e164(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN bare ~ '^(\+250|250|0)?7[0-9]{8}$' THEN '+250' || right(bare, 9)
		WHEN bare ~ '^\+[1-9][0-9]{7,14}$' THEN bare
		ELSE typed
	END
	FROM (SELECT regexp_replace(typed, '[[:space:]().-]', '', 'g') AS bare) AS read
$$;
--> statement-breakpoint
UPDATE "users" SET "phone_number" = pg_temp.kodesha_e164("phone_number")
WHERE "phone_number" IS DISTINCT FROM pg_temp.kodesha_e164("phone_number");
--> statement-breakpoint
UPDATE "gps_requests" SET "contact_phone" = pg_temp.kodesha_e164("contact_phone")
WHERE "contact_phone" IS DISTINCT FROM pg_temp.kodesha_e164("contact_phone");
--> statement-breakpoint
UPDATE "ticket_bookings" SET "passenger_phone" = pg_temp.kodesha_e164("passenger_phone")
WHERE "passenger_phone" IS DISTINCT FROM pg_temp.kodesha_e164("passenger_phone");
--> statement-breakpoint
DROP FUNCTION pg_temp.kodesha_e164(text);
