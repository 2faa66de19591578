import { z } from "zod";
import { BOARD_VALUES, type Board } from "../../../core/booking/inventory-rules";
import { CURRENCY } from "../../../core/money";
import { systemClock, type Clock } from "../../kernel/clock";
import type { CancellationTerms, HotelAvailability, HotelSupplier, RoomRate, StayQuery, SupplierBooking } from "./hotel-supplier";

/**
 * The LiteAPI bed bank (decision 030) behind the HotelSupplier interface, over fetch: search
 * (`POST /hotels/rates`), price check (`POST /rates/prebook`, `GET /prebooks/{id}`), book
 * (`POST /rates/book`), retrieve (`GET /bookings/{id}`) and cancel (`PUT /bookings/{id}`). LiteAPI's
 * decimals with a currency become integer cents, its boards ours, its cancellation policies
 * `{ freeCancellationDays, chargePercent }`; every failure is a LiteApiError.
 */

/** The supplier's name, as `hotel_suppliers.supplier` says it. */
export const LITEAPI = "liteapi";

/** LiteAPI's two hosts; LITEAPI_BASE_URL replaces both. */
const SEARCH_HOST = "https://api.liteapi.travel/v3.0";
const BOOKING_HOST = "https://book.liteapi.travel/v3.0";

/** A price-checked offer's key: LiteAPI's prebookId behind this prefix (an offerId never has a colon). */
const PREBOOK_PREFIX = "prebook:";

/** How long LiteAPI may search its suppliers (their `timeout`, seconds; 6 to 12 recommended). */
const SEARCH_SECONDS = 6;
/** The most hotel ids one rates request carries (LiteAPI's default limit). */
const HOTELS_PER_REQUEST = 200;
const DAY_MS = 86_400_000;
const MAX_FREE_CANCELLATION_DAYS = 365;

export type LiteApiTimeouts = {
  /** Rates searches (their own `timeout` plus the way there and back). */
  search: number;
  /** Prebooks (the reference's example waits 30 s). */
  prebook: number;
  /** Bookings, never retried. */
  book: number;
  /** Retrieving and cancelling a booking. */
  manage: number;
};

const DEFAULT_TIMEOUTS: LiteApiTimeouts = { search: 12_000, prebook: 30_000, book: 60_000, manage: 15_000 };

export type LiteApiSupplierOptions = {
  apiKey: string;
  /** Replaces LiteAPI's hosts (a gateway, or a local fake in tests); theirs when undefined. */
  baseUrl: string | undefined;
  /** Decides whether a free-cancellation deadline has passed. */
  clock?: Clock;
  /** The guests' nationality LiteAPI prices for (ISO 3166-1 alpha-2); Amora does not ask it. */
  guestNationality?: string;
  timeouts?: Partial<LiteApiTimeouts>;
  fetch?: typeof fetch;
};

/**
 * Why a LiteAPI call failed. `unavailable` and `timeout` pass (try again later; a timed-out booking
 * may have been made: book again with the same clientReference, LiteAPI's idempotency key, or look
 * it up); `sold_out` and `price_changed` are the offer's; `unauthorized` is a wrong key; `rejected`
 * is a request LiteAPI refused; `invalid_answer` an answer this adapter cannot read.
 */
export type LiteApiErrorReason =
  | "unauthorized"
  | "rejected"
  | "sold_out"
  | "price_changed"
  | "booking_failed"
  | "not_found"
  | "unavailable"
  | "timeout"
  | "invalid_answer";

export class LiteApiError extends Error {
  override name = "LiteApiError";
  constructor(
    readonly reason: LiteApiErrorReason,
    message: string,
    /** The HTTP status and LiteAPI's own error code, when there was an answer. */
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
  }

  /** Whether the same call may work later, unchanged. */
  get retryable(): boolean {
    return this.reason === "unavailable" || this.reason === "timeout";
  }
}

// ---------------------------------------------------------------------------------------------
// LiteAPI's answers, as much of them as the mapping reads (unknown fields are ignored).

