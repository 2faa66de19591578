import { eq, inArray } from "drizzle-orm";
import { ADMIN_BUSINESS_MESSAGES, adminReasonError, adminText } from "../../../../core/admin-business-accounts";
import { businessAccounts, type BusinessAccountRow } from "../../../db/schema/business";
import { listings } from "../../../db/schema/catalogue";
import { AppError } from "../../../kernel/errors";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";
import { queueEmail } from "../../mail/queue-email";
import { dashboardUrl, type SignupDeps } from "../../signup/signup-deps";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { accountAuditState, accountTarget } from "./account-audit";

export type ReassignListingOptions = { accountId: number; toAccountId: number; reason: string | null | undefined; admin: AdminActor };

export type ReassignedListing = { from: BusinessAccountRow; to: BusinessAccountRow; listingName: string };

/**
 * An admin gives the listing one account owns (a profile it created or a verified claim) to
 * another account of the same kind that owns none (issue 20): the new owner holds it as a claim
 * verified by an admin, with the reason as its evidence; the old owner's claim is released. Both
 * are e-mailed. One listing, one owner: the listing is locked first, then both accounts by id.
 */
export async function reassignListing(deps: SignupDeps, { accountId, toAccountId, reason, admin }: ReassignListingOptions): Promise<ReassignedListing> {
  const reasonError = adminReasonError(reason);
  if (reasonError) throw new AppError("VALIDATION_FAILED", reasonError, { reason: [reasonError] });
  if (accountId === toAccountId) throw new AppError("VALIDATION_FAILED", ADMIN_BUSINESS_MESSAGES.sameAccount, { to_account_id: [ADMIN_BUSINESS_MESSAGES.sameAccount] });
  const reasonText = adminText(reason) ?? "";
  const { db, clock } = deps;
  const outcome = await db.transaction(async (tx) => {
    const [owned] = await tx.select({ listingId: businessAccounts.listingId }).from(businessAccounts).where(eq(businessAccounts.id, accountId));
    if (!owned) throw new AppError("NOT_FOUND", ADMIN_BUSINESS_MESSAGES.notFound);
    if (owned.listingId === null) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.noListing);
    const [listing] = await tx.select({ id: listings.id, title: listings.title }).from(listings).where(eq(listings.id, owned.listingId)).for("update");
    if (!listing) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.noListing);
    const rows = await tx
      .select()
      .from(businessAccounts)
      .where(inArray(businessAccounts.id, [accountId, toAccountId]))
      .orderBy(businessAccounts.id)
      .for("update");
    const from = rows.find((row) => row.id === accountId);
    const to = rows.find((row) => row.id === toAccountId);
    if (!to) throw new AppError("NOT_FOUND", "No business account with the id to reassign to.", { to_account_id: ["No business account with this id."] });
    if (!from || from.listingId !== listing.id) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.noListing);
    if (from.kind !== to.kind) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.differentKinds);
    if (to.listingId !== null) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.targetHasListing);
    if (to.claimStatus === "pending" && to.claimListingId !== listing.id) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.targetHasClaim);
    const now = clock.now();
    const [fromAfter] = await tx
      .update(businessAccounts)
      .set({ listingId: null, ...(from.claimStatus === "verified" ? { claimStatus: "released" as const } : {}), updatedAt: now })
      .where(eq(businessAccounts.id, from.id))
      .returning();
    const [toAfter] = await tx
      .update(businessAccounts)
      .set({
        listingId: listing.id,
        claimListingId: listing.id,
        claimStatus: "verified",
        claimVerifiedAt: now,
        claimVerifiedBy: "admin",
        claimEvidence: reasonText,
        claimApprovedBy: admin.userId,
        claimTokenHash: null,
        claimTokenExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(businessAccounts.id, to.id))
      .returning();
    if (!fromAfter || !toAfter) throw new Error("listing reassignment returned no row");
    const mail = { db: tx, jobs: deps.jobs, clock, config: deps.config, origin: deps.origin };
    await queueEmail({ ...mail, to: from.email, template: { name: "business-claim", step: "released", listingName: listing.title, link: dashboardUrl(deps), reason: reasonText } });
    await queueEmail({ ...mail, to: to.email, template: { name: "business-claim", step: "verified", listingName: listing.title, link: dashboardUrl(deps) } });
    const audit = { db: tx, clock };
    await recordAdminAction(audit, admin, {
      action: "business_accounts.review",
      event: "business_account.listing_reassign",
      target: accountTarget(from.id),
      summary: `Reassigned ${listing.title} from ${from.email} to ${to.email}: ${reasonText}`,
      before: accountAuditState(from),
      after: { ...accountAuditState(fromAfter), reason: reasonText, toAccountId: to.id },
    });
    await recordAdminAction(audit, admin, {
      action: "business_accounts.review",
      event: "business_account.listing_receive",
      target: accountTarget(to.id),
      summary: `Received ${listing.title} from ${from.email}: ${reasonText}`,
      before: accountAuditState(to),
      after: { ...accountAuditState(toAfter), reason: reasonText, fromAccountId: from.id },
    });
    return { from: fromAfter, to: toAfter, listingName: listing.title };
  });
  invalidateCatalogue({ cache: deps.catalogueCache });
  return outcome;
}
