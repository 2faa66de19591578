import type { ReservationGroup } from "../../../core/booking/reservation-transitions";
import { formatDayMonth, formatLongDate, nightsText } from "../../../core/booking/stay-dates";
import type { HotelReservationView, ListedStatus } from "../../../server/domain/booking/hotel-reservations";

/** The words of a hotel's reservations on its dashboard. */
export const STATUS_LABELS: Record<ListedStatus, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

export const GROUP_LABELS: Record<ReservationGroup, string> = { upcoming: "Upcoming", past: "Past", cancelled: "Cancelled" };

export const RESERVATION_TABS: ReservationGroup[] = ["upcoming", "past", "cancelled"];

/** "Fri 10 Jul – Sun 12 Jul 2026" style: both days of the stay and how many nights. */
export function stayText(reservation: Pick<HotelReservationView, "checkIn" | "checkOut" | "nights">): string {
  return `${formatDayMonth(reservation.checkIn)} – ${formatLongDate(reservation.checkOut)} · ${nightsText(reservation.nights)}`;
}

/** "2 adults, 1 child (age 6)". */
export function partyText(reservation: Pick<HotelReservationView, "adults" | "childAges">): string {
  const adults = reservation.adults === 1 ? "1 adult" : `${reservation.adults} adults`;
  const children = reservation.childAges.length;
  if (children === 0) return adults;
  const ages = reservation.childAges.join(", ");
  return `${adults}, ${children === 1 ? `1 child (age ${ages})` : `${children} children (ages ${ages})`}`;
}

/** The list's address for a tab and page. */
export function reservationsHref(group: ReservationGroup, page = 1): string {
  const query = new URLSearchParams();
  if (group !== "upcoming") query.set("filter", group);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/dashboard/reservations${text ? `?${text}` : ""}`;
}
