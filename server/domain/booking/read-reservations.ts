import { and, desc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import { BOOKING_FLOW_MESSAGES } from "../../../core/booking/booking-messages";
import { listingPath } from "../../../core/listing-path";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { reservations, type ReservationRow } from "../../db/schema/reservations";
import { AppError } from "../../kernel/errors";
import { coverImages } from "../catalogue/paginate-listings";
import { readConfirmationNumber } from "./confirmation-number";

/** A reservation with the hotel a page shows it with. */
export type ReservationWithHotel = ReservationRow & {
  hotel: { id: number; title: string; path: string; city: string | null; country: string | null; image: string | null; type: ListingType };
};

/** The hotels of these reservations, with their small cover. */
export async function withHotels(db: Database, rows: ReservationRow[]): Promise<ReservationWithHotel[]> {
  const ids = [...new Set(rows.map((row) => row.listingId))];
  if (ids.length === 0) return [];
  const hotels = await db
    .select({ id: listings.id, title: listings.title, type: listings.type, slug: listings.slug, city: listings.city, country: listings.country })
    .from(listings)
    .where(inArray(listings.id, ids));
  const covers = await coverImages(db, ids);
  const byId = new Map(hotels.map((hotel) => [hotel.id, hotel]));
  return rows.map((row) => {
    const hotel = byId.get(row.listingId)!;
    return {
      ...row,
      hotel: {
        id: hotel.id,
        title: hotel.title,
        type: hotel.type,
        path: listingPath(hotel.type, hotel.slug),
        city: hotel.city,
        country: hotel.country,
        image: covers.get(hotel.id)?.sizes.small ?? null,
      },
    };
  });
}

/** Reservations a person sees: booked, not holds that were never paid. */
const BOOKED = notInArray(reservations.status, ["held", "expired"]);

/** A member's own: booked as the member, or as a guest with the member's e-mail (they join on sign-in). */
const ownedBy = (member: { id: number; email: string }) =>
  or(eq(reservations.userId, member.id), and(isNull(reservations.userId), eq(reservations.guestEmail, member.email.trim().toLowerCase())));

export async function memberReservations(db: Database, member: { id: number; email: string }): Promise<ReservationWithHotel[]> {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(ownedBy(member), BOOKED))
    .orderBy(desc(reservations.checkIn), desc(reservations.id))
    .limit(500);
  return withHotels(db, rows);
}

/** One of a member's reservations (a held one too: the checkout page reads it), else 404. */
export async function memberReservation(db: Database, member: { id: number; email: string }, id: number): Promise<ReservationWithHotel> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), ownedBy(member)));
  if (!row || row.status === "expired") throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
  return (await withHotels(db, [row]))[0]!;
}

/** A guest's reservation by confirmation number and the lead guest's e-mail, else 404 (the same for either wrong). */
export async function guestReservation(db: Database, confirmationNumber: string, email: string): Promise<ReservationWithHotel> {
  const number = readConfirmationNumber(confirmationNumber);
  if (!number) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.confirmationNumber, number), eq(reservations.guestEmail, email.trim().toLowerCase()), BOOKED));
  if (!row) throw new AppError("NOT_FOUND", BOOKING_FLOW_MESSAGES.notFound);
  return (await withHotels(db, [row]))[0]!;
}
