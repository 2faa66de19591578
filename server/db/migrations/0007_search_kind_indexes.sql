CREATE INDEX "listings_featured_active_idx" ON "listings" USING btree ("id") WHERE "listings"."is_featured" and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_property_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'property' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_brand_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'brand' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_destination_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'destination' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_collection_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'collection' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_itinerary_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'itinerary' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_article_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'article' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_offer_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'offer' and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_advisor_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."type" = 'advisor' and "listings"."status" = 'active';--> statement-breakpoint
-- Typo matches for search (server/domain/search/search-listings.ts): titles within a typo of the
-- text. Its own settings apply only inside it, so the search stays one statement: a LIMITed
-- trigram match allowed a sequential scan read the whole table when few titles were close
-- (50 ms instead of 2 ms at 100k rows), and pg_trgm's default threshold (0.6) missed two-letter
-- swaps such as "auroar" for "aurora".
CREATE FUNCTION "search_typo_candidates"("query" text, "kinds" text[], "max_rows" integer) RETURNS SETOF integer
LANGUAGE sql STABLE
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
  SELECT "id" FROM "listings"
  WHERE "status" = 'active' AND ("kinds" IS NULL OR "type" = ANY ("kinds")) AND "query" <% "title"
  LIMIT "max_rows"
$$;
