-- btree_gin lets one GIN index hold the car search's trigrams together with plain
-- columns (town, type), so a text search with filters is answered inside one index.
-- PGlite and PostgreSQL 15 both ship it.
CREATE EXTENSION IF NOT EXISTS btree_gin;
