ALTER TABLE "business_accounts" ADD COLUMN "claim_listing_id" integer;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_status" text;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_verification_email" text;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_verified_by" text;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_evidence" text;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_approved_by" integer;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "claim_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_claim_listing_id_listings_id_fk" FOREIGN KEY ("claim_listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_claim_approved_by_users_id_fk" FOREIGN KEY ("claim_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_accounts_claim_listing_idx" ON "business_accounts" USING btree ("claim_listing_id","claim_status");--> statement-breakpoint
CREATE UNIQUE INDEX "business_accounts_claim_token_unique" ON "business_accounts" USING btree ("claim_token_hash");--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_claim_status" CHECK ("business_accounts"."claim_status" in ('pending', 'verified', 'lost'));--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_claim_verified_by" CHECK ("business_accounts"."claim_verified_by" in ('email', 'admin'));--> statement-breakpoint
-- Claims made before claims were verified (decision 033): one an admin already activated counts as
-- verified by that admin; the others become pending and stop locking their listing.
UPDATE "business_accounts" SET "claim_listing_id" = "listing_id", "claim_status" = 'verified', "claim_verified_by" = 'admin', "claim_verified_at" = coalesce("status_changed_at", "created_at"), "claim_approved_by" = "status_changed_by", "claim_evidence" = 'Activated by an admin before claims were verified.' WHERE "mode" = 'claim' AND "status" = 'active' AND "listing_id" IS NOT NULL;--> statement-breakpoint
UPDATE "business_accounts" SET "claim_listing_id" = "listing_id", "claim_status" = 'pending', "listing_id" = NULL WHERE "mode" = 'claim' AND "claim_status" IS NULL AND "listing_id" IS NOT NULL;
