import { eq } from "drizzle-orm";
import { cancellationPolicy } from "../../../core/booking/cancellation-policy";
import { hotelLocation, reservationCalendarFile, type ReservationCalendarStay } from "../../../core/booking/reservation-calendar";
import { daysBetween } from "../../../core/booking/stay-dates";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { businessAccounts } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { reservations, type LeadGuest, type ReservationQuote, type ReservationRow, type RoomGuest } from "../../db/schema/reservations";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import { notFound } from "../../kernel/errors";
import type { ReservationEmailCancellation, ReservationEmailStay } from "../mail/email-templates";
import { emailSiteUrl, queueEmail } from "../mail/queue-email";

/**
 * The e-mails of a hotel booking, one call per moment, queued in the transaction of the change
 * (decision 011): once a stay is confirmed, the couple's confirmation (with the calendar file) and
 * the hotel's notice; once it is cancelled, the couple's cancellation (with the calendar
 * cancellation, same UID) and the hotel's notice. A hotel without an account e-mail gets none.
 */

export type ReservationMailDeps = {
  /** The booking's transaction: a rollback sends nothing. */
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  config: Pick<Config, "productName" | "publicUrl">;
  /** The request's origin, for links and the calendar UID when PUBLIC_URL is not set. */
  origin?: string;
};

/** Everything the booking e-mails say about one reservation. */
export type ReservationMailView = {
  confirmationNumber: string;
  hotel: {
    name: string;
    /** The street address, when the hotel gave one. */
    address: string | null;
    city: string | null;
    country: string | null;
    /** The hotel's business account e-mail; null: the hotel is not told by e-mail. */
    email: string | null;
  };
  /** YYYY-MM-DD: the first night and the day of departure. */
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  childAges: number[];
  quote: ReservationQuote;
  leadGuest: LeadGuest;
  roomGuests: RoomGuest[];
  specialRequests: string | null;
  occasion: string | null;
  cardLast4: string | null;
  /** What was refunded on cancellation (cents); null or 0: nothing. */
  refundCents: number | null;
  /** Absolute address that opens the booking. */
  link: string;
  /** Absolute address of the hotel dashboard's reservations. */
  dashboardLink: string;
};

export type ReservationMailLinks = { link: string; dashboardLink: string };

export type QueuedReservationMails = { guestEmailId: number; hotelEmailId: number | null };

function stayOf(view: ReservationMailView): ReservationEmailStay {
  const { quote } = view;
  return {
    confirmationNumber: view.confirmationNumber,
    hotelName: view.hotel.name,
    hotelLocation: hotelLocation(view.hotel),
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    nights: view.nights,
    roomName: quote.roomName,
    ratePlanName: quote.ratePlanName,
    board: quote.board,
    adults: view.adults,
    childAges: view.childAges,
    leadGuest: view.leadGuest,
    roomGuests: view.roomGuests,
    specialRequests: view.specialRequests?.trim() || null,
    occasion: view.occasion?.trim() || null,
    nightly: quote.nightly,
    roomCents: quote.roomCents,
    taxCents: quote.taxCents,
    feeCents: quote.feeCents,
    totalCents: quote.totalCents,
  };
}

/** The rate's cancellation terms in words, as they stand now in the hotel's time zone. */
function cancellationWords(view: ReservationMailView, now: Date): ReservationEmailCancellation {
  const { quote } = view;
  const policy = cancellationPolicy(
    { freeCancellationDays: quote.freeCancellationDays, chargePercent: quote.cancellationChargePercent },
    { checkIn: view.checkIn, timeZone: quote.timeZone, totalCents: quote.totalCents, now },
  );
  return { summary: policy.summary, detail: policy.detail };
}

function calendarStay(deps: ReservationMailDeps, view: ReservationMailView, status: ReservationCalendarStay["status"]): ReservationCalendarStay {
  return {
    confirmationNumber: view.confirmationNumber,
    siteHost: new URL(emailSiteUrl(deps.config, deps.origin)).hostname,
    productName: deps.config.productName,
    stamp: deps.clock.now(),
    hotel: view.hotel,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    roomName: view.quote.roomName,
    adults: view.adults,
    childAges: view.childAges,
    link: view.link,
    status,
  };
}

