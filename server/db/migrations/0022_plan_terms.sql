ALTER TABLE "business_accounts" ADD COLUMN "term_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "term_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "cancel_at_term_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "reminder_30_sent_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "reminder_7_sent_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "plan_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "lapsed_listing" jsonb;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "current_plan" text;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "renewal_invoice_id" integer;--> statement-breakpoint
CREATE INDEX "business_accounts_term_end_idx" ON "business_accounts" USING btree ("term_ends_at");--> statement-breakpoint
-- Plans paid before terms were stored: a year from their payment (31 January + 12 months is 31 January; 29 February gives 28 February, as core/business-plan.ts planRenewsOn).
UPDATE "business_accounts" SET "term_starts_at" = "paid_at", "term_ends_at" = "paid_at" + interval '12 months' WHERE "paid_at" IS NOT NULL AND "term_ends_at" IS NULL;
