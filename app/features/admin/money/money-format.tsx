import { LEDGER_STATE_LABELS, type LedgerState } from "../../../../core/admin-money";

/** A ledger state's badge: green when the money arrived, amber while it waits, red when it went back or ended. */
export function stateBadgeClass(state: LedgerState): string {
  switch (state) {
    case "succeeded":
    case "paid":
    case "active":
      return "ac-badge ac-badge--good";
    case "open":
    case "awaiting_quote":
    case "incomplete":
    case "past_due":
    case "partly_refunded":
      return "ac-badge ac-badge--warn";
    case "refunded":
    case "canceled":
      return "ac-badge ac-badge--bad";
  }
}

export function StateBadge({ state }: { state: LedgerState }) {
  return <span className={stateBadgeClass(state)}>{LEDGER_STATE_LABELS[state]}</span>;
}

/** "1 June 2026, 12:00 UTC" from an ISO time. */
export function formatMoment(iso: string): string {
  return `${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", hour12: false }).format(new Date(iso))} UTC`;
}
