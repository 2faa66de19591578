-- Search reads a narrow copy of each active listing (decision 023), kept by the triggers below.
CREATE TABLE "search_documents" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"title" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The words of a listing by weight (title A, place B, keywords C, description D), as the old
-- generated column had them, plus the kind token of server/domain/search/search-tokens.ts. A '~'
-- never comes out of the text parser, so no text and no query typed by a person can produce or
-- match it.
CREATE FUNCTION "listing_search_vector"("title" text, "city" text, "country" text, "keywords" text, "description" text, "type" text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english', coalesce("title", '')), 'A')
    || setweight(to_tsvector('english', coalesce("city", '') || ' ' || coalesce("country", '')), 'B')
    || setweight(to_tsvector('english', coalesce("keywords", '')), 'C')
    || setweight(to_tsvector('english', coalesce("description", '')), 'D')
    || array_to_tsvector(ARRAY['~kind-' || "type"])
$$;--> statement-breakpoint
INSERT INTO "search_documents" ("listing_id", "type", "is_featured", "title", "search_vector")
SELECT "id", "type", "is_featured", "title", listing_search_vector("title", "city", "country", "keywords", "description", "type")
FROM "listings" WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_featured_idx" ON "search_documents" USING gin ("search_vector") WHERE "search_documents"."is_featured";--> statement-breakpoint
CREATE INDEX "search_documents_title_prefix_idx" ON "search_documents" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- New listings: one statement-level trigger, so a seed's batch of thousands is one insert.
CREATE FUNCTION "search_documents_insert"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO "search_documents" ("listing_id", "type", "is_featured", "title", "search_vector")
  SELECT "id", "type", "is_featured", "title", listing_search_vector("title", "city", "country", "keywords", "description", "type")
  FROM "inserted_listings" WHERE "status" = 'active';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_documents_insert" AFTER INSERT ON "listings"
REFERENCING NEW TABLE AS "inserted_listings"
FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_insert"();--> statement-breakpoint
-- Changed listings: only when a searched field, the kind, featured or the status changed, so a
-- like (likes_count) or a price change costs nothing here. A listing that stops being active
-- leaves search; one that becomes active joins it. Deleted listings go by the foreign key.
CREATE FUNCTION "search_documents_update"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW."status" = 'active' THEN
    INSERT INTO "search_documents" ("listing_id", "type", "is_featured", "title", "search_vector")
    VALUES (NEW."id", NEW."type", NEW."is_featured", NEW."title", listing_search_vector(NEW."title", NEW."city", NEW."country", NEW."keywords", NEW."description", NEW."type"))
    ON CONFLICT ("listing_id") DO UPDATE SET "type" = excluded."type", "is_featured" = excluded."is_featured", "title" = excluded."title", "search_vector" = excluded."search_vector";
  ELSE
    DELETE FROM "search_documents" WHERE "listing_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_documents_update" AFTER UPDATE ON "listings"
FOR EACH ROW
WHEN ((OLD."title", OLD."city", OLD."country", OLD."keywords", OLD."description", OLD."type", OLD."is_featured", OLD."status")
  IS DISTINCT FROM (NEW."title", NEW."city", NEW."country", NEW."keywords", NEW."description", NEW."type", NEW."is_featured", NEW."status"))
EXECUTE FUNCTION "search_documents_update"();--> statement-breakpoint
-- Typo matches now come from the search documents; same settings as before (migration 0007).
DROP FUNCTION "search_typo_candidates"(text, text[], integer);--> statement-breakpoint
CREATE FUNCTION "search_typo_matches"("query" text, "kinds" text[], "max_rows" integer) RETURNS SETOF integer
LANGUAGE sql STABLE
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
  SELECT "listing_id" FROM "search_documents"
  WHERE ("kinds" IS NULL OR "type" = ANY ("kinds")) AND "query" <% "title"
  LIMIT "max_rows"
$$;--> statement-breakpoint
DROP INDEX "listings_search_idx";--> statement-breakpoint
DROP INDEX "listings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "listings_featured_search_idx";--> statement-breakpoint
DROP INDEX "listings_featured_active_idx";--> statement-breakpoint
DROP INDEX "listings_property_search_idx";--> statement-breakpoint
DROP INDEX "listings_brand_search_idx";--> statement-breakpoint
DROP INDEX "listings_destination_search_idx";--> statement-breakpoint
DROP INDEX "listings_collection_search_idx";--> statement-breakpoint
DROP INDEX "listings_itinerary_search_idx";--> statement-breakpoint
DROP INDEX "listings_article_search_idx";--> statement-breakpoint
DROP INDEX "listings_offer_search_idx";--> statement-breakpoint
DROP INDEX "listings_advisor_search_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";