const moneySchema = z.object({ amount: z.number(), currency: z.string() });
/** Totals are a list of amounts in the rates and prebook answers, one amount in the bookings. */
const moneyListSchema = z.union([z.array(moneySchema), moneySchema]).transform((value) => (Array.isArray(value) ? value : [value]));
const cancelPolicySchema = z.object({
  cancelPolicyInfos: z
    .array(z.object({ cancelTime: z.string(), amount: z.number(), currency: z.string().nullish(), type: z.string().nullish(), timezone: z.string().nullish() }))
    .nullish(),
  refundableTag: z.string().nullish(),
});
const rateSchema = z.object({
  rateId: z.string(),
  name: z.string(),
  boardType: z.string().nullish(),
  retailRate: z.object({
    total: moneyListSchema,
    taxesAndFees: z.array(z.object({ included: z.boolean(), description: z.string().nullish(), amount: z.number(), currency: z.string().nullish() })).nullish(),
  }),
  cancellationPolicies: cancelPolicySchema.nullish(),
});
type LiteRate = z.infer<typeof rateSchema>;
/** An offer ("room type" in their words); package placeholders come with an empty rate and no offerId. */
const offerSchema = z.object({ offerId: z.string().nullish(), rates: z.array(z.unknown()) });
const errorSchema = z.object({ code: z.number().optional(), description: z.string().optional(), message: z.string().optional() });
const ratesAnswerSchema = z.object({
  data: z.array(z.object({ hotelId: z.string(), roomTypes: z.array(offerSchema) })).nullish(),
  error: errorSchema.nullish(),
});
const prebookAnswerSchema = z.object({
  data: z.object({
    prebookId: z.string(),
    checkin: z.string(),
    checkout: z.string(),
    currency: z.string(),
    roomTypes: z.array(z.object({ rates: z.array(rateSchema).min(1) })).min(1),
    priceDifferencePercent: z.number().nullish(),
    cancellationChanged: z.boolean().nullish(),
    boardChanged: z.boolean().nullish(),
  }),
});
type Prebook = z.infer<typeof prebookAnswerSchema>["data"];
const bookingSchema = z.object({
  bookingId: z.string(),
  prebookId: z.string().nullish(),
  status: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  currency: z.string().nullish(),
  price: z.number().nullish(),
  bookedRooms: z
    .array(
      z.object({
        roomType: z.object({ name: z.string() }),
        boardType: z.string().nullish(),
        boardCode: z.string().nullish(),
        amount: z.number().nullish(),
        currency: z.string().nullish(),
        rate: z.object({ retailRate: z.object({ total: moneyListSchema.nullish() }).nullish(), cancellationPolicies: cancelPolicySchema.nullish() }).nullish(),
        cancellationPolicies: cancelPolicySchema.nullish(),
      }),
    )
    .min(1),
  holder: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  cancellationPolicies: cancelPolicySchema.nullish(),
});
const bookingAnswerSchema = z.object({ data: bookingSchema });
const cancelAnswerSchema = z.object({ data: z.object({ bookingId: z.string(), status: z.string() }) });

// ---------------------------------------------------------------------------------------------
// Mapping.

/** LiteAPI's board codes; full board (FB) is shown as half board, never promising more than is sold. */
const BOARD_CODES: Record<string, Board> = {
  RO: "room_only",
  BB: "breakfast",
  BI: "breakfast",
  HB: "half_board",
  FB: "half_board",
  AI: "all_inclusive",
};

/** An unknown code is shown as room only: the room is sold, whatever else comes with it. */
const boardOf = (code: string | null | undefined): Board => BOARD_CODES[(code ?? "").toUpperCase()] ?? "room_only";

const toCents = (amount: number) => Math.round(amount * 100);

function centsIn(amounts: { amount: number; currency?: string | null }[], where: string): number {
  let cents = 0;
  for (const { amount, currency } of amounts) {
    if (currency !== undefined && currency !== null && currency !== CURRENCY) {
      throw new LiteApiError("invalid_answer", `LiteAPI priced ${where} in ${currency}, not ${CURRENCY}.`);
    }
    cents += toCents(amount);
  }
  return cents;
}

