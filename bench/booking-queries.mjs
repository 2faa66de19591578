// The booking benchmark's requests (`npm run bench -- --search`, issue 17's bars): an availability
// search for a city, a 3-night stay for 2 adults a month ahead, and one hotel's rooms and rates for
// that stay. The cities mix the demo's and the bulk catalogue's; each has hotels with rooms there.
import { URLSearchParams } from "node:url";

export const BOOKING_CITIES = ["Rome", "Paris", "Santorini", "Capri", "Sydney", "Kyoto", "Lake Como", "Mykonos"];

/** Nights of the benchmark's stay, and how far ahead it starts. */
export const BOOKING_NIGHTS = 3;
export const BOOKING_DAYS_AHEAD = 30;

/** Check-in and check-out of the benchmark's stay, from today (UTC). */
export function bookingStay(now = new Date()) {
  const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { checkin: day(BOOKING_DAYS_AHEAD), checkout: day(BOOKING_DAYS_AHEAD + BOOKING_NIGHTS), adults: "2" };
}

/** `/api/v1/booking/availabilityresult?location=...&checkin&checkout&adults=2`. */
export function availabilityPath(city, stay) {
  return `/api/v1/booking/availabilityresult?${new URLSearchParams({ location: city, ...stay })}`;
}

/** `/api/v1/booking/roomsandrate?hotel=...&checkin&checkout&adults=2`. */
export function roomsAndRatePath(hotelId, stay) {
  return `/api/v1/booking/roomsandrate?${new URLSearchParams({ hotel: String(hotelId), ...stay })}`;
}
