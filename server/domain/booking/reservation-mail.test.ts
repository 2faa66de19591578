import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailJobsFor } from "../../../tests/support/queued-jobs";
import { startSmtpCapture, type SmtpCapture } from "../../../tests/support/smtp-capture";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createSmtpTransport } from "../../adapters/mail/smtp-transport";
import { loadConfig } from "../../config";
import type { Database, DatabaseHandle } from "../../db/client";
import { outboundEmails, users } from "../../db/schema/accounts";
import { businessAccounts } from "../../db/schema/business";
import { ratePlans, roomTypes } from "../../db/schema/inventory";
import { reservations, type ReservationQuote } from "../../db/schema/reservations";
import { deliverEmail } from "../../jobs/deliver-email";
import { createJobQueue, type JobQueue } from "../../jobs/job-queue";
import { fixedClock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { insertListing } from "../catalogue/catalogue-test-data";
import {
  queueReservationCancelledMails,
  queueReservationConfirmedMails,
  reservationMailViewOf,
  type ReservationMailDeps,
  type ReservationMailLinks,
} from "./reservation-mail";

let database: DatabaseHandle;
let db: Database;
let jobs: JobQueue;
const AT = new Date("2027-02-01T10:00:00Z");
const clock = fixedClock(AT);
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://amora.example" });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // Jobs are queued, never worked here: the delivery test hands the e-mail to deliverEmail itself.
  jobs = createJobQueue({ database });
});
afterAll(async () => {
  await database.close();
});

function deps(over: Partial<ReservationMailDeps> = {}): ReservationMailDeps {
  return { db, jobs, clock, config, ...over };
}

/** Three nights at $250, 10% taxes, $5 a night in fees; free cancellation until 3 days before. */
const QUOTE: ReservationQuote = {
  roomTypeId: 0,
  roomName: "Deluxe Sea View Suite",
  ratePlanName: "Flexible with breakfast",
  board: "breakfast",
  nightly: [
    { night: "2027-03-12", cents: 25_000 },
    { night: "2027-03-13", cents: 27_550 },
    { night: "2027-03-14", cents: 25_000 },
  ],
  roomCents: 77_550,
  taxCents: 7_755,
  feeCents: 1_500,
  totalCents: 86_805,
  freeCancellationDays: 3,
  cancellationChargePercent: 100,
  timeZone: "Europe/Rome",
};

type Booked = { id: number; number: string; hotelEmail: string | null; guestEmail: string };

/**
 * A hotel (listing, room type, rate plan; with a business account unless `withAccount` is false)
 * and a confirmed reservation on it, as the booking flow leaves them.
 */
async function bookedStay({
  withAccount = true,
  hotelTitle = "Villa Rosa",
  quote = QUOTE,
  refundCents = null,
  specialRequests = "Late arrival, around 23:00; a quiet room please",
  occasion = "honeymoon",
}: { withAccount?: boolean; hotelTitle?: string; quote?: ReservationQuote; refundCents?: number | null; specialRequests?: string | null; occasion?: string | null } = {}): Promise<Booked> {
  const suffix = randomBytes(4).toString("hex");
  const hotel = await insertListing(db, { type: "basic", title: `${hotelTitle} ${suffix}`, city: "Positano", country: "Italy", details: { address: "Via Cristoforo Colombo 30" } });
  const [room] = await db
    .insert(roomTypes)
    .values({ listingId: hotel.id, name: quote.roomName, beds: "1 king bed", maxAdults: 2, maxChildren: 1, createdAt: AT, updatedAt: AT })
    .returning();
  const [plan] = await db
    .insert(ratePlans)
    .values({ roomTypeId: room!.id, listingId: hotel.id, name: quote.ratePlanName, board: quote.board, freeCancellationDays: quote.freeCancellationDays, createdAt: AT, updatedAt: AT })
    .returning();
  let hotelEmail: string | null = null;
  if (withAccount) {
    hotelEmail = `frontdesk-${suffix}@villarosa.example`;
    const [user] = await db.insert(users).values({ email: hotelEmail, role: "business" }).returning();
    await db.insert(businessAccounts).values({ userId: user!.id, kind: "hotel", status: "active", mode: "create", email: hotelEmail, name: hotel.title, listingId: hotel.id, createdAt: AT, updatedAt: AT });
  }
  const number = `AM-${suffix.toUpperCase()}`;
  const guestEmail = `ana-${suffix}@example.com`;
  const [row] = await db
    .insert(reservations)
    .values({
      confirmationNumber: number,
      tokenHash: randomBytes(32).toString("hex"),
      status: refundCents === null ? "confirmed" : "cancelled",
      listingId: hotel.id,
      ratePlanId: plan!.id,
      checkIn: "2027-03-12",
      checkOut: "2027-03-15",
      adults: 2,
      childAges: [6],
      quote: { ...quote, roomTypeId: room!.id },
      totalCents: quote.totalCents,
      holdExpiresAt: new Date(AT.getTime() + 600_000),
      guestEmail,
      leadGuest: { firstName: "Ana", lastName: "Lima", email: guestEmail, phone: "+39 333 123 4567" },
      roomGuests: [
        { firstName: "Ana", lastName: "Lima" },
        { firstName: "João", lastName: "Lima" },
      ],
      specialRequests,
      occasion,
      paymentIntentId: `pi_${suffix}`,
      cardLast4: "4242",
      refundCents,
      createdAt: AT,
      confirmedAt: AT,
      cancelledAt: refundCents === null ? null : AT,
      updatedAt: AT,
    })
    .returning();
  return { id: row!.id, number, hotelEmail, guestEmail };
}

