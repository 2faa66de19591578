CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"confirmation_number" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"listing_id" integer NOT NULL,
	"rate_plan_id" integer,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"adults" integer NOT NULL,
	"child_ages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"guest_email" text,
	"lead_guest" jsonb,
	"room_guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_requests" text,
	"occasion" text,
	"correlation_id" text,
	"payment_intent_id" text,
	"card_last4" text,
	"refund_cents" integer,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('held', 'confirmed', 'expired', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "reservations_stay" CHECK ("reservations"."check_out" > "reservations"."check_in"),
	CONSTRAINT "reservations_money" CHECK ("reservations"."total_cents" >= 0 and ("reservations"."refund_cents" is null or "reservations"."refund_cents" between 0 and "reservations"."total_cents"))
);
--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_confirmation_number_unique" ON "reservations" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_token_hash_unique" ON "reservations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment_intent_unique" ON "reservations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","check_in");--> statement-breakpoint
CREATE INDEX "reservations_guest_email_idx" ON "reservations" USING btree ("guest_email");--> statement-breakpoint
CREATE INDEX "reservations_listing_idx" ON "reservations" USING btree ("listing_id","check_in");--> statement-breakpoint
CREATE INDEX "reservations_held_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" = 'held';