/** A confirmed stay: the couple's confirmation with the calendar file, and the hotel's notice. */
export async function queueReservationConfirmedMails(deps: ReservationMailDeps, view: ReservationMailView): Promise<QueuedReservationMails> {
  const { db, jobs, clock, config, origin } = deps;
  const stay = stayOf(view);
  const guestEmailId = await queueEmail({
    db,
    jobs,
    clock,
    config,
    origin,
    to: view.leadGuest.email,
    template: { name: "reservation-confirmed", stay, cancellation: cancellationWords(view, clock.now()), cardLast4: view.cardLast4, link: view.link },
    attachments: [reservationCalendarFile(calendarStay(deps, view, "confirmed"))],
  });
  const hotelEmailId = view.hotel.email
    ? await queueEmail({ db, jobs, clock, config, origin, to: view.hotel.email, template: { name: "reservation-received", stay, dashboardLink: view.dashboardLink } })
    : null;
  return { guestEmailId, hotelEmailId };
}

/** A cancelled stay: the couple's cancellation with the calendar cancellation, and the hotel's notice. */
export async function queueReservationCancelledMails(deps: ReservationMailDeps, view: ReservationMailView): Promise<QueuedReservationMails> {
  const { db, jobs, clock, config, origin } = deps;
  const stay = stayOf(view);
  const guestEmailId = await queueEmail({
    db,
    jobs,
    clock,
    config,
    origin,
    to: view.leadGuest.email,
    template: {
      name: "reservation-cancelled",
      stay,
      refundCents: view.refundCents,
      cardLast4: view.cardLast4,
      cancellation: cancellationWords(view, clock.now()),
      link: view.link,
    },
    attachments: [reservationCalendarFile(calendarStay(deps, view, "cancelled"))],
  });
  const hotelEmailId = view.hotel.email
    ? await queueEmail({
        db,
        jobs,
        clock,
        config,
        origin,
        to: view.hotel.email,
        template: { name: "reservation-cancelled-hotel", stay, refundCents: view.refundCents, dashboardLink: view.dashboardLink },
      })
    : null;
  return { guestEmailId, hotelEmailId };
}

export const RESERVATION_NOT_FOUND = "We could not find that reservation.";

/** The street address a hotel keeps in its details, if any. */
function streetAddressOf(details: Record<string, unknown>): string | null {
  const address = details.address;
  return typeof address === "string" && address.trim() !== "" ? address.trim() : null;
}

/**
 * A reservation with its hotel (the listing's name and address, the hotel's business account
 * e-mail) as the booking e-mails show it. `links` are absolute addresses, given or made from the
 * reservation. A reservation without a lead guest (a hold never booked) has no one to write to.
 */
export async function reservationMailViewOf(
  db: Database,
  reservationId: number,
  links: ReservationMailLinks | ((reservation: ReservationRow) => ReservationMailLinks),
): Promise<ReservationMailView> {
  const [row] = await db
    .select({
      reservation: reservations,
      hotel: { title: listings.title, city: listings.city, country: listings.country, details: listings.details },
      hotelEmail: businessAccounts.email,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .leftJoin(businessAccounts, eq(businessAccounts.listingId, reservations.listingId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  const { reservation, hotel } = row;
  if (!reservation.leadGuest) throw new Error(`reservation ${reservationId} has no lead guest to write to`);
  const { link, dashboardLink } = typeof links === "function" ? links(reservation) : links;
  return {
    confirmationNumber: reservation.confirmationNumber,
    hotel: { name: hotel.title, address: streetAddressOf(hotel.details), city: hotel.city, country: hotel.country, email: row.hotelEmail ?? null },
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    nights: daysBetween(reservation.checkIn, reservation.checkOut),
    adults: reservation.adults,
    childAges: reservation.childAges,
    quote: reservation.quote,
    leadGuest: reservation.leadGuest,
    roomGuests: reservation.roomGuests,
    specialRequests: reservation.specialRequests,
    occasion: reservation.occasion,
    cardLast4: reservation.cardLast4,
    refundCents: reservation.refundCents,
    link,
    dashboardLink,
  };
}