function linksOf(number: string): ReservationMailLinks {
  return { link: `https://amora.example/reservations/${number}`, dashboardLink: "https://amora.example/dashboard/reservations" };
}

async function email(id: number) {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}

/** The calendar file as a calendar app reads it. */
function calendarOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content) as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}

describe("queueReservationConfirmedMails", () => {
  it("queues the couple's confirmation with the calendar file and the hotel's notice, with every fact of the stay", async () => {
    const booked = await bookedStay();
    const view = await reservationMailViewOf(db, booked.id, linksOf(booked.number));
    expect(view.hotel.email).toBe(booked.hotelEmail);
    expect(view.nights).toBe(3);

    const ids = await db.transaction((tx) => queueReservationConfirmedMails(deps({ db: tx }), view));
    expect(ids.hotelEmailId).not.toBeNull();

    const guest = await email(ids.guestEmailId);
    expect(guest.toAddress).toBe(booked.guestEmail);
    expect(guest.template).toBe("reservation-confirmed");
    expect(guest.subject).toBe(`Your stay at ${view.hotel.name} is confirmed (${booked.number})`);
    for (const words of [
      booked.number,
      view.hotel.name,
      "Via Cristoforo Colombo 30, Positano, Italy",
      "Check-in: Fri 12 Mar 2027",
      "Check-out: Mon 15 Mar 2027",
      "Nights: 3 nights",
      "Room: Deluxe Sea View Suite (Flexible with breakfast)",
      "Board: Breakfast included",
      "Guests: 2 adults, 1 child (age 6)",
      "Lead guest: Ana Lima",
      "Other guests: João Lima",
      "Occasion: Honeymoon",
      "Special requests: Late arrival, around 23:00; a quiet room please",
      "Fri 12 Mar 2027: $250",
      "Sat 13 Mar 2027: $275.50",
      "Sun 14 Mar 2027: $250",
      "Room, 3 nights: $775.50",
      "Taxes: $77.55",
      "Fees: $15",
      "Total: $868.05",
      "Paid $868.05 with the card ending in 4242.",
      "Free cancellation until 23:59 on Tue 9 Mar 2027 (hotel time)",
      "After that, cancelling costs 100% of the stay ($868.05).",
      `Open your booking: https://amora.example/reservations/${booked.number}`,
    ]) {
      expect(guest.text).toContain(words);
    }
    expect(guest.html).toContain(`href="https://amora.example/reservations/${booked.number}"`);
    expect(guest.html).toContain("Open your booking");

    expect(guest.attachments).toHaveLength(1);
    const [file] = guest.attachments;
    expect(file).toMatchObject({ filename: `reservation-${booked.number}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    const { calendar, event } = calendarOf(file!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.getFirstPropertyValue("uid")).toBe(`${booked.number}@amora.example`);
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe("2027-03-12");
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2027-03-15");
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe(AT.toISOString());
    expect(event.getFirstPropertyValue("summary")).toBe(`Stay at ${view.hotel.name}`);
    expect(event.getFirstPropertyValue("location")).toBe("Via Cristoforo Colombo 30, Positano, Italy");
    expect(event.getFirstPropertyValue("description")).toContain(`Confirmation number: ${booked.number}`);
    expect(event.getFirstPropertyValue("description")).toContain("Room: Deluxe Sea View Suite");
    expect(event.getFirstPropertyValue("description")).toContain("Guests: 2 adults, 1 child (age 6)");
    expect(event.getFirstPropertyValue("url")).toBe(`https://amora.example/reservations/${booked.number}`);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");

    const hotel = await email(ids.hotelEmailId!);
    expect(hotel.toAddress).toBe(booked.hotelEmail);
    expect(hotel.template).toBe("reservation-received");
    expect(hotel.subject).toBe(`New reservation ${booked.number}: Ana Lima, Fri 12 Mar 2027`);
    for (const words of [
      "Occasion and special requests, so the hotel can prepare",
      "Occasion: Honeymoon",
      "Special requests: Late arrival, around 23:00; a quiet room please",
      booked.number,
      "Check-in: Fri 12 Mar 2027",
      "Nights: 3 nights",
      "Guests: 2 adults, 1 child (age 6)",
      "Name: Ana Lima",
      `E-mail: ${booked.guestEmail}`,
      "Phone: +39 333 123 4567",
      "Total paid: $868.05",
      "Your reservations: https://amora.example/dashboard/reservations",
    ]) {
      expect(hotel.text).toContain(words);
    }
    // The hotel reads the requests before the rest of the stay.
    expect(hotel.text.indexOf("Special requests:")).toBeLessThan(hotel.text.indexOf("Check-in:"));
    expect(hotel.html).toContain('href="https://amora.example/dashboard/reservations"');
    expect(hotel.attachments).toEqual([]);

    for (const id of [ids.guestEmailId, ids.hotelEmailId!]) expect(await emailJobsFor(database, id)).toHaveLength(1);
  });

  it("writes to no hotel that has no account e-mail, and nothing at all when the booking's transaction rolls back", async () => {
    const booked = await bookedStay({ withAccount: false });
    const view = await reservationMailViewOf(db, booked.id, (row) => linksOf(row.confirmationNumber));
    expect(view.hotel.email).toBeNull();
    expect(view.link).toBe(`https://amora.example/reservations/${booked.number}`);
    const ids = await queueReservationConfirmedMails(deps(), view);
    expect(ids.hotelEmailId).toBeNull();
    expect((await email(ids.guestEmailId)).toAddress).toBe(booked.guestEmail);

    const other = await bookedStay();
    const otherView = await reservationMailViewOf(db, other.id, linksOf(other.number));
    await expect(
      db.transaction(async (tx) => {
        await queueReservationConfirmedMails(deps({ db: tx }), otherView);
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");
    const left = await db.select().from(outboundEmails).where(inArray(outboundEmails.toAddress, [other.guestEmail, other.hotelEmail!]));
    expect(left).toEqual([]);
  });

  it("escapes what the couple typed in the HTML and keeps it whole in the calendar file", async () => {
    const booked = await bookedStay({ hotelTitle: "Hôtel Le Cœur; Spa, Bar", specialRequests: `<script>alert("x")</script> roses, please`, occasion: null });
    const view = await reservationMailViewOf(db, booked.id, linksOf(booked.number));
    const ids = await queueReservationConfirmedMails(deps(), view);
    const guest = await email(ids.guestEmailId);
    const hotel = await email(ids.hotelEmailId!);
    for (const part of [guest.html, hotel.html]) {
      expect(part).not.toContain("<script>");
      expect(part).toContain("&lt;script&gt;");
    }
    expect(hotel.text).not.toContain("Occasion:");
    expect(calendarOf(guest.attachments[0]!.content).event.getFirstPropertyValue("summary")).toBe(`Stay at ${view.hotel.name}`);
  });

  it("uses the request's origin for links' host in the calendar UID when PUBLIC_URL is not set", async () => {
    const booked = await bookedStay();
    const view = await reservationMailViewOf(db, booked.id, linksOf(booked.number));
    const ids = await queueReservationConfirmedMails(deps({ config: { productName: "Amora", publicUrl: undefined }, origin: "http://localhost:3000" }), view);
    const { event } = calendarOf((await email(ids.guestEmailId)).attachments[0]!.content);
    expect(event.getFirstPropertyValue("uid")).toBe(`${booked.number}@localhost`);
  });
});

describe("queueReservationCancelledMails", () => {
  it("tells the couple what is refunded and cancels the calendar event; tells the hotel", async () => {
    const booked = await bookedStay({ refundCents: 86_805 });
    const view = await reservationMailViewOf(db, booked.id, linksOf(booked.number));
    const ids = await queueReservationCancelledMails(deps(), view);

    const guest = await email(ids.guestEmailId);
    expect(guest.toAddress).toBe(booked.guestEmail);
    expect(guest.template).toBe("reservation-cancelled");
    expect(guest.subject).toBe(`Your reservation ${booked.number} at ${view.hotel.name} is cancelled`);
    for (const words of [
      `Your stay at ${view.hotel.name}, Fri 12 Mar 2027 to Mon 15 Mar 2027 (3 nights), is cancelled (confirmation number ${booked.number}).`,
      "Room: Deluxe Sea View Suite (Flexible with breakfast)",
      "You paid $868.05.",
      "$868.05 is refunded to the card ending in 4242.",
      `Open your booking: https://amora.example/reservations/${booked.number}`,
    ]) {
      expect(guest.text).toContain(words);
    }
    expect(guest.text).not.toContain("Nothing is refunded");
    const [file] = guest.attachments;
    expect(file).toMatchObject({ filename: `reservation-${booked.number}.ics`, contentType: "text/calendar; charset=utf-8; method=CANCEL" });
    const { calendar, event } = calendarOf(file!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(`${booked.number}@amora.example`);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("sequence")).toBe(1);

    const hotel = await email(ids.hotelEmailId!);
    expect(hotel.toAddress).toBe(booked.hotelEmail);
    expect(hotel.template).toBe("reservation-cancelled-hotel");
    expect(hotel.subject).toBe(`Reservation ${booked.number} was cancelled`);
    expect(hotel.text).toContain(`Ana Lima cancelled reservation ${booked.number}: Deluxe Sea View Suite, Fri 12 Mar 2027 to Mon 15 Mar 2027 (3 nights).`);
    expect(hotel.text).toContain("The guest paid $868.05; $868.05 is refunded.");
    expect(hotel.text).toContain("Your reservations: https://amora.example/dashboard/reservations");
    expect(hotel.attachments).toEqual([]);
  });

  it("says that nothing is refunded, and why, when the terms keep the whole stay", async () => {
    const booked = await bookedStay({ refundCents: 0, quote: { ...QUOTE, freeCancellationDays: null } });
    const view = await reservationMailViewOf(db, booked.id, linksOf(booked.number));
    const ids = await queueReservationCancelledMails(deps(), view);
    const guest = await email(ids.guestEmailId);
    expect(guest.text).toContain("Nothing is refunded, as the rate's cancellation terms say: Cancelling costs 100% of the stay ($868.05).");
    expect(guest.html).toContain("Nothing is refunded");
    expect((await email(ids.hotelEmailId!)).text).toContain("The guest paid $868.05; nothing is refunded.");
  });
});

describe("reservationMailViewOf", () => {
  it("answers 404 for a reservation that does not exist", async () => {
    const error = await reservationMailViewOf(db, 2_000_000_000, linksOf("AM-NONE")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 404 });
  });
});

describe("delivery", () => {
  let smtp: SmtpCapture | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  /** The message's parts (multipart/mixed and the parts nested in it), with unfolded headers and the body. */
  function mimeParts(raw: string): { headers: string; body: string }[] {
    const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((match) => match[1]!);
    const parts: { headers: string; body: string }[] = [];
    for (const boundary of boundaries) {
      for (const chunk of raw.split(`--${boundary}`).slice(1)) {
        const split = chunk.indexOf("\r\n\r\n");
        if (split < 0) continue;
        parts.push({ headers: chunk.slice(0, split).replace(/\r\n[ \t]+/g, " "), body: chunk.slice(split + 4) });
      }
    }
    return parts;
  }

  it("sends the calendar file as a MIME attachment over SMTP, beside the text and HTML parts", async () => {
    smtp = await startSmtpCapture();
    const booked = await bookedStay();
    const view = await reservationMailViewOf(db, booked.id, linksOf(booked.number));
    const ids = await queueReservationConfirmedMails(deps(), view);
    const stored = await email(ids.guestEmailId);
    const transport = createSmtpTransport(smtp.url);
    try {
      await deliverEmail({ db, transport, clock, from: "Amora <hello@amora.example>", emailId: ids.guestEmailId });
    } finally {
      transport.close();
    }
    expect((await email(ids.guestEmailId)).sentAt).not.toBeNull();

    const received = smtp.messages.find((message) => message.to.includes(booked.guestEmail));
    expect(received).toBeDefined();
    expect(received!.raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    const parts = mimeParts(received!.raw);
    expect(parts.some((part) => /Content-Type: text\/plain/.test(part.headers))).toBe(true);
    expect(parts.some((part) => /Content-Type: text\/html/.test(part.headers))).toBe(true);
    const calendarParts = parts.filter((part) => /Content-Type: text\/calendar/.test(part.headers));
    expect(calendarParts).toHaveLength(1);
    const [calendarPart] = calendarParts;
    expect(calendarPart!.headers).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(calendarPart!.headers).toMatch(new RegExp(`Content-Disposition: attachment; filename=("?)reservation-${booked.number}\\.ics\\1`));
    expect(calendarPart!.headers).toMatch(/Content-Transfer-Encoding: base64/);
    const content = Buffer.from(calendarPart!.body.replace(/\s+/g, ""), "base64").toString("utf8");
    expect(content).toBe(stored.attachments[0]!.content);
    expect(calendarOf(content).event.getFirstPropertyValue("uid")).toBe(`${booked.number}@amora.example`);
  });
});
