CREATE TABLE "deal_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_messages_sender" CHECK ("deal_messages"."sender" in ('couple', 'business'))
);
--> statement-breakpoint
CREATE TABLE "deal_request_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_request_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"business_account_id" integer NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"occasion" text NOT NULL,
	"destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"inspire_me" boolean DEFAULT false NOT NULL,
	"listing_id" integer,
	"start_date" date,
	"end_date" date,
	"flexible_month" text,
	"nights" integer NOT NULL,
	"budget" text NOT NULL,
	"travellers" integer NOT NULL,
	"special" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"submission" jsonb NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_requests_status" CHECK ("deal_requests"."status" in ('open', 'booked', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"business_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"included" text NOT NULL,
	"perks" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_in" date,
	"check_out" date,
	"message" text NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pinned_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"couple_has_new_message" boolean DEFAULT false NOT NULL,
	"business_has_new_message" boolean DEFAULT false NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deals_status" CHECK ("deals"."status" in ('received', 'late', 'rejected', 'booked', 'withdrawn')),
	CONSTRAINT "deals_price" CHECK ("deals"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"deal_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('new_offer', 'new_message'))
);
--> statement-breakpoint
ALTER TABLE "deal_messages" ADD CONSTRAINT "deal_messages_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_messages" ADD CONSTRAINT "deal_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_request_matches" ADD CONSTRAINT "deal_request_matches_request_id_deal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_request_matches" ADD CONSTRAINT "deal_request_matches_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_requests" ADD CONSTRAINT "deal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_requests" ADD CONSTRAINT "deal_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_request_id_deal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_messages_deal_idx" ON "deal_messages" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_request_matches_unique" ON "deal_request_matches" USING btree ("request_id","business_account_id");--> statement-breakpoint
CREATE INDEX "deal_request_matches_business_idx" ON "deal_request_matches" USING btree ("business_account_id","matched_at");--> statement-breakpoint
CREATE INDEX "deal_requests_user_idx" ON "deal_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_request_business_unique" ON "deals" USING btree ("request_id","business_account_id");--> statement-breakpoint
CREATE INDEX "deals_user_idx" ON "deals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_business_idx" ON "deals" USING btree ("business_account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_deal_idx" ON "notifications" USING btree ("deal_id");