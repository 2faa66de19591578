CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text,
	"lastname" text,
	"role" text DEFAULT 'traveler' NOT NULL,
	"avatar_sizes" jsonb,
	"subscription_sku" text,
	"subscription_expires_at" timestamp with time zone,
	"unread_deals_count" integer DEFAULT 0 NOT NULL,
	"unread_notifications_count" integer DEFAULT 0 NOT NULL,
	"birthday" date,
	"wedding_date" date,
	"anniversary_date" date,
	"fcm_token" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_items_collection_id_listing_id_pk" PRIMARY KEY("collection_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"original_url" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"heading" text,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"keywords" text,
	"city" text,
	"country" text,
	"region" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"star_rating" numeric(2, 1),
	"price_from_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"category" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"website" text,
	"email" text,
	"phone" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"good_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"destination_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("city", '') || ' ' || coalesce("country", '')), 'B') || setweight(to_tsvector('english', coalesce("keywords", '')), 'C') || setweight(to_tsvector('english', coalesce("description", '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_banners_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "page_metadata" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"keywords" text,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_listings_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "listing_media_listing_idx" ON "listing_media" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_slug_unique" ON "listings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "listings_type_idx" ON "listings" USING btree ("type","is_featured","id");--> statement-breakpoint
CREATE INDEX "listings_destination_idx" ON "listings" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);