-- Search answers from each process's in-memory index (decision 024), not from these indexes.
DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_featured_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_prefix_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
DROP FUNCTION "search_typo_matches"(text, text[], integer);--> statement-breakpoint
-- What a result shows (link, place, cover), so the index answers without reading listings.
ALTER TABLE "search_documents" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "image" text;--> statement-breakpoint
CREATE FUNCTION "listing_cover_small"("listing" integer) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT "sizes" ->> 'small' FROM "listing_media" WHERE "listing_id" = "listing" ORDER BY "position", "id" LIMIT 1
$$;--> statement-breakpoint
UPDATE "search_documents" SET "slug" = "listings"."slug", "city" = "listings"."city", "country" = "listings"."country",
  "website" = "listings"."website", "image" = listing_cover_small("listings"."id")
FROM "listings" WHERE "listings"."id" = "search_documents"."listing_id";--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- The triggers of migration 0013 fill the new columns too, and a new slug or website rewrites the document.
CREATE OR REPLACE FUNCTION "search_documents_insert"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "search_documents" ("listing_id", "type", "is_featured", "title", "search_vector", "slug", "city", "country", "website", "image")
  SELECT "id", "type", "is_featured", "title", listing_search_vector("title", "city", "country", "keywords", "description", "type"),
    "slug", "city", "country", "website", listing_cover_small("id")
  FROM "inserted_listings" WHERE "status" = 'active';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_update"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW."status" = 'active' THEN
    INSERT INTO "search_documents" ("listing_id", "type", "is_featured", "title", "search_vector", "slug", "city", "country", "website", "image")
    VALUES (NEW."id", NEW."type", NEW."is_featured", NEW."title",
      listing_search_vector(NEW."title", NEW."city", NEW."country", NEW."keywords", NEW."description", NEW."type"),
      NEW."slug", NEW."city", NEW."country", NEW."website", listing_cover_small(NEW."id"))
    ON CONFLICT ("listing_id") DO UPDATE SET "type" = excluded."type", "is_featured" = excluded."is_featured",
      "title" = excluded."title", "search_vector" = excluded."search_vector", "slug" = excluded."slug",
      "city" = excluded."city", "country" = excluded."country", "website" = excluded."website", "image" = excluded."image";
  ELSE
    DELETE FROM "search_documents" WHERE "listing_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "listings_search_documents_update" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_search_documents_update" AFTER UPDATE ON "listings"
FOR EACH ROW
WHEN ((OLD."title", OLD."city", OLD."country", OLD."keywords", OLD."description", OLD."type", OLD."is_featured", OLD."status", OLD."slug", OLD."website")
  IS DISTINCT FROM (NEW."title", NEW."city", NEW."country", NEW."keywords", NEW."description", NEW."type", NEW."is_featured", NEW."status", NEW."slug", NEW."website"))
EXECUTE FUNCTION "search_documents_update"();--> statement-breakpoint
-- A listing's pictures change its cover: one statement for all the listings a statement touched.
CREATE FUNCTION "search_documents_cover"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "search_documents" SET "image" = listing_cover_small("listing_id")
  WHERE "listing_id" IN (SELECT DISTINCT "listing_id" FROM "changed_media")
    AND "image" IS DISTINCT FROM listing_cover_small("listing_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listing_media_search_cover_insert" AFTER INSERT ON "listing_media"
REFERENCING NEW TABLE AS "changed_media"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_cover"();--> statement-breakpoint
CREATE TRIGGER "listing_media_search_cover_update" AFTER UPDATE ON "listing_media"
REFERENCING NEW TABLE AS "changed_media"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_cover"();--> statement-breakpoint
CREATE TRIGGER "listing_media_search_cover_delete" AFTER DELETE ON "listing_media"
REFERENCING OLD TABLE AS "changed_media"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_cover"();--> statement-breakpoint
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
