import type { Lead } from "../../../server/domain/deals/business-leads";

/** How a business's own offer stands, in its words. */
export function offerStateLabel(offer: NonNullable<Lead["offer"]>): string {
  if (offer.isExpired) return "Expired";
  switch (offer.status) {
    case "received":
      return "Sent";
    case "late":
      return "Sent (late response)";
    case "rejected":
      return "Declined by the couple";
    case "booked":
      return "Booked";
    case "withdrawn":
      return "Withdrawn";
  }
}

/** Dollars as typed ("1,250.50", "$900") to cents; null when it is not an amount. */
export function centsFromDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
