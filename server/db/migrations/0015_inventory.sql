CREATE TABLE "hotel_suppliers" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"supplier_hotel_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_nights" (
	"rate_plan_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"night" date NOT NULL,
	"price_cents" integer NOT NULL,
	"rooms_left" integer NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"min_stay" integer,
	CONSTRAINT "inventory_nights_rate_plan_id_night_pk" PRIMARY KEY("rate_plan_id","night"),
	CONSTRAINT "inventory_nights_values" CHECK ("inventory_nights"."price_cents" >= 0 and "inventory_nights"."rooms_left" >= 0 and ("inventory_nights"."min_stay" is null or "inventory_nights"."min_stay" between 1 and 365))
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"board" text NOT NULL,
	"free_cancellation_days" integer,
	"cancellation_charge_percent" integer DEFAULT 100 NOT NULL,
	"min_stay" integer DEFAULT 1 NOT NULL,
	"max_stay" integer,
	"included_adults" integer DEFAULT 2 NOT NULL,
	"extra_adult_cents" integer DEFAULT 0 NOT NULL,
	"child_cents" integer DEFAULT 0 NOT NULL,
	"child_free_under_age" integer DEFAULT 0 NOT NULL,
	"tax_percent" integer DEFAULT 0 NOT NULL,
	"fee_cents_per_night" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_plans_board" CHECK ("rate_plans"."board" in ('room_only', 'breakfast', 'half_board', 'all_inclusive')),
	CONSTRAINT "rate_plans_cancellation" CHECK (("rate_plans"."free_cancellation_days" is null or "rate_plans"."free_cancellation_days" between 0 and 365) and "rate_plans"."cancellation_charge_percent" between 0 and 100),
	CONSTRAINT "rate_plans_stay" CHECK ("rate_plans"."min_stay" between 1 and 365 and ("rate_plans"."max_stay" is null or "rate_plans"."max_stay" between "rate_plans"."min_stay" and 365)),
	CONSTRAINT "rate_plans_money" CHECK ("rate_plans"."extra_adult_cents" >= 0 and "rate_plans"."child_cents" >= 0 and "rate_plans"."fee_cents_per_night" >= 0 and "rate_plans"."tax_percent" between 0 and 100 and "rate_plans"."included_adults" between 1 and 20 and "rate_plans"."child_free_under_age" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"beds" text NOT NULL,
	"size_sqm" integer,
	"max_adults" integer NOT NULL,
	"max_children" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_types_occupancy" CHECK ("room_types"."max_adults" between 1 and 20 and "room_types"."max_children" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "hotel_suppliers" ADD CONSTRAINT "hotel_suppliers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_nights" ADD CONSTRAINT "inventory_nights_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_nights" ADD CONSTRAINT "inventory_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_suppliers_supplier_hotel_idx" ON "hotel_suppliers" USING btree ("supplier","supplier_hotel_id");--> statement-breakpoint
CREATE INDEX "inventory_nights_listing_night_idx" ON "inventory_nights" USING btree ("listing_id","night");--> statement-breakpoint
CREATE INDEX "rate_plans_room_type_idx" ON "rate_plans" USING btree ("room_type_id","position");--> statement-breakpoint
CREATE INDEX "rate_plans_listing_idx" ON "rate_plans" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "room_types_listing_idx" ON "room_types" USING btree ("listing_id","position");