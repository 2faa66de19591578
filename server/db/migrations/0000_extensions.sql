-- Trigram matching for typo-tolerant and prefix search; must exist before the indexes that use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
