-- Extensions first (DESIGN pitfalls): trigram search on listings and the exclusion
-- constraint against double booking need them. Both PGlite and PostgreSQL 15 ship them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
