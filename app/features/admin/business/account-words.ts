import { ACCOUNT_STATUS_LABELS, type BusinessAccountStatus } from "../../../../core/business-signup-rules";

/** How the console names a business account's states, kinds and claims (shared by the list and the detail). */
export const KIND_LABELS = { hotel: "Hotel", destination: "Destination", advisor: "Travel advisor" } as const;
export type BusinessKindName = keyof typeof KIND_LABELS;

export const STATUS_BADGE: Record<BusinessAccountStatus, string> = { in_review: "ac-badge--warn", active: "ac-badge--good", in_active: "ac-badge--bad" };

export function statusLabel(status: BusinessAccountStatus): string {
  return ACCOUNT_STATUS_LABELS[status];
}

export type ClaimFacts = {
  status: "pending" | "verified" | "lost" | "released";
  verifiedBy: "email" | "admin" | null;
  hasLink: boolean;
  refundCents: number | null;
};

/** A claim's state in a few words, for the admin deciding on it. */
export function claimInWords(claim: ClaimFacts): string {
  switch (claim.status) {
    case "pending":
      return claim.hasLink ? "Claim pending: a verification link went to an address on the listing's website" : "Claim pending: needs your approval with evidence";
    case "verified":
      return claim.verifiedBy === "email" ? "Claim verified by the website's e-mail" : "Claim approved by an admin";
    case "lost":
      return "Claim closed: another claim was verified first";
    case "released":
      return "Claim released by an admin";
  }
}

/** "2 Dec 2026, 14:05 UTC": a moment as the console shows it, the same on server and browser. */
export function formatMoment(iso: string | null): string {
  if (!iso) return "—";
  return `${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(iso))} UTC`;
}
