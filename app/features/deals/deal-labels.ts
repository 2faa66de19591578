import { formatDollars } from "../../../core/money";
import type { DealView } from "../../../server/domain/deals/deal-view";

/** Words the inbox and the offer page show for a deal's state. */
export function dealStateLabel(deal: Pick<DealView, "status" | "isExpired">): string {
  if (deal.isExpired) return "Expired";
  switch (deal.status) {
    case "received":
      return "Open";
    case "late":
      return "Late response";
    case "rejected":
      return "Declined";
    case "booked":
      return "Booked";
    case "withdrawn":
      return "Withdrawn";
  }
}

export const BUSINESS_KIND_LABEL = { hotel: "Hotel", advisor: "Travel Advisor", destination: "Destination" } as const;

/** An offer's price in its currency, by core's one money formatter: "$4,200", "$123.45". */
export function formatDealPrice(cents: number, currency: string): string {
  return formatDollars(cents, { currency });
}

/** "2d 4h left", "3h 12m left", "12m 5s left"; null once the time is up. */
export function timeLeft(expiresAt: string, now: number): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (!(seconds > 0)) return null;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return `${minutes}m ${seconds % 60}s left`;
}
