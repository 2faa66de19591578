CREATE TABLE "console_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_email" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"message_id" integer,
	"reporter_user_id" integer,
	"reporter_side" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by_email" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_reports_status" CHECK ("deal_reports"."status" in ('open', 'actioned', 'dismissed')),
	CONSTRAINT "deal_reports_side" CHECK ("deal_reports"."reporter_side" in ('couple', 'business'))
);
--> statement-breakpoint
ALTER TABLE "deal_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_reports" ADD CONSTRAINT "deal_reports_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reports" ADD CONSTRAINT "deal_reports_message_id_deal_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."deal_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reports" ADD CONSTRAINT "deal_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_reports_status_idx" ON "deal_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deal_reports_deal_idx" ON "deal_reports" USING btree ("deal_id");