import { sql, type SQL } from "drizzle-orm";
import { ADVISOR_FEATURED_CENTS, MARKETPLACE_AD_DURATIONS, MARKETPLACE_FEATURED_CENTS } from "../../../../core/pricing";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { invoices, marketplacePosts, payments } from "../../../db/schema/payments";

/**
 * What a coupon took off one payment, in SQL over `payments`: an invoice's recorded discount, the
 * featured advisor profile's list price less what was paid, a marketplace post's price (its
 * duration and featured option) less what was paid; null when the full price cannot be told. The
 * same reading as the receipt e-mail's (server/domain/payments/receipt-email.ts discountOf).
 */
export function paymentDiscountCents(): SQL<number | null> {
  const durationCents = sql.join(
    // Constants of core/pricing.ts written into the statement (integers only), so their types are the columns'.
    MARKETPLACE_AD_DURATIONS.map((option) => sql.raw(`when ${Math.trunc(option.days)} then ${Math.trunc(option.cents)}`)),
    sql` `,
  );
  return sql<number | null>`case
    when ${payments.couponName} is null then null
    when ${payments.reference} like 'invoice:%' then (select ${invoices.discountCents} from ${invoices} where 'invoice:' || ${invoices.id}::text = ${payments.reference})
    when ${payments.purpose} = 'advisor-featured' then greatest(${sql.raw(String(Math.trunc(ADVISOR_FEATURED_CENTS)))} - ${payments.amountCents}, 0)
    when ${payments.purpose} = 'marketplace-post' then (
      select greatest((case ${marketplacePosts.adDurationDays} ${durationCents} end) + (case when ${marketplacePosts.featured} then ${sql.raw(String(Math.trunc(MARKETPLACE_FEATURED_CENTS)))} else 0 end) - ${payments.amountCents}, 0)
      from ${marketplacePosts} where 'marketplace_post:' || ${marketplacePosts.id}::text = ${payments.reference}
    )
    else null end`;
}

export type CouponUsage = { uses: number; discountCents: number };

/** Uses and discount given of each coupon named, by lower-cased name (payments refunded later included). */
export async function couponUsageOf(db: Database, names: readonly string[]): Promise<Map<string, CouponUsage>> {
  const usage = new Map<string, CouponUsage>();
  if (names.length === 0) return usage;
  const wanted = sql.join(
    names.map((name) => sql`${name.toLowerCase()}`),
    sql`, `,
  );
  const rows = await db
    .select({
      name: sql<string>`lower(${payments.couponName})`,
      uses: sql<number>`count(*)::int`.mapWith(Number),
      discountCents: sql<number>`coalesce(sum(${paymentDiscountCents()}), 0)::int`.mapWith(Number),
    })
    .from(payments)
    .where(sql`lower(${payments.couponName}) in (${wanted})`)
    .groupBy(sql`lower(${payments.couponName})`);
  for (const row of rows) usage.set(row.name, { uses: row.uses, discountCents: row.discountCents });
  return usage;
}

export type CouponUse = {
  paymentId: number;
  paidAt: Date;
  email: string | null;
  purpose: string;
  amountCents: number;
  discountCents: number | null;
  status: "succeeded" | "refunded";
  providerPaymentId: string;
};

/** The payments that used a coupon, newest first (at most `limit`). */
export async function couponUses(db: Database, name: string, limit = 200): Promise<CouponUse[]> {
  return db
    .select({
      paymentId: payments.id,
      paidAt: payments.createdAt,
      email: sql<string | null>`coalesce(${payments.email}, ${users.email})`,
      purpose: payments.purpose,
      amountCents: payments.amountCents,
      discountCents: paymentDiscountCents().mapWith((value) => (value === null ? null : Number(value))),
      status: payments.status,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .leftJoin(users, sql`${users.id} = ${payments.userId}`)
    .where(sql`lower(${payments.couponName}) = ${name.toLowerCase()}`)
    .orderBy(sql`${payments.createdAt} desc`, sql`${payments.id} desc`)
    .limit(limit);
}
