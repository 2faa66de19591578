import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { ADMIN_BUSINESS_MESSAGES, adminReasonError, adminText } from "../../../../core/admin-business-accounts";
import { adminAuditLog } from "../../../db/schema/admin";
import { businessAccounts, type BusinessAccountRow } from "../../../db/schema/business";
import { dealRequestMatches, deals } from "../../../db/schema/deals";
import { invoices, marketplacePosts, payments } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";
import { queueEmail } from "../../mail/queue-email";
import { dashboardUrl, type SignupDeps } from "../../signup/signup-deps";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { accountAuditState, accountTarget } from "./account-audit";

export type MergeAccountsOptions = {
  /** The account that stays. */
  keepId: number;
  /** The duplicate: closed once its things have moved. */
  closeId: number;
  reason: string | null | undefined;
  admin: AdminActor;
};

/** What moved from the closed account to the kept one (ids, for the audit log and the answer). */
export type MergeOutcome = {
  kept: BusinessAccountRow;
  closed: BusinessAccountRow;
  moved: { listingId: number | null; payments: number[]; invoices: number[]; posts: number[]; leads: number[]; deals: number[] };
  /** Leads and offers both accounts had on the same couple's request: they stay with the closed account. */
  leftBehind: { leads: number; deals: number };
};

/**
 * Merges two accounts of the same business (issue 20; the rule is core/admin-business-accounts.ts
 * MERGE_RULE): the kept account receives the closed one's listing (when it owns none), payments,
 * invoices, marketplace posts and leads (matched requests and offers); the other is closed
 * (in_active) and told why. Refused between kinds, when both own a listing, and while the account
 * to close has a pending claim or an open invoice. Both accounts are locked by id, in one
 * transaction with the audit entries of both.
 */
