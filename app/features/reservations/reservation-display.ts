import type { ContractOutput } from "../../../core/contracts/contract";
import type { getbookingdetail } from "../../../core/contracts/reservations";
import { formatLongDate, nightsText } from "../../../core/booking/stay-dates";
import { formatDollars } from "../../../core/money";

/** A reservation as getbookingdetail and getreservation answer it. */
export type ReservationView = ContractOutput<typeof getbookingdetail>["data"];

/** How a couple reaches a reservation to cancel it: a member by id, a guest by number and e-mail. */
export type ReservationAccess = { kind: "member" } | { kind: "guest"; email: string };

const STATUS_LABELS: Record<ReservationView["status"], string> = {
  held: "Awaiting payment",
  confirmed: "Confirmed",
  expired: "Expired",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

/** "Confirmed", "Cancelled", ... */
export function statusLabel(status: ReservationView["status"]): string {
  return STATUS_LABELS[status];
}

/** "Amalfi, Italy"; empty when the hotel names neither. */
export function placeText(hotel: Pick<ReservationView["hotel"], "city" | "country">): string {
  return [hotel.city, hotel.country].filter(Boolean).join(", ");
}

/** "2 adults", "2 adults, 1 child (age 4)", "1 adult, 2 children (ages 4 and 9)". */
export function guestsText(adults: number, childAges: readonly number[]): string {
  const grown = adults === 1 ? "1 adult" : `${adults} adults`;
  if (childAges.length === 0) return grown;
  if (childAges.length === 1) return `${grown}, 1 child (age ${childAges[0]})`;
  const ages = `${childAges.slice(0, -1).join(", ")} and ${childAges[childAges.length - 1]}`;
  return `${grown}, ${childAges.length} children (ages ${ages})`;
}

/** "Fri 12 Mar 2027 to Mon 15 Mar 2027 · 3 nights". */
export function stayText(reservation: Pick<ReservationView, "check_in" | "check_out" | "nights">): string {
  return `${formatLongDate(reservation.check_in)} to ${formatLongDate(reservation.check_out)} · ${nightsText(reservation.nights)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An instant as a UTC day and time, the same on the server's first HTML and in the browser: "12 Mar 2027, 14:05 UTC". */
export function instantText(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} UTC`;
}

/** "honeymoon" → "Honeymoon", "first-date" → "First date". */
export function occasionText(slug: string): string {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What the confirmation step says will come back if the couple cancels now, by the policy as sold
 * (refund computed on the server's clock when the page was read).
 */
export function refundPreviewText(refundCents: number, totalCents: number, cardLast4: string | null): string {
  const card = cardLast4 ? ` to the card ending in ${cardLast4}` : "";
  if (refundCents <= 0) return `Nothing will be refunded: under this booking's cancellation policy the full ${formatDollars(totalCents)} is kept.`;
  if (refundCents >= totalCents) return `You will be refunded the full ${formatDollars(totalCents)}${card}.`;
  return `You will be refunded ${formatDollars(refundCents)} of the ${formatDollars(totalCents)} you paid${card}; ${formatDollars(totalCents - refundCents)} is kept under the cancellation policy.`;
}

/** What the page says once the cancellation went through. */
export function cancelledText(refundCents: number | null, cardLast4: string | null): string {
  if (refundCents === null || refundCents <= 0) return "Your reservation is cancelled. Nothing is refunded under its cancellation policy.";
  const card = cardLast4 ? ` to the card ending in ${cardLast4}` : "";
  return `Your reservation is cancelled. ${formatDollars(refundCents)} will be refunded${card}.`;
}

/** The address that opens a guest's booking: the confirmation e-mail's link. */
export function findBookingPath(confirmationNumber: string, email: string): string {
  return `/booking/find?${new URLSearchParams({ number: confirmationNumber, email }).toString()}`;
}
