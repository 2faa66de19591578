import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { ListingType } from "../../../../core/listing-types";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { adminAuditLog, type AdminAuditRow } from "../../../db/schema/admin";
import { businessAccounts, type BusinessAccountRow } from "../../../db/schema/business";
import { listings } from "../../../db/schema/catalogue";
import { dealRequestMatches, deals } from "../../../db/schema/deals";
import { invoices, marketplacePosts, payments } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";
import { ADMIN_BUSINESS_MESSAGES } from "../../../../core/admin-business-accounts";

export type AccountListing = { id: number; title: string; type: ListingType; slug: string; status: "active" | "in_review" | "in_active" };

export type BusinessAccountDetail = {
  /** The account, without the claim link's token hash or the kept card's provider ids. */
  account: Omit<BusinessAccountRow, "claimTokenHash" | "savedCard"> & { savedCard: { brand: string; last4: string } | null };
  listing: AccountListing | null;
  claimListing: AccountListing | null;
  statusChangedByEmail: string | null;
  claimApprovedByEmail: string | null;
  payments: { id: number; purpose: string; amountCents: number; currency: string; status: "succeeded" | "refunded"; couponName: string | null; providerPaymentId: string; refundedAt: Date | null; createdAt: Date }[];
  invoices: { id: number; purpose: string; amountCents: number | null; currency: string; status: "open" | "paid"; description: string; couponName: string | null; paidAt: Date | null; createdAt: Date }[];
  counts: { posts: number; leads: number; deals: number };
  audit: AdminAuditRow[];
};

const listingColumns = { id: listings.id, title: listings.title, type: listings.type, slug: listings.slug, status: listings.status };

/**
 * Everything an admin needs to decide on one business account (issue 20): what it submitted, its
 * plan and payments, its claim and listing, how many posts and leads it has, and every admin
 * action on it, newest first.
 */
export async function getBusinessAccount({ db }: { db: Database }, accountId: number): Promise<BusinessAccountDetail> {
  const [row] = await db.select().from(businessAccounts).where(eq(businessAccounts.id, accountId));
  if (!row) throw new AppError("NOT_FOUND", ADMIN_BUSINESS_MESSAGES.notFound);
  const { claimTokenHash: _hash, savedCard, ...account } = row;
  const listingOf = async (id: number | null) => (id === null ? null : ((await db.select(listingColumns).from(listings).where(eq(listings.id, id)))[0] ?? null));
  const emailOf = async (id: number | null) => (id === null ? null : ((await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email ?? null));
  const ownInvoiceIds = [row.invoiceId, row.renewalInvoiceId].filter((id): id is number => id !== null);
  const sameEmail = sql`lower(${row.email})`;
  const [listing, claimListing, statusChangedByEmail, claimApprovedByEmail, paymentRows, invoiceRows, [posts], [leads], [offers], audit] = await Promise.all([
    listingOf(row.listingId),
    row.claimListingId === row.listingId ? null : listingOf(row.claimListingId),
    emailOf(row.statusChangedBy),
    emailOf(row.claimApprovedBy),
    db
      .select({
        id: payments.id,
        purpose: payments.purpose,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        couponName: payments.couponName,
        providerPaymentId: payments.providerPaymentId,
        refundedAt: payments.refundedAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(or(eq(payments.userId, row.userId), sql`lower(${payments.email}) = ${sameEmail}`))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(100),
    db
      .select({
        id: invoices.id,
        purpose: invoices.purpose,
        amountCents: invoices.amountCents,
        currency: invoices.currency,
        status: invoices.status,
        description: invoices.description,
        couponName: invoices.couponName,
        paidAt: invoices.paidAt,
        createdAt: invoices.createdAt,
      })
      .from(invoices)
      .where(ownInvoiceIds.length > 0 ? or(inArray(invoices.id, ownInvoiceIds), sql`lower(${invoices.email}) = ${sameEmail}`) : sql`lower(${invoices.email}) = ${sameEmail}`)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(100),
    db.select({ n: count() }).from(marketplacePosts).where(or(eq(marketplacePosts.userId, row.userId), sql`lower(${marketplacePosts.email}) = ${sameEmail}`)),
    db.select({ n: count() }).from(dealRequestMatches).where(eq(dealRequestMatches.businessAccountId, row.id)),
    db.select({ n: count() }).from(deals).where(eq(deals.businessAccountId, row.id)),
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "business_account"), eq(adminAuditLog.targetId, String(row.id))))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(200),
  ]);
  return {
    account: { ...account, savedCard: savedCard ? { brand: savedCard.brand, last4: savedCard.last4 } : null },
    listing,
    claimListing,
    statusChangedByEmail,
    claimApprovedByEmail,
    payments: paymentRows,
    invoices: invoiceRows,
    counts: { posts: posts?.n ?? 0, leads: leads?.n ?? 0, deals: offers?.n ?? 0 },
    audit,
  };
}