export async function mergeBusinessAccounts(deps: SignupDeps, { keepId, closeId, reason, admin }: MergeAccountsOptions): Promise<MergeOutcome> {
  const reasonError = adminReasonError(reason);
  if (reasonError) throw new AppError("VALIDATION_FAILED", reasonError, { reason: [reasonError] });
  if (keepId === closeId) throw new AppError("VALIDATION_FAILED", ADMIN_BUSINESS_MESSAGES.sameAccount, { duplicate_id: [ADMIN_BUSINESS_MESSAGES.sameAccount] });
  const reasonText = adminText(reason) ?? "";
  const { db, clock } = deps;
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx.select().from(businessAccounts).where(inArray(businessAccounts.id, [keepId, closeId])).orderBy(businessAccounts.id).for("update");
    const kept = rows.find((row) => row.id === keepId);
    const closing = rows.find((row) => row.id === closeId);
    if (!kept) throw new AppError("NOT_FOUND", ADMIN_BUSINESS_MESSAGES.notFound);
    if (!closing) throw new AppError("NOT_FOUND", "No business account with the duplicate's id.", { duplicate_id: ["No business account with this id."] });
    if (kept.kind !== closing.kind) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.differentKinds);
    const [merged] = await tx
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.event, "business_account.merged_into"), eq(adminAuditLog.targetType, "business_account"), inArray(adminAuditLog.targetId, [String(kept.id), String(closing.id)])))
      .limit(1);
    if (merged) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.alreadyMerged);
    if (kept.listingId !== null && closing.listingId !== null) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.mergeBothListings);
    if (closing.claimStatus === "pending") throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.mergePendingClaim);
    if (closing.listingId !== null && kept.claimStatus === "pending" && kept.claimListingId !== closing.listingId) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.targetHasClaim);
    const openInvoiceIds = [closing.invoiceId, closing.renewalInvoiceId].filter((id): id is number => id !== null);
    if (openInvoiceIds.length > 0) {
      const [open] = await tx.select({ id: invoices.id }).from(invoices).where(and(inArray(invoices.id, openInvoiceIds), eq(invoices.status, "open"))).limit(1);
      if (open) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.mergeOpenInvoice);
    }
    const now = clock.now();
    const listingId = closing.listingId;
    const [closed] = await tx
      .update(businessAccounts)
      .set({
        status: "in_active",
        statusChangedAt: now,
        statusChangedBy: admin.userId,
        listingId: null,
        ...(listingId !== null && closing.claimStatus === "verified" ? { claimStatus: "released" as const } : {}),
        autoRenew: false,
        updatedAt: now,
      })
      .where(eq(businessAccounts.id, closing.id))
      .returning();
    let keptAfter = kept;
    if (listingId !== null) {
      const [row] = await tx
        .update(businessAccounts)
        .set({
          listingId,
          // How it holds the listing now: given by an admin, the merge as its evidence.
          claimListingId: listingId,
          claimStatus: "verified",
          claimVerifiedAt: now,
          claimVerifiedBy: "admin",
          claimEvidence: `Merged from account ${closing.id} (${closing.email}): ${reasonText}`,
          claimApprovedBy: admin.userId,
          claimTokenHash: null,
          claimTokenExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(businessAccounts.id, kept.id))
        .returning();
      if (row) keptAfter = row;
    }
    if (!closed) throw new Error("merge returned no closed row");
    const sameEmail = (column: typeof payments.email | typeof invoices.email | typeof marketplacePosts.email) => sql`lower(${column}) = lower(${closing.email})`;
    const movedPayments = await tx
      .update(payments)
      .set({ userId: kept.userId, email: kept.email })
      .where(or(eq(payments.userId, closing.userId), sameEmail(payments.email)))
      .returning({ id: payments.id });
    const movedInvoices = await tx.update(invoices).set({ email: kept.email }).where(sameEmail(invoices.email)).returning({ id: invoices.id });
    const movedPosts = await tx
      .update(marketplacePosts)
      .set({ userId: kept.userId, email: kept.email })
      .where(or(eq(marketplacePosts.userId, closing.userId), sameEmail(marketplacePosts.email)))
      .returning({ id: marketplacePosts.id });
    // One lead (and one offer) per request and business: the kept account's own stay as they are.
    const keptRequests = tx.select({ requestId: dealRequestMatches.requestId }).from(dealRequestMatches).where(eq(dealRequestMatches.businessAccountId, kept.id));
    const movedLeads = await tx
      .update(dealRequestMatches)
      .set({ businessAccountId: kept.id })
      .where(and(eq(dealRequestMatches.businessAccountId, closing.id), notInArray(dealRequestMatches.requestId, keptRequests)))
      .returning({ id: dealRequestMatches.id });
    const keptDealRequests = tx.select({ requestId: deals.requestId }).from(deals).where(eq(deals.businessAccountId, kept.id));
    const movedDeals = await tx
      .update(deals)
      .set({ businessAccountId: kept.id, ...(listingId !== null ? { listingId } : {}), updatedAt: now })
      .where(and(eq(deals.businessAccountId, closing.id), notInArray(deals.requestId, keptDealRequests)))
      .returning({ id: deals.id });
    const [leftLeads] = await tx.select({ n: sql<number>`count(*)::int` }).from(dealRequestMatches).where(eq(dealRequestMatches.businessAccountId, closing.id));
    const [leftDeals] = await tx.select({ n: sql<number>`count(*)::int` }).from(deals).where(eq(deals.businessAccountId, closing.id));
    const moved = {
      listingId,
      payments: movedPayments.map((row) => row.id),
      invoices: movedInvoices.map((row) => row.id),
      posts: movedPosts.map((row) => row.id),
      leads: movedLeads.map((row) => row.id),
      deals: movedDeals.map((row) => row.id),
    };
    const leftBehind = { leads: leftLeads?.n ?? 0, deals: leftDeals?.n ?? 0 };
    await queueEmail({
      db: tx,
      jobs: deps.jobs,
      clock,
      config: deps.config,
      origin: deps.origin,
      to: closed.email,
      template: {
        name: "business-account-status",
        status: "in_active",
        businessName: closed.name,
        dashboardUrl: dashboardUrl(deps),
        reason: `This account was a duplicate and was merged into the account of ${kept.email}, which keeps everything it had. ${reasonText}`,
      },
    });
    const audit = { db: tx, clock };
    const what = `${moved.listingId !== null ? "its listing, " : ""}${moved.payments.length} payment(s), ${moved.invoices.length} invoice(s), ${moved.posts.length} post(s), ${moved.leads.length} lead(s) and ${moved.deals.length} offer(s)`;
    await recordAdminAction(audit, admin, {
      action: "business_accounts.merge",
      event: "business_account.merge",
      target: accountTarget(kept.id),
      summary: `Merged ${closed.email} (account ${closed.id}) into this account, taking ${what}: ${reasonText}`,
      before: accountAuditState(kept),
      after: { ...accountAuditState(keptAfter), mergedFrom: closed.id, moved, leftBehind, reason: reasonText },
    });
    await recordAdminAction(audit, admin, {
      action: "business_accounts.merge",
      event: "business_account.merged_into",
      target: accountTarget(closed.id),
      summary: `Closed as a duplicate of ${kept.email} (account ${kept.id}), which took ${what}: ${reasonText}`,
      before: accountAuditState(closing),
      after: { ...accountAuditState(closed), mergedInto: kept.id, moved, leftBehind, reason: reasonText },
    });
    return { kept: keptAfter, closed, moved, leftBehind };
  });
  invalidateCatalogue({ cache: deps.catalogueCache });
  return outcome;
}
