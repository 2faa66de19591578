CREATE TABLE "business_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'in_review' NOT NULL,
	"mode" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"submission" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"listing_id" integer,
	"payment_method" text,
	"provider_payment_id" text,
	"invoice_id" integer,
	"amount_cents" integer,
	"coupon_name" text,
	"paid_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_accounts_kind" CHECK ("business_accounts"."kind" in ('hotel', 'advisor', 'destination')),
	CONSTRAINT "business_accounts_status" CHECK ("business_accounts"."status" in ('in_review', 'active', 'in_active'))
);
--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_accounts_email_unique" ON "business_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "business_accounts_listing_unique" ON "business_accounts" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_accounts_payment_unique" ON "business_accounts" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "business_accounts_status_idx" ON "business_accounts" USING btree ("status","created_at");