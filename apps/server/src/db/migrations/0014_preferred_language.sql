-- rules §9.15: the language a person chose (en, fr or rw); null until they choose one.
ALTER TABLE "users" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('en', 'fr', 'rw'));