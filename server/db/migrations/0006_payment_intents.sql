CREATE TABLE "test_provider_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"amount_cents" integer,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_provider_invoices_amount_positive" CHECK ("test_provider_invoices"."amount_cents" is null or "test_provider_invoices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"metadata" jsonb NOT NULL,
	"customer_email" text,
	"last_error" jsonb,
	"return_url" text,
	"card_last4" text,
	"subscription_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_provider_payment_intents_amount_positive" CHECK ("test_provider_payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"price_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"status" text NOT NULL,
	"latest_payment_intent_id" text NOT NULL,
	"billing_cycle_anchor" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "test_provider_payment_intents_subscription" ON "test_provider_payment_intents" USING btree ("subscription_id");