import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for LiteAPI v3 (decision 030) over real HTTP on 127.0.0.1, speaking the calls
 * the LiteAPI supplier makes, with the shapes of LiteAPI's reference (api.liteapi.travel and
 * book.liteapi.travel, both under `/v3.0` here): `POST /hotels/rates` (offers per hotel for a stay
 * and occupancies), `POST /rates/prebook` (an offer's price now, a prebookId), `POST /rates/book`
 * (holder, guests, payment; clientReference as an idempotency key), `GET /prebooks/{prebookId}`,
 * `GET /bookings/{bookingId}` and
 * `PUT /bookings/{bookingId}` (cancel). It checks the `X-API-Key` header, validates bodies as the
 * reference does (400 `{ error: { code: 4002, description, message } }`), keeps prebooks and
 * bookings in memory, and can be told to fail: a hotel sold out, its prices moved, the next
 * requests failing (500, 429, the connection dropped) or answered late.
 */

export type FakeLiteApiFailure = "server_error" | "rate_limit" | "connection";

export type FakeLiteApiRequest = { method: string; path: string; body: unknown; apiKey: string | undefined };

export type FakeLiteApi = {
  /** The base URL, `/v3.0` included: LITEAPI_BASE_URL. */
  url: string;
  apiKey: string;
  /** The variables that point the app at this fake. */
  environment: Record<string, string>;
  /** The seeded hotels' ids. */
  hotels: { paris: string; amalfi: string; fjord: string };
  /** Every request, oldest first. */
  requests: FakeLiteApiRequest[];
  /** From now on the hotel has nothing to sell (false: on sale again): no offers, prebooks and bookings fail. */
  sellOut(hotelId: string, soldOut?: boolean): void;
  /** From now on the hotel's prices are multiplied by `factor` (offers already handed out keep the price they were shown at). */
  setPriceFactor(hotelId: string, factor: number): void;
  /** The next `count` requests fail this way, before anything else is looked at. */
  failNext(kind: FakeLiteApiFailure, count?: number): void;
  /** The next `count` requests are answered (normally) only after `milliseconds`. */
  delayNext(milliseconds: number, count?: number): void;
  /** A stored booking as GET /bookings/{id} answers it, or undefined. */
  booking(bookingId: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
};

type Policy = { kind: "free"; daysBefore: number; charge: { type: "amount" } | { type: "percentage"; percent: number } } | { kind: "non_refundable" };

type FakeRoom = {
  roomTypeId: string;
  name: string;
  boardType: string;
  boardName: string;
  /** Price a night, in dollars, taxes included. */
  nightly: number;
  maxOccupancy: number;
  /** The VAT inside the price, in percent. */
  taxPercent: number;
  /** A city tax paid at the hotel, a night. */
  cityTaxPerNight: number;
  policy: Policy;
};

type FakeHotel = { id: string; name: string; rooms: FakeRoom[] };

type Occupancy = { adults: number; children: number[] };

type Offer = {
  offerId: string;
  hotel: FakeHotel;
  room: FakeRoom;
  checkin: string;
  checkout: string;
  occupancies: Occupancy[];
  /** The price factor when the offer was handed out. */
  factor: number;
};

type Prebook = { prebookId: string; offer: Offer; factor: number };

type Json = Record<string, unknown>;

const CURRENCY = "USD";
const DAY_MS = 86_400_000;

const HOTELS: FakeHotel[] = [
  {
    id: "lp1a2b3",
    name: "Maison des Amants",
    rooms: [
      { roomTypeId: "RT-PAR-DK", name: "Deluxe King Room", boardType: "RO", boardName: "Room Only", nightly: 180, maxOccupancy: 2, taxPercent: 10, cityTaxPerNight: 5, policy: { kind: "free", daysBefore: 3, charge: { type: "amount" } } },
      { roomTypeId: "RT-PAR-DKB", name: "Deluxe King Room", boardType: "BI", boardName: "Breakfast Included", nightly: 210, maxOccupancy: 2, taxPercent: 10, cityTaxPerNight: 5, policy: { kind: "free", daysBefore: 3, charge: { type: "amount" } } },
      { roomTypeId: "RT-PAR-ST", name: "Suite with Terrace", boardType: "HB", boardName: "Half Board", nightly: 340, maxOccupancy: 3, taxPercent: 10, cityTaxPerNight: 5, policy: { kind: "non_refundable" } },
    ],
  },
  {
    id: "lp4c5d6",
    name: "Villa Serenata",
    rooms: [
      { roomTypeId: "RT-AMA-SV", name: "Sea View Double", boardType: "BB", boardName: "Bed and Breakfast", nightly: 250, maxOccupancy: 2, taxPercent: 10, cityTaxPerNight: 0, policy: { kind: "free", daysBefore: 7, charge: { type: "percentage", percent: 50 } } },
      { roomTypeId: "RT-AMA-JS", name: "Junior Suite", boardType: "AI", boardName: "All Inclusive", nightly: 420, maxOccupancy: 4, taxPercent: 10, cityTaxPerNight: 0, policy: { kind: "non_refundable" } },
    ],
  },
  {
    id: "lp7e8f9",
    name: "Cabin by the Fjord",
    rooms: [
      { roomTypeId: "RT-FJO-CB", name: "Cabin for Two", boardType: "FB", boardName: "Full Board", nightly: 150, maxOccupancy: 2, taxPercent: 0, cityTaxPerNight: 0, policy: { kind: "free", daysBefore: 1, charge: { type: "amount" } } },
    ],
  },
];

/** LiteAPI's ids are opaque upper-case strings; these look alike. */
const opaqueId = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[^A-Za-z0-9]/g, "").toUpperCase();
const round2 = (amount: number) => Math.round(amount * 100) / 100;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isDay(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

const nightsOf = (checkin: string, checkout: string) => Math.round((Date.parse(checkout) - Date.parse(checkin)) / DAY_MS);

class BadRequest extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly description: string,
    readonly summary: string,
  ) {
    super(description);
  }
}

