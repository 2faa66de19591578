DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_featured_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_prefix_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
-- Search answers from each process's in-memory index (decision 024), not from these indexes.
DROP FUNCTION "search_typo_matches"(text, text[], integer);--> statement-breakpoint
-- Each statement that changes search documents tells every listening process which listings
-- changed, at commit (server/domain/search/search-engine.ts). A payload has to stay under 8000
-- bytes: a larger change (a seed's batch) says '*', and the processes reload everything.
CREATE FUNCTION "search_documents_notify"() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  "ids" text;
BEGIN
  SELECT string_agg("listing_id"::text, ',') INTO "ids" FROM "changed_documents";
  IF "ids" IS NOT NULL THEN
    PERFORM pg_notify('search_documents', CASE WHEN length("ids") > 7900 THEN '*' ELSE "ids" END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_documents_notify_insert" AFTER INSERT ON "search_documents"
REFERENCING NEW TABLE AS "changed_documents"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_notify"();--> statement-breakpoint
CREATE TRIGGER "search_documents_notify_update" AFTER UPDATE ON "search_documents"
REFERENCING NEW TABLE AS "changed_documents"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_notify"();--> statement-breakpoint
CREATE TRIGGER "search_documents_notify_delete" AFTER DELETE ON "search_documents"
REFERENCING OLD TABLE AS "changed_documents"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_notify"();
