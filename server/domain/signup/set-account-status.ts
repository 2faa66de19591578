import { eq } from "drizzle-orm";
import { ADMIN_BUSINESS_MESSAGES, adminNoteError, adminReasonError, adminText } from "../../../core/admin-business-accounts";
import { ACCOUNT_STATUS_LABELS, type BusinessAccountStatus } from "../../../core/business-signup-rules";
import { CLAIM_MESSAGES } from "../../../core/claim-rules";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { AppError } from "../../kernel/errors";
import type { AdminActor } from "../admin/admin-actor";
import { recordAdminAction } from "../admin/audit-log";
import { accountAuditState, accountTarget } from "../admin/business-accounts/account-audit";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { queueEmail } from "../mail/queue-email";
import { assertBusinessAccountMove } from "./business-account-transitions";
import { dashboardUrl, type SignupDeps } from "./signup-deps";

export type SetAccountStatusOptions = {
  accountId: number;
  status: BusinessAccountStatus;
  admin: AdminActor;
  /** With `active`: an optional note to the business, in the e-mail. */
  note?: string | null | undefined;
  /** With `in_active` (reject or deactivate): why, required, e-mailed to the business. */
  reason?: string | null | undefined;
};

/**
 * An admin's review (docs/product.md §4, decision 019, issue 20): the account moves to `active`
 * (approve, with an optional note) or `in_active` (reject from review or deactivate, with a reason)
 * by the transition table; the business is e-mailed either way with the admin's words, and a
 * profile it created goes public when it is activated (and private again when deactivated). A
 * claimed listing stays as it is. The audit log records the move in the same transaction.
 */
export async function setAccountStatus(deps: SignupDeps, { accountId, status, admin, note, reason }: SetAccountStatusOptions): Promise<BusinessAccountRow> {
  const { db, clock, jobs, config, origin, catalogueCache } = deps;
  const noteError = status === "active" ? adminNoteError(note) : null;
  if (noteError) throw new AppError("VALIDATION_FAILED", noteError, { note: [noteError] });
  const reasonText = status === "in_active" ? adminText(reason) : null;
  const reasonError = status === "in_active" ? adminReasonError(reason) : null;
  if (reasonError) throw new AppError("VALIDATION_FAILED", reasonError, { reason: [reasonError] });
  const noteText = status === "active" ? adminText(note) : null;
  const updated = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, accountId)).for("update");
    if (!account) throw new AppError("NOT_FOUND", ADMIN_BUSINESS_MESSAGES.notFound);
    assertBusinessAccountMove(account.status, status);
    // A claim gives its listing only once verified (decision 033): activate after approving it.
    if (status === "active" && account.mode === "claim" && account.claimStatus !== "verified") {
      throw new AppError(
        "CONFLICT",
        account.claimStatus === "lost" ? CLAIM_MESSAGES.lost : account.claimStatus === "released" ? CLAIM_MESSAGES.released : "Verify this claim first: approve it with the evidence you checked, or wait for the owner's link.",
      );
    }
    const now = clock.now();
    const [row] = await tx
      .update(businessAccounts)
      .set({ status, statusChangedAt: now, statusChangedBy: admin.userId, updatedAt: now })
      .where(eq(businessAccounts.id, accountId))
      .returning();
    if (!row) throw new Error("business account update returned no row");
    if (account.mode === "create" && account.listingId !== null) {
      await tx
        .update(listings)
        .set({ status: status === "active" ? "active" : "in_active", updatedAt: now })
        .where(eq(listings.id, account.listingId));
    }
    await queueEmail({
      db: tx,
      jobs,
      clock,
      config,
      origin,
      to: row.email,
      template: { name: "business-account-status", status, businessName: row.name, dashboardUrl: dashboardUrl(deps), note: noteText, reason: reasonText },
    });
    const event = status === "active" ? "approve" : account.status === "in_review" ? "reject" : "deactivate";
    const said = noteText ? `: ${noteText}` : reasonText ? `: ${reasonText}` : "";
    await recordAdminAction({ db: tx, clock }, admin, {
      action: "business_accounts.review",
      event: `business_account.${event}`,
      target: accountTarget(row.id),
      summary: `${event === "approve" ? "Approved" : event === "reject" ? "Rejected" : "Deactivated"} ${row.name} (${ACCOUNT_STATUS_LABELS[account.status]} to ${ACCOUNT_STATUS_LABELS[status]})${said}`,
      before: accountAuditState(account),
      after: { ...accountAuditState(row), ...(noteText ? { note: noteText } : {}), ...(reasonText ? { reason: reasonText } : {}) },
    });
    return row;
  });
  invalidateCatalogue({ cache: catalogueCache });
  return updated;
}
