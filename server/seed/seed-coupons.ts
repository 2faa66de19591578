import type { CouponTarget } from "../../core/pricing";
import type { Database } from "../db/client";
import { coupons } from "../db/schema/payments";

export type SeedCoupon = { name: string; discountPercent: number; appliesTo: CouponTarget[]; advertised: boolean };

/**
 * Promo codes every environment starts with. BizLoveYou is printed on the signup thank-you page
 * (docs/product.md §9: 20% off a Romance Marketplace Post), so it must exist wherever the page does,
 * and it is advertised; LOVEADVISOR10 is given out by hand, so the public list never shows it.
 */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  { name: "BizLoveYou", discountPercent: 20, appliesTo: ["marketplace"], advertised: true },
  { name: "LOVEADVISOR10", discountPercent: 10, appliesTo: ["advisor", "hotel"], advertised: false },
];

/**
 * Adds the missing seed coupons; an existing code (in any letter case) is left as it is, so an
 * operator who deactivated or changed one keeps the change.
 */
export async function seedCoupons({ db }: { db: Database }): Promise<void> {
  await db
    .insert(coupons)
    .values(SEED_COUPONS.map((coupon) => ({ ...coupon, appliesTo: [...coupon.appliesTo] })))
    .onConflictDoNothing();
}
