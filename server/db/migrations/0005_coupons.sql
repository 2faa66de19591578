CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"applies_to" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_percent_range" CHECK ("coupons"."discount_percent" between 1 and 100),
	CONSTRAINT "coupons_applies_to_known" CHECK ("coupons"."applies_to" <@ array['advisor', 'hotel', 'marketplace']::text[])
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_name_unique" ON "coupons" USING btree (lower("name"));