import type { BusinessAccountStatus } from "../../../core/business-signup-rules";

/** One of the dashboard's tools: a page of its own, and what it is for in a line. */
export type DashboardTool = { to: string; label: string; purpose: string };

const STOREFRONT_NOUNS = { hotel: "hotel's page", advisor: "advisor profile", destination: "destination's page" } as const;

/**
 * The tools a business account's dashboard offers, in the order a business uses them: its page and
 * photos (prepared while in review too, decision 036; a deactivated account's are closed), a
 * hotel's rooms and reservations and everyone's statistics once active, and the plan, receipts and
 * marketplace posts always.
 */
export function dashboardToolsFor(account: { kind: "hotel" | "advisor" | "destination"; status: BusinessAccountStatus; hasListing: boolean }): DashboardTool[] {
  const isActive = account.status === "active";
  const canPrepare = account.hasListing && account.status !== "in_active";
  const tools: (DashboardTool | false)[] = [
    canPrepare && {
      to: "/dashboard/storefront",
      label: "Your page",
      purpose: `The text and facts couples read on your ${STOREFRONT_NOUNS[account.kind]}${isActive ? "" : ", ready for when it goes live"}.`,
    },
    canPrepare && { to: "/dashboard/photos", label: "Photos", purpose: "Upload, order and describe your photos, and choose the cover." },
    isActive && account.kind === "hotel" && { to: "/dashboard/rooms", label: "Rooms & rates", purpose: "Room types, rate plans, prices and availability." },
    isActive && account.kind === "hotel" && { to: "/dashboard/reservations", label: "Reservations", purpose: "Your guests' stays, their requests and occasions." },
    isActive && { to: "/dashboard/statistics", label: "Statistics", purpose: "Views, search impressions, requests, offers and bookings over 7, 30 or 90 days." },
    {
      to: "/dashboard/plan",
      label: "Your plan",
      purpose: `Its term, renewal by card or invoice${account.kind === "advisor" ? ", upgrade to Featured" : ""} and cancellation.`,
    },
    { to: "/dashboard/receipts", label: "Receipts", purpose: "Every card payment, ready to print." },
    { to: "/dashboard/posts", label: "Marketplace posts", purpose: "Edit, pause and renew your Romance Marketplace deals, or post a new one." },
  ];
  return tools.filter((tool): tool is DashboardTool => tool !== false);
}
