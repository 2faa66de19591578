import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as reservationsApi from "../../core/contracts/reservations";
import { listings } from "../../server/db/schema/catalogue";
import { favorites } from "../../server/db/schema/favorites";
import { listingDailyCounts } from "../../server/db/schema/statistics";
import { listingCounterOf } from "../../server/domain/statistics/listing-counter";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { hotelWithRooms, type HotelWithRooms } from "../support/hotel-inventory";
import { createTestApp, type TestApp } from "../support/test-app";
import { PAYING_CARD } from "../support/test-cards";
import { expectErrorShape } from "./api-routes";

// TEST_NOW is 2026-06-01 (UTC).
let testApp: TestApp;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const place = `Zs${Date.now().toString(36)}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type Call = { method: "GET" | "POST"; url: string; token?: string; body?: unknown; userAgent?: string; address?: string; headers?: Record<string, string> };

function call({ method, url, token, body, userAgent = BROWSER, address = "192.0.2.10", headers = {} }: Call) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { "user-agent": userAgent, ...(token ? bearer(token) : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function counts(listingId: number) {
  await listingCounterOf(testApp.services).flush();
  const rows = await testApp.services.db.select().from(listingDailyCounts).where(eq(listingDailyCounts.listingId, listingId));
  return rows.map((row) => ({ day: row.day, pageViews: row.pageViews, searchImpressions: row.searchImpressions }));
}

const view = (listingId: number, extra: Partial<Call> = {}) => call({ method: "POST", url: `/api/v1/listings/${listingId}/views`, ...extra });

describe("page views", () => {
  it("counts a person's view once a day, without a cookie; crawlers and prefetches not at all", async () => {
    const business = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Vista ${place}`, city: place, country: "Italy" });
    const first = await view(business.listingId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ counted: true });
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect((await view(business.listingId)).json()).toEqual({ counted: false });
    // Another person (another address, or another browser at the same address).
    expect((await view(business.listingId, { address: "192.0.2.11" })).json()).toEqual({ counted: true });
    expect((await view(business.listingId, { userAgent: `${BROWSER} Edg/126.0` })).json()).toEqual({ counted: true });
    expect((await view(business.listingId, { userAgent: CRAWLER, address: "192.0.2.12" })).json()).toEqual({ counted: false });
    expect((await view(business.listingId, { address: "192.0.2.13", headers: { "sec-purpose": "prefetch" } })).json()).toEqual({ counted: false });
    expect(await counts(business.listingId)).toEqual([{ day: "2026-06-01", pageViews: 3, searchImpressions: 0 }]);

    // The next day the same visitor counts again, on that day.
    testApp.clock.advance(86_400_000);
    try {
      expect((await view(business.listingId)).json()).toEqual({ counted: true });
      expect(await counts(business.listingId)).toEqual([
        { day: "2026-06-01", pageViews: 3, searchImpressions: 0 },
        { day: "2026-06-02", pageViews: 1, searchImpressions: 0 },
      ]);
    } finally {
      testApp.clock.advance(-86_400_000);
    }
  });

  it("refuses an unknown or hostile listing id in the API's error shape", async () => {
    for (const id of ["999999999", "abc", "-1", "1e3", "%00"]) {
      const response = await view(id as unknown as number);
      expect([400, 404]).toContain(response.statusCode);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "statistics");
    }
  });
});