/** The reference's answer to a missing or wrong field. */
const invalid = (description: string) => new BadRequest(400, 4002, description, "required request field is missing or wrong input");

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status);
    response.end();
    return;
  }
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

function errorBody(error: BadRequest): Json {
  return { error: { code: error.code, description: error.description, message: error.summary } };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid("invalid JSON body");
  }
}

function object(value: unknown, description: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalid(description);
  return value as Json;
}

function text(value: unknown, description: string): string {
  if (typeof value !== "string" || value.trim() === "") throw invalid(description);
  return value;
}

function readOccupancies(value: unknown): Occupancy[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid("occupancies is required");
  return value.map((entry: unknown) => {
    const occupancy = object(entry, "each occupancy is an object");
    if (!Number.isInteger(occupancy.adults) || (occupancy.adults as number) < 1) throw invalid("occupancies.adults must be at least 1");
    const children = occupancy.children ?? [];
    if (!Array.isArray(children) || children.some((age) => !Number.isInteger(age) || (age as number) < 0 || (age as number) > 17)) {
      throw invalid("occupancies.children must be the children's ages, 0 to 17");
    }
    return { adults: occupancy.adults as number, children: children as number[] };
  });
}

export async function startFakeLiteApi(options: { now?: () => Date } = {}): Promise<FakeLiteApi> {
  const now = options.now ?? (() => new Date());
  const apiKey = `sand_${opaqueId(18).toLowerCase()}`;
  const requests: FakeLiteApiRequest[] = [];
  const offers = new Map<string, Offer>();
  const prebooks = new Map<string, Prebook>();
  const bookings = new Map<string, Json>();
  const byClientReference = new Map<string, string>();
  const soldOut = new Set<string>();
  const factors = new Map<string, number>();
  const failures: FakeLiteApiFailure[] = [];
  const delays: number[] = [];

  const today = () => now().toISOString().slice(0, 10);
  const factorOf = (hotelId: string) => factors.get(hotelId) ?? 1;

  /** One room's price for the stay and its taxes, at a price factor. */
  function priced(room: FakeRoom, nights: number, factor: number) {
    const total = round2(room.nightly * nights * factor);
    const vat = round2((total * room.taxPercent) / (100 + room.taxPercent));
    const cityTax = round2(room.cityTaxPerNight * nights);
    return { total, vat, cityTax };
  }

  function policies(room: FakeRoom, checkin: string, total: number): Json {
    if (room.policy.kind === "non_refundable") {
      return {
        cancelPolicyInfos: [{ cancelTime: `${today()} 00:00:00`, amount: total, currency: CURRENCY, type: "amount", timezone: "GMT" }],
        hotelRemarks: [],
        refundableTag: "NRFN",
      };
    }
    const { charge, daysBefore } = room.policy;
    const cancelTime = `${addDays(checkin, -daysBefore)} 12:00:00`;
    const info = charge.type === "amount" ? { cancelTime, amount: total, currency: CURRENCY, type: "amount", timezone: "GMT" } : { cancelTime, amount: charge.percent, type: "percentage", timezone: "GMT" };
    return { cancelPolicyInfos: [info], hotelRemarks: [], refundableTag: "RFN" };
  }

  /** The rates of an offer (one per occupancy), as /hotels/rates and /rates/prebook write them. */
  function rates(offer: Offer, factor: number): { rates: Json[]; total: number } {
    const nights = nightsOf(offer.checkin, offer.checkout);
    let total = 0;
    const list = offer.occupancies.map((occupancy, index) => {
      const price = priced(offer.room, nights, factor);
      total = round2(total + price.total);
      const taxesAndFees: Json[] = [];
      if (price.vat > 0) taxesAndFees.push({ included: true, description: "VAT", amount: price.vat, currency: CURRENCY });
      if (price.cityTax > 0) taxesAndFees.push({ included: false, description: "City tax", amount: price.cityTax, currency: CURRENCY });
      return {
        rateId: `${offer.offerId.slice(0, 12)}R${index + 1}`,
        occupancyNumber: index + 1,
        name: offer.room.name,
        maxOccupancy: offer.room.maxOccupancy,
        adultCount: occupancy.adults,
        childCount: occupancy.children.length,
        childrenAges: occupancy.children,
        boardType: offer.room.boardType,
        boardName: offer.room.boardName,
        remarks: "",
        priceType: "commission",
        commission: [{ amount: round2(price.total * 0.08), currency: CURRENCY }],
        retailRate: {
          total: [{ amount: price.total, currency: CURRENCY }],
          suggestedSellingPrice: [{ amount: round2(price.total * 1.12), currency: CURRENCY, source: "providerDirect" }],
          initialPrice: [{ amount: price.total, currency: CURRENCY }],
          taxesAndFees,
        },
        cancellationPolicies: policies(offer.room, offer.checkin, price.total),
        paymentTypes: ["NUITEE_PAY"],
        perks: [],
      };
    });
    return { rates: list, total };
  }

  function hotelRates(body: Json): Json {
    const occupancies = readOccupancies(body.occupancies);
    if (typeof body.currency !== "string" || !/^[A-Z]{3}$/.test(body.currency)) throw invalid("currency is required (ISO 4217)");
    if (body.currency !== CURRENCY) throw invalid(`currency ${body.currency} is not sold by this account`);
    if (typeof body.guestNationality !== "string" || !/^[A-Z]{2}$/.test(body.guestNationality)) throw invalid("guestNationality is required (ISO 3166-1 alpha-2)");
    if (!isDay(body.checkin)) throw invalid("checkin must be a date in YYYY-MM-DD format");
    if (!isDay(body.checkout)) throw invalid("checkout must be a date in YYYY-MM-DD format");
    if (body.checkin < today()) throw invalid("checkin date cannot be in the past");
    if (body.checkout <= body.checkin) throw invalid("checkout must be after checkin");
    if (!Array.isArray(body.hotelIds) || body.hotelIds.length === 0 || body.hotelIds.some((id) => typeof id !== "string")) {
      throw invalid("hotelIds is required (this account searches by hotel ids)");
    }
    if (body.timeout !== undefined && typeof body.timeout !== "number") throw invalid("timeout must be a number of seconds");
    const { checkin, checkout } = body;
    const data: Json[] = [];
    for (const hotel of HOTELS.filter((candidate) => (body.hotelIds as string[]).includes(candidate.id) && !soldOut.has(candidate.id))) {
      const roomTypes: Json[] = [];
      for (const room of hotel.rooms) {
        if (!occupancies.every((occupancy) => occupancy.adults + occupancy.children.length <= room.maxOccupancy)) continue;
        const offer: Offer = { offerId: opaqueId(48), hotel, room, checkin, checkout, occupancies, factor: factorOf(hotel.id) };
        offers.set(offer.offerId, offer);
        const { rates: list, total } = rates(offer, offer.factor);
        roomTypes.push({
          roomTypeId: room.roomTypeId,
          offerId: offer.offerId,
          supplier: "nuitee",
          supplierId: 2,
          rates: list,
          offerRetailRate: { amount: total, currency: CURRENCY },
          suggestedSellingPrice: { amount: round2(total * 1.12), currency: CURRENCY, source: "providerDirect" },
          offerInitialPrice: { amount: total, currency: CURRENCY },
          priceType: "commission",
          rateType: "standard",
        });
      }
      if (roomTypes.length > 0) data.push({ hotelId: hotel.id, roomTypes });
    }
    // No hotel with a room for the stay: LiteAPI answers its "no availability" error.
    if (data.length === 0) return { error: { code: 2001, description: "no availability found", message: "no availability found" } };
    return { data, guestLevel: 0, sandbox: true };
  }

  function prebookAnswer(prebook: Prebook): Json {
    const { offer } = prebook;
    const shown = rates(offer, offer.factor).total;
    const { rates: list, total } = rates(offer, prebook.factor);
    return {
      data: {
        prebookId: prebook.prebookId,
        offerId: offer.offerId,
        hotelId: offer.hotel.id,
        checkin: offer.checkin,
        checkout: offer.checkout,
        currency: CURRENCY,
        termsAndConditions: "",
        roomTypes: [{ rates: list }],
        suggestedSellingPrice: { amount: round2(total * 1.12), currency: CURRENCY, source: "providerDirect" },
        isPackageRate: null,
        commission: round2(total * 0.08),
        price: total,
        priceType: "commission",
        priceDifferencePercent: Math.round(((total - shown) / shown) * 100),
        cancellationChanged: false,
        boardChanged: false,
        supplier: "nuitee",
        supplierId: 2,
        paymentTypes: ["NUITEE_PAY"],
        mappedRoomId: null,
      },
      guestLevel: 0,
    };
  }

  function prebook(body: Json): Json {
    if (typeof body.offerId !== "string") throw invalid("invalid offerId");
    if (typeof body.usePaymentSdk !== "boolean") throw invalid("usePaymentSdk is required");
    const offer = offers.get(body.offerId);
    if (!offer) throw invalid("invalid offerId");
    if (soldOut.has(offer.hotel.id)) throw new BadRequest(400, 2001, "no availability found", "no availability found");
    const created: Prebook = { prebookId: opaqueId(7), offer, factor: factorOf(offer.hotel.id) };
    prebooks.set(created.prebookId, created);
    return prebookAnswer(created);
  }

  function book(body: Json): Json {
    const prebookId = text(body.prebookId, "prebookId is required");
    const holder = object(body.holder, "holder is required");
    const holderFirstName = text(holder.firstName, "holder.firstName is required");
    const holderLastName = text(holder.lastName, "holder.lastName is required");
    const holderEmail = text(holder.email, "holder.email is required");
    if (!holderEmail.includes("@")) throw invalid("holder.email is not an email address");
    if (!Array.isArray(body.guests) || body.guests.length === 0) throw invalid("guests is required");
    const guests = body.guests.map((entry: unknown) => {
      const guest = object(entry, "each guest is an object");
      if (!Number.isInteger(guest.occupancyNumber)) throw invalid("guests.occupancyNumber is required");
      return {
        occupancyNumber: guest.occupancyNumber as number,
        firstName: text(guest.firstName, "guests.firstName is required"),
        lastName: text(guest.lastName, "guests.lastName is required"),
        email: text(guest.email, "guests.email is required"),
        phone: typeof guest.phone === "string" ? guest.phone : "",
        remarks: typeof guest.remarks === "string" ? guest.remarks : "",
      };
    });
    const payment = object(body.payment, "payment is required");
    if (payment.method === "TRANSACTION_ID") text(payment.transactionId, "missing or empty transaction id");
    else if (!["ACC_CREDIT_CARD", "WALLET", "CREDIT"].includes(payment.method as string)) {
      throw new BadRequest(400, 4000, "missing or not supported payment method", "bad request");
    }
    const clientReference = body.clientReference === undefined ? undefined : text(body.clientReference, "clientReference must be a string");
    const found = prebooks.get(prebookId);
    if (!found) throw invalid("invalid prebookId, rate not found");
    // clientReference is LiteAPI's idempotency key: the same booking again is the first one.
    const earlier = clientReference === undefined ? undefined : byClientReference.get(clientReference);
    if (earlier !== undefined) return { data: bookings.get(earlier), guestLevel: 0, sandbox: true };
    const { offer } = found;
    if (soldOut.has(offer.hotel.id)) throw new BadRequest(400, 2013, "booking not confirmed", "booking failed");
    if (guests.some((guest) => guest.occupancyNumber < 1 || guest.occupancyNumber > offer.occupancies.length)) {
      throw invalid("guests.occupancyNumber does not match the offer's occupancies");
    }
    const { rates: list, total } = rates(offer, found.factor);
    const bookingId = opaqueId(7).slice(0, 9);
    const createdAt = now().toISOString();
    const bookedRooms = list.map((rate, index) => {
      const occupancy = offer.occupancies[index] ?? { adults: 1, children: [] };
      const guest = guests.find((candidate) => candidate.occupancyNumber === index + 1) ?? guests[0];
      const amount = ((rate.retailRate as Json).total as Json[])[0]?.amount as number;
      return {
        roomType: { roomTypeId: offer.room.roomTypeId, name: offer.room.name },
        boardType: offer.room.boardType,
        boardName: offer.room.boardName,
        adults: occupancy.adults,
        children: occupancy.children.length,
        rate: {
          rateId: rate.rateId,
          retailRate: { total: { amount, currency: CURRENCY } },
          cancellationPolicies: rate.cancellationPolicies,
          maxOccupancy: offer.room.maxOccupancy,
          boardType: offer.room.boardType,
          boardName: offer.room.boardName,
          remarks: "",
        },
        firstName: guest?.firstName ?? holderFirstName,
        lastName: guest?.lastName ?? holderLastName,
        childrenAges: occupancy.children,
        board: offer.room.boardName,
        boardCode: offer.room.boardType,
        cancellationPolicies: rate.cancellationPolicies,
        room_id: `RM${bookingId}${index + 1}`,
        occupancy_number: index + 1,
        amount,
        currency: CURRENCY,
        children_count: occupancy.children.length,
        remarks: guest?.remarks ?? "",
        guests: guest ? [guest] : null,
      };
    });
    const firstPolicies = list[0]?.cancellationPolicies as Json;
    const booking: Json = {
      bookingId,
      clientReference: clientReference ?? "",
      supplierBookingId: bookingId,
      supplierBookingName: "nuitee",
      supplier: "nuitee",
      supplierId: 2,
      status: "CONFIRMED",
      hotelConfirmationCode: "",
      checkin: offer.checkin,
      checkout: offer.checkout,
      hotel: { hotelId: offer.hotel.id, name: offer.hotel.name },
      bookedRooms,
      holder: { firstName: holderFirstName, lastName: holderLastName, email: holderEmail, phone: typeof holder.phone === "string" ? holder.phone : "" },
      createdAt,
      updatedAt: createdAt,
      cancellationPolicies: firstPolicies,
      price: total,
      commission: round2(total * 0.08),
      currency: CURRENCY,
      prebookId,
      tag: firstPolicies.refundableTag,
      cancelledAt: null,
      refundedAt: null,
    };
    bookings.set(bookingId, booking);
    if (clientReference !== undefined) byClientReference.set(clientReference, bookingId);
    return { data: booking, guestLevel: 0, sandbox: true };
  }

  /** Cancels by the booking's policies: free before the first charge's time, else that charge. */
  function cancel(booking: Json): Json {
    if (booking.status !== "CONFIRMED") throw new BadRequest(400, 4000, "booking is already cancelled", "bad request");
    const price = booking.price as number;
    const infos = ((booking.cancellationPolicies as Json).cancelPolicyInfos as Json[]) ?? [];
    const at = now().getTime();
    let fee = 0;
    for (const info of infos) {
      if (Date.parse(`${(info.cancelTime as string).replace(" ", "T")}Z`) > at) continue;
      const charge = info.type === "percentage" ? round2((price * (info.amount as number)) / 100) : (info.amount as number);
      fee = Math.max(fee, charge);
    }
    const cancelledAt = now().toISOString();
    Object.assign(booking, { status: "CANCELLED", cancelledAt, refundedAt: cancelledAt, updatedAt: cancelledAt });
    return {
      data: { bookingId: booking.bookingId, status: fee > 0 ? "CANCELLED_WITH_CHARGES" : "CANCELLED", cancellation_fee: fee, refund_amount: round2(price - fee), currency: CURRENCY },
      sandbox: true,
    };
  }

  async function route(method: string, path: string, body: unknown): Promise<{ status: number; body?: unknown }> {
    const bookingPath = /^\/v3\.0\/bookings\/([^/]+)$/.exec(path);
    const prebookPath = /^\/v3\.0\/prebooks\/([^/]+)$/.exec(path);
    if (method === "GET" && prebookPath) {
      const found = prebooks.get(decodeURIComponent(prebookPath[1] ?? ""));
      if (!found) throw invalid("invalid prebookId");
      return { status: 200, body: prebookAnswer(found) };
    }
    if (method === "POST" && path === "/v3.0/hotels/rates") return { status: 200, body: hotelRates(object(body, "empty request body")) };
    if (method === "POST" && path === "/v3.0/rates/prebook") return { status: 200, body: prebook(object(body, "empty request body")) };
    if (method === "POST" && path === "/v3.0/rates/book") return { status: 200, body: book(object(body, "empty request body")) };
    if (bookingPath && (method === "GET" || method === "PUT")) {
      const booking = bookings.get(decodeURIComponent(bookingPath[1] ?? ""));
      // The reference lists an unknown booking under 204 ("booking id not found"), which has no body.
      if (!booking) return { status: 204 };
      return method === "GET" ? { status: 200, body: { data: booking, guestLevel: 0, sandbox: true } } : { status: 200, body: cancel(booking) };
    }
    return { status: 404, body: { error: { code: 404, message: "Not Found" } } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const header = request.headers["x-api-key"];
    const key = Array.isArray(header) ? header[0] : header;
    let body: unknown;
    try {
      body = await readJson(request);
    } catch (error) {
      requests.push({ method, path, body: undefined, apiKey: key });
      if (error instanceof BadRequest) return send(response, error.status, errorBody(error));
      throw error;
    }
    requests.push({ method, path, body, apiKey: key });
    const delay = delays.shift();
    if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.shift();
    if (failure === "connection") {
      request.socket.destroy();
      return;
    }
    if (failure === "server_error") return send(response, 500, { error: { code: 5000, description: "internal server error", message: "unable to process request" } });
    if (failure === "rate_limit") return send(response, 429, { error: { code: 429, message: "Too Many Requests" } });
    if (key !== apiKey) return send(response, 401, { error: { code: 401, message: "Unauthorized" } });
    try {
      const answer = await route(method, path, body);
      send(response, answer.status, answer.body);
    } catch (error) {
      if (error instanceof BadRequest) return send(response, error.status, errorBody(error));
      throw error;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { code: 5000, description: String(error), message: "unable to process request" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v3.0`;
  const [paris, amalfi, fjord] = HOTELS.map((hotel) => hotel.id) as [string, string, string];

  return {
    url,
    apiKey,
    environment: { LITEAPI_API_KEY: apiKey, LITEAPI_BASE_URL: url },
    hotels: { paris, amalfi, fjord },
    requests,
    sellOut(hotelId, isSoldOut = true) {
      if (isSoldOut) soldOut.add(hotelId);
      else soldOut.delete(hotelId);
    },
    setPriceFactor(hotelId, factor) {
      factors.set(hotelId, factor);
    },
    failNext(kind, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(kind);
    },
    delayNext(milliseconds, count = 1) {
      for (let index = 0; index < count; index += 1) delays.push(milliseconds);
    },
    booking: (bookingId) => {
      const found = bookings.get(bookingId);
      return found ? (JSON.parse(JSON.stringify(found)) as Record<string, unknown>) : undefined;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