/** Midnight UTC of a YYYY-MM-DD day. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** "2026-07-30 02:00:00" or "2026-07-30" (GMT, always, per the reference), in milliseconds; null if unreadable. */
function cancelTimeMs(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!match) return null;
  const at = Date.parse(`${match[1]}T${match[2] ?? "00"}:${match[3] ?? "00"}:${match[4] ?? "00"}Z`);
  return Number.isNaN(at) ? null : at;
}

function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let at = dayStart(checkIn); at < dayStart(checkOut); at += DAY_MS) nights.push(new Date(at).toISOString().slice(0, 10));
  return nights;
}

/** LiteAPI prices the whole stay: its room price is spread over the nights, the odd cents on the first ones. */
function nightly(checkIn: string, checkOut: string, cents: number): RoomRate["nightly"] {
  const nights = nightsOf(checkIn, checkOut);
  if (nights.length === 0) return [];
  const base = Math.floor(cents / nights.length);
  const extra = cents - base * nights.length;
  return nights.map((night, index) => ({ night, cents: base + (index < extra ? 1 : 0) }));
}

/**
 * LiteAPI's cancellation policy as ours. Each `cancelPolicyInfos` entry is a charge (an amount, or a
 * percentage) due from its `cancelTime` (GMT). Free cancellation lasts until the first charge; as
 * days before arrival that is rounded so that Amora's "free until N days before arrival" ends a full
 * day before LiteAPI's deadline (the hotel's time zone is not LiteAPI's), and the charge is the
 * largest one, in percent of the stay rounded up: Amora never promises more than LiteAPI gives.
 * Non-refundable (NRFN), no policy, or (for an offer) a deadline already past: no free cancellation.
 */
function cancellationTerms(
  policies: z.infer<typeof cancelPolicySchema> | null | undefined,
  totalCents: number,
  checkIn: string,
  now: Date | null,
): CancellationTerms {
  const charges = (policies?.cancelPolicyInfos ?? []).map((info) => {
    const at = cancelTimeMs(info.cancelTime);
    if (at === null) throw new LiteApiError("invalid_answer", `LiteAPI gave an unreadable cancellation time: ${info.cancelTime}.`);
    const percent =
      info.type === "percentage" ? info.amount : totalCents > 0 ? Math.ceil((centsIn([{ amount: info.amount, currency: info.currency }], "a cancellation charge") * 100) / totalCents) : 100;
    return { at, percent: Math.min(100, Math.max(0, percent)) };
  });
  const due = charges.filter((charge) => charge.percent > 0).sort((a, b) => a.at - b.at);
  const chargePercent = due.reduce((largest, charge) => Math.max(largest, charge.percent), 0);
  if (policies?.refundableTag !== "RFN" || charges.length === 0) return { freeCancellationDays: null, chargePercent: 100 };
  const first = due[0];
  if (!first) return { freeCancellationDays: 0, chargePercent: 0 };
  if (now !== null && now.getTime() >= first.at) return { freeCancellationDays: null, chargePercent };
  const days = Math.ceil((dayStart(checkIn) - first.at) / DAY_MS) + 1;
  return { freeCancellationDays: Math.min(MAX_FREE_CANCELLATION_DAYS, Math.max(0, days)), chargePercent };
}

const ratePlanName = (terms: CancellationTerms) => (terms.freeCancellationDays === null ? "Non-refundable" : "Free cancellation");

/**
 * One rate of an offer as a RoomRate. LiteAPI's total is what it charges, taxes included (their
 * `taxesAndFees` with `included: true`); fees marked `included: false` are paid at the hotel: they
 * are feeCents, added to the stay's total, so `totalCents = roomCents + taxCents + feeCents`.
 * LiteAPI's roomTypeId is a legacy per-offer id, so the room's name groups a hotel's offers; it does
 * not say how many rooms are left, only that this one can be sold: roomsLeft is 1.
 */