describe("search impressions", () => {
  it("counts the listings a results page showed: the web's call, the API's searches", async () => {
    const business = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Impressione ${place}`, city: place, country: "Italy" });
    const shown = await call({ method: "POST", url: "/api/v1/listings/impressions", body: { listing_ids: [business.listingId, business.listingId, 999_999_999] } });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ counted: 1 });
    expect((await call({ method: "POST", url: "/api/v1/listings/impressions", body: { listing_ids: [business.listingId] } })).json()).toEqual({ counted: 0 });
    expect((await call({ method: "POST", url: "/api/v1/listings/impressions", userAgent: CRAWLER, body: { listing_ids: [business.listingId] }, address: "192.0.2.20" })).json()).toEqual({ counted: 0 });
    for (const body of [{}, { listing_ids: [] }, { listing_ids: Array.from({ length: 51 }, (_, index) => index + 1) }, { listing_ids: ["1"] }, { listing_ids: [1.5] }]) {
      const refused = await call({ method: "POST", url: "/api/v1/listings/impressions", body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expectErrorShape(refused.statusCode, String(refused.headers["content-type"]), refused.body, "statistics");
    }
    // The API's full search counts what it answered, once per visitor and day.
    const [villa] = await testApp.services.db.select({ id: listings.id }).from(listings).where(eq(listings.slug, "villa-rosa-amalfi"));
    const before = (await counts(villa!.id))[0]?.searchImpressions ?? 0;
    for (let repeat = 0; repeat < 2; repeat += 1) {
      const search = await call({ method: "GET", url: "/api/v1/posts/websearch?query=Villa%20Rosa%20Amalfi", address: "192.0.2.21" });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json<{ data: { id: number }[] }>().data.map((result) => result.id)).toContain(villa!.id);
    }
    expect((await counts(villa!.id))[0]?.searchImpressions).toBe(before + 1);
  });
});

describe("a business's statistics", () => {
  let hotel: HotelWithRooms;

  beforeAll(async () => {
    hotel = await hotelWithRooms(testApp, { from: "2026-06-01", days: 60, city: place });
  });

  it("adds up the period's views, favourites, requests, offers, replies and bookings", async () => {
    const { listingId, token } = hotel.hotel;
    await view(listingId, { address: "192.0.2.30" });
    await view(listingId, { address: "192.0.2.31" });
    await call({ method: "POST", url: "/api/v1/listings/impressions", body: { listing_ids: [listingId] }, address: "192.0.2.32" });
    const couple = await signInWithCode(testApp, `stats-couple-${Date.now().toString(36)}@example.com`);
    await testApp.services.db.insert(favorites).values({ userId: couple.userId, listingId, createdAt: testApp.clock.now() });

    // A couple's request for the hotel's place, answered 90 minutes later, then booked.
    const request = await call({
      method: "POST",
      url: "/api/v1/dealrequests",
      token: couple.token,
      body: {
        occasion: "honeymoon",
        destinations: [place],
        start_date: "2026-09-10",
        end_date: "2026-09-17",
        budget: "5000-10000",
        travellers: 2,
        special: "Our first trip as a married couple: sunsets, a boat day and one unforgettable dinner.",
        first_name: "Giulia",
        last_name: "Ferri",
        email: `stats-couple@example.com`,
        phone: "+39 333 123 4567",
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    const leads = (await call({ method: "GET", url: "/api/v1/business/leads", token })).json<{ data: { request: { id: number } }[] }>().data;
    expect(leads.length).toBe(1);
    testApp.clock.advance(90 * 60_000);
    try {
      const offer = await call({
        method: "POST",
        url: `/api/v1/business/leads/${leads[0]!.request.id}/offer`,
        token,
        body: { title: "Honeymoon week", price: 420000, included: "Seven nights with breakfast.", perks: [], check_in: "2026-09-10", check_out: "2026-09-17", valid_days: 5, message: "We would love to host you." },
      });
      expect(offer.statusCode, offer.body).toBe(200);
      const [deal] = (await call({ method: "GET", url: "/api/v1/deals", token: couple.token })).json<{ data: { id: number }[] }>().data;
      expect((await call({ method: "POST", url: `/api/v1/deals/booked/${deal!.id}`, token: couple.token })).statusCode).toBe(200);

      // A guest's paid stay.
      const booked = await bookStay(hotel);

      const answer = await call({ method: "GET", url: "/api/v1/business/statistics?period=7", token });
      expect(answer.statusCode, answer.body).toBe(200);
      const statistics = answer.json<{ period: number; from: string; to: string; days: { day: string; page_views: number; search_impressions: number }[]; totals: Record<string, number | null> }>();
      expect(statistics).toMatchObject({ period: 7, from: "2026-05-26", to: "2026-06-01" });
      expect(statistics.days).toHaveLength(7);
      expect(statistics.days.at(-1)).toEqual({ day: "2026-06-01", page_views: 2, search_impressions: 1 });
      expect(statistics.totals).toEqual({
        page_views: 2,
        search_impressions: 1,
        favourites: 1,
        requests_matched: 1,
        offers_sent: 1,
        median_reply_minutes: 90,
        offers_booked: 1,
        offers_declined: 0,
        bookings: 1,
        booking_revenue_cents: booked,
        marketplace_post_views: 0,
        marketplace_post_requests: 0,
      });
      // 30 days by default; an unknown period is refused.
      expect((await call({ method: "GET", url: "/api/v1/business/statistics", token })).json<{ days: unknown[] }>().days).toHaveLength(30);
      expect((await call({ method: "GET", url: "/api/v1/business/statistics?period=365", token })).statusCode).toBe(400);
    } finally {
      testApp.clock.advance(-90 * 60_000);
    }
  });

  it("is the business's own: a couple, a visitor and an account in review are refused", async () => {
    const couple = await signInWithCode(testApp, `stats-other-${Date.now().toString(36)}@example.com`);
    expect((await call({ method: "GET", url: "/api/v1/business/statistics", token: couple.token })).statusCode).toBe(403);
    expect((await call({ method: "GET", url: "/api/v1/business/statistics" })).statusCode).toBe(401);
    const inReview = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Attesa ${place}`, city: place, country: "Italy" }, "in_review");
    expect((await call({ method: "GET", url: "/api/v1/business/statistics", token: inReview.token })).statusCode).toBe(403);
    // Another hotel sees its own zeros, not this one's figures.
    const other = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Altra ${place}`, city: place, country: "Italy" });
    const theirs = (await call({ method: "GET", url: "/api/v1/business/statistics?period=7", token: other.token })).json<{ totals: { page_views: number; bookings: number } }>();
    expect(theirs.totals).toMatchObject({ page_views: 0, bookings: 0 });
  });
});

/** A guest books two nights at the hotel and pays; returns what was paid. */
async function bookStay(target: HotelWithRooms): Promise<number> {
  const ok = async <T>(response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const held = await ok<{ booking_token: string; reservation: { total_cents: number } }>(
    await call({ method: "POST", url: `/api/v1${reservationsApi.priceByRecommendation.path}`, body: { rate_key: target.rateKey("2026-06-20", "2026-06-22") } }),
  );
  const details = {
    booking_token: held.booking_token,
    first_name: "Giulia",
    last_name: "Rossi",
    email: `stats-guest-${Date.now().toString(36)}@example.com`,
    phone: "+39 055 123 4567",
    room_guests: [],
    special_requests: "",
    occasion: "anniversary",
    total_cents: held.reservation.total_cents,
  };
  const opened = await ok<{ payment: { id: string } }>(await call({ method: "POST", url: `/api/v1${reservationsApi.unauthbooking.path}`, body: details }));
  await testApp.services.payments.confirmPaymentIntent(opened.payment.id, { card: PAYING_CARD, returnUrl: "http://localhost/hotelbooking/1" });
  const confirmed = await ok<{ status: string }>(await call({ method: "POST", url: `/api/v1${reservationsApi.unauthbooking.path}`, body: details }));
  expect(confirmed.status).toBe("confirmed");
  return held.reservation.total_cents;
}

