ALTER TABLE "invoices" ADD COLUMN "coupon_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_access_token_unique" ON "invoices" USING btree ("access_token_hash");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_positive" CHECK ("invoices"."discount_cents" is null or "invoices"."discount_cents" > 0);--> statement-breakpoint
-- Payments made before receipts were e-mailed are not receipted now, months later: they count as told.
UPDATE "payments" SET "receipt_emailed_at" = "created_at";--> statement-breakpoint
UPDATE "payments" SET "refund_emailed_at" = "refunded_at" WHERE "refunded_at" IS NOT NULL;
