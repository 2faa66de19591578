CREATE TABLE "test_provider_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"off_session_refusal" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "saved_card" jsonb;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "auto_renew_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD COLUMN "auto_renew_failed_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_provider_payment_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "test_provider_payment_intents" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_payment_intents" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "test_provider_payment_intents" ADD COLUMN "payment_method_id" text;