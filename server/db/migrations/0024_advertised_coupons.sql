ALTER TABLE "coupons" ADD COLUMN "advertised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "advertised" = true WHERE lower("name") = 'bizloveyou';
