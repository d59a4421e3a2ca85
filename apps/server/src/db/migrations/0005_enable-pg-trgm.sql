-- Trigram matching for people and group search (docs/decisions/011-search.md).
-- pg_trgm is a trusted extension since PostgreSQL 13: a database owner who is
-- not a superuser may create it. PGlite loads its module in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
