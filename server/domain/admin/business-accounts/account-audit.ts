import type { BusinessAccountRow } from "../../../db/schema/business";
import { auditState, type AuditState } from "../audit-log";

/**
 * What the audit log keeps of a business account: the fields an admin changes and needs to see
 * changed. Never the claim link's token hash, the kept card's ids or the submission's free text.
 */
export function accountAuditState(account: BusinessAccountRow | null | undefined): AuditState {
  if (!account) return null;
  return auditState({
    id: account.id,
    name: account.name,
    email: account.email,
    kind: account.kind,
    status: account.status,
    mode: account.mode,
    userId: account.userId,
    listingId: account.listingId,
    claimListingId: account.claimListingId,
    claimStatus: account.claimStatus,
    claimVerifiedBy: account.claimVerifiedBy,
    claimEvidence: account.claimEvidence,
  });
}

/** The audit log's target for a business account. */
export const accountTarget = (id: number) => ({ type: "business_account", id });