function toRoomRate(rate: LiteRate, rateKey: string, checkIn: string, checkOut: string, now: Date | null): RoomRate {
  const chargedCents = centsIn(rate.retailRate.total, "a rate");
  const taxes = rate.retailRate.taxesAndFees ?? [];
  const taxCents = centsIn(taxes.filter((tax) => tax.included), "a tax");
  const feeCents = centsIn(taxes.filter((tax) => !tax.included), "a fee paid at the hotel");
  const roomCents = chargedCents - taxCents;
  const cancellation = cancellationTerms(rate.cancellationPolicies, chargedCents, checkIn, now);
  return {
    rateKey,
    roomTypeId: rate.name,
    roomName: rate.name,
    ratePlanName: ratePlanName(cancellation),
    board: boardOf(rate.boardType),
    cancellation,
    nightly: nightly(checkIn, checkOut, roomCents),
    roomCents,
    taxCents,
    feeCents,
    totalCents: roomCents + taxCents + feeCents,
    roomsLeft: 1,
  };
}

function inOtherCurrency(rate: LiteRate): boolean {
  const amounts = [...rate.retailRate.total, ...(rate.retailRate.taxesAndFees ?? []), ...(rate.cancellationPolicies?.cancelPolicyInfos ?? []).filter((info) => info.type !== "percentage")];
  return amounts.some(({ currency }) => currency !== undefined && currency !== null && currency !== CURRENCY);
}

/** The offers of one hotel's answer that can be sold, cheapest first. */
function offersOf(roomTypes: z.infer<typeof offerSchema>[], stay: StayQuery, now: Date): RoomRate[] {
  const rates: RoomRate[] = [];
  for (const offer of roomTypes) {
    const first = offer.rates[0];
    // A package placeholder: no offerId, an empty rate.
    if (!offer.offerId || typeof first !== "object" || first === null || (first as { rateId?: unknown }).rateId === "") continue;
    const parsed = rateSchema.safeParse(first);
    if (!parsed.success) throw new LiteApiError("invalid_answer", `LiteAPI sent a rate this adapter cannot read: ${parsed.error.issues[0]?.message ?? "unknown"}.`);
    // An offer priced (or with a fee) in another currency cannot be sold in dollars; the others still can.
    if (inOtherCurrency(parsed.data)) continue;
    rates.push(toRoomRate(parsed.data, offer.offerId, stay.checkIn, stay.checkOut, now));
  }
  return rates.sort((a, b) => a.totalCents - b.totalCents);
}

function bookingStatus(status: string): SupplierBooking["status"] {
  const upper = status.toUpperCase();
  if (upper === "CONFIRMED") return "confirmed";
  if (upper.startsWith("CANCEL")) return "cancelled";
  throw new LiteApiError("invalid_answer", `LiteAPI gave a booking status this adapter does not know: ${status}.`);
}

/**
 * A booking as LiteAPI answers it (book, retrieve). The answer gives each room's total only, no
 * taxes apart: the room price is the total, taxes and fees zero; the terms are those booked.
 */
function toBooking(booking: z.infer<typeof bookingSchema>): SupplierBooking {
  const [room] = booking.bookedRooms;
  if (!room) throw new LiteApiError("invalid_answer", "LiteAPI sent a booking without rooms.");
  let totalCents = 0;
  for (const booked of booking.bookedRooms) {
    const total = booked.rate?.retailRate?.total;
    totalCents += total ? centsIn(total, "a booking") : centsIn([{ amount: booked.amount ?? 0, currency: booked.currency }], "a booking");
  }
  const cancellation = cancellationTerms(room.rate?.cancellationPolicies ?? room.cancellationPolicies ?? booking.cancellationPolicies, totalCents, booking.checkin, null);
  return {
    reference: booking.bookingId,
    status: bookingStatus(booking.status),
    rate: {
      rateKey: `${PREBOOK_PREFIX}${booking.prebookId ?? ""}`,
      roomTypeId: room.roomType.name,
      roomName: room.roomType.name,
      ratePlanName: ratePlanName(cancellation),
      board: boardOf(room.boardType ?? room.boardCode),
      cancellation,
      nightly: nightly(booking.checkin, booking.checkout, totalCents),
      roomCents: totalCents,
      taxCents: 0,
      feeCents: 0,
      totalCents,
      roomsLeft: 1,
    },
    guest: { firstName: booking.holder.firstName, lastName: booking.holder.lastName, email: booking.holder.email },
  };
}

