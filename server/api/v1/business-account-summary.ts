import type { BusinessAccountRow } from "../../db/schema/business";

/** A business account on the wire (core/contracts/business-signup-schemas.ts accountSummary). */
export function toSummary(row: BusinessAccountRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    mode: row.mode,
    email: row.email,
    name: row.name,
    listing_id: row.listingId,
    claim_listing_id: row.claimListingId,
    claim_status: row.claimStatus,
    claim_verified_by: row.claimVerifiedBy,
    claim_refund_cents: row.claimRefundCents,
    payment_method: row.paymentMethod,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
