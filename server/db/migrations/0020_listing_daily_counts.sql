CREATE TABLE "listing_daily_counts" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"search_impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_counts_listing_id_day_pk" PRIMARY KEY("listing_id","day"),
	CONSTRAINT "listing_daily_counts_non_negative" CHECK ("listing_daily_counts"."page_views" >= 0 and "listing_daily_counts"."search_impressions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_daily_counts" ADD CONSTRAINT "listing_daily_counts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;