function prebookRate(prebook: Prebook, now: Date): RoomRate {
  if (prebook.currency !== CURRENCY) throw new LiteApiError("invalid_answer", `LiteAPI priced a prebook in ${prebook.currency}, not ${CURRENCY}.`);
  const rate = prebook.roomTypes[0]?.rates[0];
  if (!rate) throw new LiteApiError("invalid_answer", "LiteAPI sent a prebook without a rate.");
  return toRoomRate(rate, `${PREBOOK_PREFIX}${prebook.prebookId}`, prebook.checkin, prebook.checkout, now);
}

// ---------------------------------------------------------------------------------------------
// HTTP.

type Call = { operation: string; method: "GET" | "POST" | "PUT"; url: string; body?: unknown; timeoutMs: number; attempts: number };
type Answer = { status: number; json: unknown };

/** LiteAPI's error codes that are about the offer or the booking rather than the request. */
function reasonOf(status: number, code: number | undefined): LiteApiErrorReason {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 429 || status >= 500) return "unavailable";
  if (code === 2001) return "sold_out";
  if (code === 204 || status === 404) return "not_found";
  if (code === 2010 || code === 2013 || code === 2014) return "booking_failed";
  return "rejected";
}

function errorFrom(operation: string, status: number, json: unknown): LiteApiError {
  const parsed = z.object({ error: errorSchema }).safeParse(json);
  const error = parsed.success ? parsed.data.error : {};
  const said = [error.description, error.message].filter((part) => part !== undefined && part !== "").join(": ");
  return new LiteApiError(reasonOf(status, error.code), `LiteAPI ${operation} failed (${status}${error.code === undefined ? "" : `, code ${error.code}`})${said ? `: ${said}` : ""}.`, status, error.code);
}

/** The error in a 200 answer (LiteAPI says "no availability" that way), or undefined. */
function answeredError(json: unknown): z.infer<typeof errorSchema> | undefined {
  const parsed = z.object({ error: errorSchema }).safeParse(json);
  return parsed.success ? parsed.data.error : undefined;
}

function parse<T>(schema: z.ZodType<T>, json: unknown, operation: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LiteApiError("invalid_answer", `LiteAPI's ${operation} answer cannot be read (${issue ? `${issue.path.join(".")}: ${issue.message}` : "unknown"}).`);
  }
  return parsed.data;
}

/**
 * A HotelSupplier on LiteAPI. Searches and booking reads are tried twice when LiteAPI is down or
 * slow; a prebook, a booking and a cancellation are tried once (a booking that timed out may exist:
 * its clientReference makes booking again safe).
 */
export function createLiteApiSupplier(options: LiteApiSupplierOptions): HotelSupplier {
  const clock = options.clock ?? systemClock;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const guestNationality = options.guestNationality ?? "US";
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl?.replace(/\/$/, "");
  const searchHost = base ?? SEARCH_HOST;
  const bookingHost = base ?? BOOKING_HOST;

  async function once({ operation, method, url, body, timeoutMs }: Call): Promise<Answer> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: { "X-API-Key": options.apiKey, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const failure = timedOut
        ? new LiteApiError("timeout", `LiteAPI ${operation} did not answer within ${timeoutMs} ms.`)
        : new LiteApiError("unavailable", `LiteAPI ${operation} could not be reached.`);
      failure.cause = error;
      throw failure;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const failure = new LiteApiError(error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unavailable", `LiteAPI ${operation}'s answer was cut off.`, response.status);
      failure.cause = error;
      throw failure;
    }
    let json: unknown = null;
    if (text.trim() !== "") {
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        throw new LiteApiError(response.status >= 500 ? "unavailable" : "invalid_answer", `LiteAPI ${operation} answered ${response.status} with something that is not JSON.`, response.status);
      }
    }
    if (!response.ok) throw errorFrom(operation, response.status, json);
    return { status: response.status, json };
  }

  async function call(request: Call): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(request);
      } catch (error) {
        if (!(error instanceof LiteApiError) || !error.retryable || attempt >= request.attempts) throw error;
      }
    }
  }

  /** The offers of the given hotels for the stay, by hotel id. */
  async function rates(hotelIds: string[], stay: StayQuery): Promise<Map<string, RoomRate[]>> {
    const ids = [...new Set(hotelIds.filter((id) => id.trim() !== ""))];
    const chunks: string[][] = [];
    for (let index = 0; index < ids.length; index += HOTELS_PER_REQUEST) chunks.push(ids.slice(index, index + HOTELS_PER_REQUEST));
    const now = clock.now();
    const byHotel = new Map<string, RoomRate[]>();
    const answers = await Promise.all(
      chunks.map((chunk) =>
        call({
          operation: "rates search",
          method: "POST",
          url: `${searchHost}/hotels/rates`,
          body: {
            hotelIds: chunk,
            occupancies: [{ adults: stay.occupancy.adults, children: stay.occupancy.childAges }],
            currency: CURRENCY,
            guestNationality,
            checkin: stay.checkIn,
            checkout: stay.checkOut,
            timeout: SEARCH_SECONDS,
          },
          timeoutMs: timeouts.search,
          attempts: 2,
        }),
      ),
    );
    for (const answer of answers) {
      const error = answeredError(answer.json);
      if (error?.code === 2001) continue; // no availability found
      if (error) throw errorFrom("rates search", answer.status, answer.json);
      const parsed = parse(ratesAnswerSchema, answer.json, "rates search");
      for (const hotel of parsed.data ?? []) {
        const found = offersOf(hotel.roomTypes, stay, now);
        if (found.length > 0) byHotel.set(hotel.hotelId, [...(byHotel.get(hotel.hotelId) ?? []), ...found].sort((a, b) => a.totalCents - b.totalCents));
      }
    }
    return byHotel;
  }

  /** A prebook of an offer (null: sold out, or the offer is no longer known), or a prebook already made. */
  async function prebook(rateKey: string): Promise<Prebook | null> {
    try {
      const answer = rateKey.startsWith(PREBOOK_PREFIX)
        ? await call({
            operation: "prebook retrieval",
            method: "GET",
            url: `${bookingHost}/prebooks/${encodeURIComponent(rateKey.slice(PREBOOK_PREFIX.length))}`,
            timeoutMs: timeouts.manage,
            attempts: 2,
          })
        : await call({ operation: "prebook", method: "POST", url: `${bookingHost}/rates/prebook`, body: { offerId: rateKey, usePaymentSdk: false }, timeoutMs: timeouts.prebook, attempts: 1 });
      return parse(prebookAnswerSchema, answer.json, "prebook").data;
    } catch (error) {
      if (error instanceof LiteApiError && (error.reason === "sold_out" || (error.reason === "rejected" && error.code === 4002 && /offerId|prebookId/i.test(error.message)))) return null;
      throw error;
    }
  }

  async function retrieve(reference: string): Promise<SupplierBooking | null> {
    let answer: Answer;
    try {
      answer = await call({ operation: "booking retrieval", method: "GET", url: `${bookingHost}/bookings/${encodeURIComponent(reference)}`, timeoutMs: timeouts.manage, attempts: 2 });
    } catch (error) {
      if (error instanceof LiteApiError && error.reason === "not_found") return null;
      throw error;
    }
    // The reference lists an unknown booking under 204 ("booking id not found").
    if (answer.status === 204 || answer.json === null || answeredError(answer.json)?.code === 204) return null;
    return toBooking(parse(bookingAnswerSchema, answer.json, "booking retrieval").data);
  }

  return {
    name: LITEAPI,

    async searchAvailability(hotelIds, stay) {
      const byHotel = await rates(hotelIds, stay);
      const found: HotelAvailability[] = [];
      for (const [hotelId, offers] of byHotel) {
        const [cheapest] = offers;
        if (!cheapest) continue;
        const boards = new Set(offers.map((offer) => offer.board));
        found.push({
          hotelId,
          cheapest,
          hasFreeCancellation: offers.some((offer) => offer.cancellation.freeCancellationDays !== null),
          boards: BOARD_VALUES.filter((board) => boards.has(board)),
        });
      }
      return found;
    },

    async roomsAndRates(hotelId, stay) {
      // LiteAPI answers only what it can sell for the stay: no room comes back as unavailable.
      const byHotel = await rates([hotelId], stay);
      return { rates: byHotel.get(hotelId) ?? [], unavailable: [] };
    },

    async priceCheck(rateKey) {
      const found = await prebook(rateKey);
      return found ? prebookRate(found, clock.now()) : null;
    },

    async book(rateKey, guest, clientReference) {
      let prebookId: string;
      if (rateKey.startsWith(PREBOOK_PREFIX)) {
        prebookId = rateKey.slice(PREBOOK_PREFIX.length);
      } else {
        // An offer booked without a price check is prebooked here, and only booked unchanged.
        const found = await prebook(rateKey);
        if (!found) throw new LiteApiError("sold_out", "LiteAPI has no more of this offer.");
        if ((found.priceDifferencePercent ?? 0) !== 0 || found.cancellationChanged === true || found.boardChanged === true) {
          throw new LiteApiError("price_changed", "LiteAPI's price or terms for this offer changed; check the price again before booking.");
        }
        prebookId = found.prebookId;
      }
      const person = { firstName: guest.firstName, lastName: guest.lastName, email: guest.email };
      try {
        const answer = await call({
          operation: "booking",
          method: "POST",
          url: `${bookingHost}/rates/book`,
          body: { prebookId, clientReference, holder: person, guests: [{ occupancyNumber: 1, ...person }], payment: { method: "ACC_CREDIT_CARD" } },
          timeoutMs: timeouts.book,
          attempts: 1,
        });
        return toBooking(parse(bookingAnswerSchema, answer.json, "booking").data);
      } catch (error) {
        if (error instanceof LiteApiError && error.reason === "rejected" && error.code === 4002 && /prebookId/i.test(error.message)) {
          throw new LiteApiError("sold_out", "LiteAPI no longer knows this price check; check the price again.", error.status, error.code);
        }
        throw error;
      }
    },

    retrieve,

    async cancel(reference) {
      const answer = await call({ operation: "cancellation", method: "PUT", url: `${bookingHost}/bookings/${encodeURIComponent(reference)}`, timeoutMs: timeouts.manage, attempts: 1 });
      if (answer.status === 204 || answer.json === null) throw new LiteApiError("not_found", `LiteAPI has no booking ${reference}.`, answer.status, 204);
      const cancelled = parse(cancelAnswerSchema, answer.json, "cancellation").data;
      if (bookingStatus(cancelled.status) !== "cancelled") throw new LiteApiError("invalid_answer", `LiteAPI answered the cancellation of ${reference} with ${cancelled.status}.`);
      const booking = await retrieve(reference);
      if (!booking) throw new LiteApiError("not_found", `LiteAPI has no booking ${reference}.`);
      return { ...booking, status: "cancelled" };
    },
  };
}

/** The LiteAPI supplier when its key is configured (config.liteApi), otherwise none. */
export function liteApiSupplierFrom(settings: { apiKey: string; baseUrl: string | undefined } | undefined, clock: Clock = systemClock): HotelSupplier | undefined {
  return settings ? createLiteApiSupplier({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, clock }) : undefined;
}
