import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyContract } from "../../core/contracts/contract";
import * as storefront from "../../core/contracts/storefront";
import { STOREFRONT_EXTRA_MESSAGES as EXTRA, STOREFRONT_EXTRA_LIMITS } from "../../core/storefront-extras";
import { STOREFRONT_MESSAGES } from "../../core/storefront-rules";
import { listings } from "../../server/db/schema/catalogue";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { getAdvisorProfile } from "../../server/domain/catalogue/get-advisor-profile";
import { getListing } from "../../server/domain/catalogue/get-listing";
import { getListingRelations } from "../../server/domain/catalogue/get-listing-relations";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/*
 * Issue 19: a Featured advisor's reviews, special offers, workshop and article (docs/product.md
 * §6), and the hotels and itineraries a destination features, through the storefront calls.
 */

let testApp: TestApp;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

type Session = { token: string } | null;

async function call(contract: AnyContract, session: Session, body?: unknown, query = "") {
  return testApp.app.inject({
    method: contract.method,
    url: `/api/v1${contract.path}${query}`,
    headers: session ? bearer(session.token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

type Response = Awaited<ReturnType<typeof call>>;
type Choice = { id: number; title: string; type: string; path: string; in_destination: boolean };
type StorefrontWire = { kind: string; is_featured: boolean; fields: Record<string, unknown>; featured?: { hotels: Choice[]; itineraries: Choice[] } };

function ok(response: Response): { message?: string; data: StorefrontWire } {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function fieldErrors(response: Response): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  expectErrorShape(422, String(response.headers["content-type"]), response.body, "storefront");
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

async function detailsOf(id: number) {
  const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, id));
  return row!.details;
}

const review = { author: "Giulia & Marco", trip: "Honeymoon in Positano, 2025", text: "Every day was a surprise." };
const offer = { title: "Amalfi in spring", text: "A free night at three hotels.", valid_until: "2027-04-30", url: "https://agency.example.com/spring" };
const workshop = { title: "Planning a destination wedding", date: "2027-03-06", is_online: false, place: "Hotel Santa Caterina, Amalfi", text: "An evening of questions.", sign_up_url: "https://agency.example.com/workshop" };
const article = { title: "Ten days on the coast", body: "We started in Sorrento.\n\nThen the boat to Capri." };

let featured: TestBusiness;
let featuredSlug: string;
let basic: TestBusiness;
let basicSlug: string;

beforeAll(async () => {
  testApp = await createTestApp();
  // As deployed: catalogue reads are kept between requests, so "at once" means the save clears them.
  testApp.services.catalogueCache = createCatalogueCache({ clock: testApp.clock, ttlMs: 60_000 });
  featuredSlug = unique("ada-featured");
  featured = await createBusiness(testApp, "advisor", { type: "advisor", slug: featuredSlug, title: "Ada Featured", details: { plan: "featured", agencyName: "Vetrina Journeys" } });
  basicSlug = unique("bea-basic");
  basic = await createBusiness(testApp, "advisor", { type: "advisor", slug: basicSlug, title: "Bea Basic", details: { plan: "basic", agencyName: "Small Agency" } });
});

afterAll(async () => {
  await testApp.close();
});

describe("a Featured advisor's reviews, special offers, workshop and article", () => {
  it("are empty at first and saved in order; the profile page and the API's profile show them at once", async () => {
    const before = ok(await call(storefront.getStorefront, featured)).data;
    expect(before.fields).toMatchObject({ reviews: [], special_offers: [], workshop: null, article: null });
    // The page and the API's answer are read (and cached) before the change.
    expect((await getAdvisorProfile({ db: testApp.services.db, slug: featuredSlug }))?.reviews).toEqual([]);
    const apiBefore = await testApp.app.inject({ method: "GET", url: `/api/v1/advisors/showbyslug/${featuredSlug}` });
    expect(apiBefore.json<{ data: { details: Record<string, unknown> } }>().data.details.reviews).toBeUndefined();

    const second = { author: "Sofia & Luca", trip: "", text: "  Our anniversary in Ravello.  " };
    const saved = ok(
      await call(storefront.updateStorefront, featured, { reviews: [review, second], special_offers: [offer, { title: "Any time", text: "", valid_until: "", url: "" }], workshop, article }),
    );
    expect(saved.message).toBe(STOREFRONT_MESSAGES.savedLive);
    expect(saved.data.fields).toMatchObject({
      reviews: [review, { ...second, text: "Our anniversary in Ravello." }],
      special_offers: [offer, { title: "Any time", text: "", valid_until: "", url: "" }],
      workshop,
      article,
    });

    const profile = await getAdvisorProfile({ db: testApp.services.db, slug: featuredSlug, today: "2027-01-10" });
    expect(profile?.reviews.map(({ author, trip }) => ({ author, trip }))).toEqual([
      { author: review.author, trip: review.trip },
      { author: second.author, trip: "" },
    ]);
    expect(profile?.ownOffers.map((item) => item.title)).toEqual(["Amalfi in spring", "Any time"]);
    expect(profile?.workshop).toEqual({ title: workshop.title, date: workshop.date, isOnline: false, place: workshop.place, text: workshop.text, signUpUrl: workshop.sign_up_url });
    expect(profile?.ownArticle).toEqual(article);
    // The advisor's own offers and article take the catalogue's places.
    expect(profile?.specialOffers).toEqual([]);
    expect(profile?.article).toBeNull();

    // The apps read the profile's details in the advisor's answer (GET /advisors/showbyslug/{slug}).
    const api = await testApp.app.inject({ method: "GET", url: `/api/v1/advisors/showbyslug/${featuredSlug}` });
    expect(api.json<{ data: { details: Record<string, unknown> } }>().data.details).toMatchObject({
      reviews: [review, { ...second, text: "Our anniversary in Ravello." }],
      specialOffers: [{ title: "Amalfi in spring", validUntil: "2027-04-30" }, { title: "Any time" }],
      workshop: { title: workshop.title, isOnline: false, signUpUrl: workshop.sign_up_url },
      article,
    });
  });

  it("reorders and removes: the list sent is the list kept", async () => {
    const second = { author: "Sofia & Luca", trip: "", text: "Our anniversary in Ravello." };
    ok(await call(storefront.updateStorefront, featured, { reviews: [second, review] }));
    expect((await detailsOf(featured.listingId)).reviews).toEqual([second, review]);
    const cleared = ok(await call(storefront.updateStorefront, featured, { reviews: [second], workshop: null }));
    expect(cleared.data.fields).toMatchObject({ reviews: [second], workshop: null, article });
  });

  it("refuses bad parts with a message naming the item, and changes nothing", async () => {
    const before = await detailsOf(featured.listingId);
    const errors = fieldErrors(
      await call(storefront.updateStorefront, featured, {
        reviews: [review, { author: " ", trip: "", text: "Lovely" }],
        special_offers: [{ ...offer, valid_until: "2027-02-30" }],
        workshop: { ...workshop, place: "" },
        article: { title: "A title", body: "" },
      }),
    );
    expect(errors).toEqual({
      reviews: [EXTRA.reviewAuthor(2)],
      special_offers: [EXTRA.offerDate(1)],
      workshop: [EXTRA.workshopPlace],
      article: [EXTRA.articleBody],
    });
    expect(fieldErrors(await call(storefront.updateStorefront, featured, { reviews: Array.from({ length: STOREFRONT_EXTRA_LIMITS.reviews + 1 }, () => review) }))).toEqual({
      reviews: [EXTRA.reviews],
    });
    expect(
      fieldErrors(await call(storefront.updateStorefront, featured, { special_offers: [{ ...offer, url: "javascript:alert(1)" }], workshop: { ...workshop, sign_up_url: "http://agency.example.com" } })),
    ).toEqual({ special_offers: [EXTRA.offerUrl(1)], workshop: [EXTRA.workshopUrl] });
    expect(fieldErrors(await call(storefront.updateStorefront, featured, { article: { title: "Long", body: "x".repeat(STOREFRONT_EXTRA_LIMITS.articleBody + 1) } }))).toEqual({
      article: [EXTRA.articleLength],
    });
    expect(await detailsOf(featured.listingId)).toEqual(before);
  });

  it("refuses wrong shapes, NUL and far too long text in the one error shape; stores markup as text", async () => {
    const before = await detailsOf(featured.listingId);
    for (const body of [
      { reviews: "Lovely" },
      { reviews: [{ author: "A", text: 42, trip: "" }] },
      { special_offers: [{ title: "No other fields" }] },
      { workshop: { ...workshop, is_online: "yes" } },
      { article: "Just text" },
      { reviews: [{ ...review, text: "x".repeat(STOREFRONT_EXTRA_LIMITS.reviewText * 5) }] },
    ]) {
      const response = await call(storefront.updateStorefront, featured, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expectErrorShape(422, String(response.headers["content-type"]), response.body, "storefront");
      expect(Object.keys(response.json<{ errors: object }>().errors)[0]?.split(".")[0]).toBe(Object.keys(body)[0]);
    }
    const nul = await call(storefront.updateStorefront, featured, { reviews: [{ ...review, text: "nul \u0000 inside" }] });
    expect(nul.statusCode).toBe(422);
    expectErrorShape(422, String(nul.headers["content-type"]), nul.body, "storefront");
    expect(await detailsOf(featured.listingId)).toEqual(before);

    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    ok(await call(storefront.updateStorefront, featured, { article: { title: hostile.slice(0, 100), body: hostile } }));
    expect((await getAdvisorProfile({ db: testApp.services.db, slug: featuredSlug }))?.ownArticle).toEqual({ title: hostile.slice(0, 100), body: hostile });
    ok(await call(storefront.updateStorefront, featured, { article }));
  });
});

describe("a Basic advisor", () => {
  it("is refused each Featured part with the upgrade message, and nothing is written", async () => {
    const before = await detailsOf(basic.listingId);
    const errors = fieldErrors(await call(storefront.updateStorefront, basic, { about: "I plan honeymoons.", reviews: [review], special_offers: [offer], workshop, article }));
    expect(errors).toEqual({
      reviews: [STOREFRONT_MESSAGES.featuredOnly],
      special_offers: [STOREFRONT_MESSAGES.featuredOnly],
      workshop: [STOREFRONT_MESSAGES.featuredOnly],
      article: [STOREFRONT_MESSAGES.featuredOnly],
    });
    expect(await detailsOf(basic.listingId)).toEqual(before);
    // Sending them empty is no change, and is accepted.
    ok(await call(storefront.updateStorefront, basic, { reviews: [], special_offers: [], workshop: null, article: null }));
  });

  it("keeps what a lapsed Featured plan left, hidden from the page, while the rest is saved", async () => {
    const lapsed = await createBusiness(testApp, "advisor", { type: "advisor", title: unique("Lapsed Advisor"), details: { plan: "basic", agencyName: "Agency", reviews: [review], article } });
    const saved = ok(await call(storefront.updateStorefront, lapsed, { about: "Still planning trips." }));
    expect(saved.data.is_featured).toBe(false);
    expect(await detailsOf(lapsed.listingId)).toMatchObject({ reviews: [review], article });
    const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, lapsed.listingId));
    expect(await getAdvisorProfile({ db: testApp.services.db, slug: row!.slug })).toMatchObject({ tier: "basic", reviews: [], ownArticle: null, workshop: null });
    // The apps' answer leaves them out too: a Basic profile's details carry no Featured parts.
    const answer = await testApp.app.inject({ method: "GET", url: `/api/v1/advisors/showbyslug/${row!.slug}` });
    expect(answer.statusCode).toBe(200);
    const details = (answer.json() as { data: { details: Record<string, unknown> } }).data.details;
    expect(details).toMatchObject({ agencyName: "Agency" });
    expect(details).not.toHaveProperty("reviews");
    expect(details).not.toHaveProperty("article");
  });
});

describe("a destination's featured hotels and itineraries", () => {
  let board: TestBusiness;
  let boardSlug: string;
  let boardTitle: string;
  let hotelHere: { id: number; title: string };
  let hotelElsewhere: { id: number; title: string };
  let itinerary: { id: number; title: string };
  let hidden: { id: number };
  const word = `Zephyr${Date.now().toString(36)}`;

  beforeAll(async () => {
    const { db } = testApp.services;
    boardSlug = unique("lago-featured");
    boardTitle = unique("Lago Featured");
    board = await createBusiness(testApp, "destination", { type: "destination", slug: boardSlug, title: boardTitle, country: "Italy" });
    hotelElsewhere = await insertListing(db, { type: "property", title: `A ${word} Elsewhere`, city: "Paris", country: "France" });
    hotelHere = await insertListing(db, { type: "basic", title: `B ${word} Villa`, city: "Bellagio", country: "Italy", destinationId: board.listingId });
    itinerary = await insertListing(db, { type: "itinerary", title: `${word} lake days`, destinationId: board.listingId });
    hidden = await insertListing(db, { type: "property", title: `${word} Hidden`, status: "in_review" });
  });

  it("finds hotels by name, those in the destination first, and never itineraries or hidden hotels among them", async () => {
    const found = await call(storefront.searchFeaturableListings, board, undefined, `?kind=hotel&query=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.statusCode, found.body).toBe(200);
    const hotels = found.json<{ data: Choice[] }>().data;
    expect(hotels.map((hotel) => hotel.id)).toEqual([hotelHere.id, hotelElsewhere.id]);
    expect(hotels[0]).toMatchObject({ in_destination: true, type: "basic" });
    const itineraries = (await call(storefront.searchFeaturableListings, board, undefined, `?kind=itinerary&query=${word}`)).json<{ data: Choice[] }>().data;
    expect(itineraries.map((item) => item.id)).toEqual([itinerary.id]);
    // Typed text is matched as written: % and _ are not wildcards.
    expect((await call(storefront.searchFeaturableListings, board, undefined, "?kind=hotel&query=%25%25%25")).json<{ data: Choice[] }>().data).toEqual([]);
  });

  it("saves them in order; the destination's page shows them at once", async () => {
    const cache = testApp.services.catalogueCache;
    const read = async () => {
      const listing = await getListing({ db: testApp.services.db, by: { slug: boardSlug }, cache });
      return getListingRelations({ db: testApp.services.db, listing: listing!, now: testApp.clock.now(), cache });
    };
    expect(await read()).toMatchObject({ featuredHotels: [], featuredItineraries: [] });

    const saved = ok(await call(storefront.updateStorefront, board, { featured_hotel_ids: [hotelElsewhere.id, hotelHere.id], featured_itinerary_ids: [itinerary.id] }));
    expect(saved.data.fields).toMatchObject({ featured_hotel_ids: [hotelElsewhere.id, hotelHere.id], featured_itinerary_ids: [itinerary.id] });
    expect(saved.data.featured?.hotels.map((hotel) => [hotel.id, hotel.in_destination])).toEqual([
      [hotelElsewhere.id, false],
      [hotelHere.id, true],
    ]);
    expect(ok(await call(storefront.getStorefront, board)).data.featured?.itineraries.map((item) => item.title)).toEqual([itinerary.title]);

    const relations = await read();
    if (relations.kind !== "destination") throw new Error("not a destination");
    expect(relations.featuredHotels.map((hotel) => hotel.id)).toEqual([hotelElsewhere.id, hotelHere.id]);
    expect(relations.featuredItineraries.map((item) => item.id)).toEqual([itinerary.id]);
  });

  it("refuses unknown ids, another kind's, hidden ones, repeats and too many, and changes nothing", async () => {
    const before = await detailsOf(board.listingId);
    expect(fieldErrors(await call(storefront.updateStorefront, board, { featured_hotel_ids: [hotelHere.id, 2_000_000_000] }))).toEqual({ featured_hotel_ids: [EXTRA.notAHotel] });
    expect(fieldErrors(await call(storefront.updateStorefront, board, { featured_hotel_ids: [itinerary.id], featured_itinerary_ids: [hotelHere.id] }))).toEqual({
      featured_hotel_ids: [EXTRA.notAHotel],
      featured_itinerary_ids: [EXTRA.notAnItinerary],
    });
    expect(fieldErrors(await call(storefront.updateStorefront, board, { featured_hotel_ids: [hidden.id] }))).toEqual({ featured_hotel_ids: [EXTRA.notAHotel] });
    expect(fieldErrors(await call(storefront.updateStorefront, board, { featured_hotel_ids: [hotelHere.id, hotelHere.id] }))).toEqual({ featured_hotel_ids: [EXTRA.featuredHotels] });
    expect(fieldErrors(await call(storefront.updateStorefront, board, { featured_hotel_ids: [1, 2, 3, 4, 5, 6, 7] }))).toEqual({ featured_hotel_ids: [EXTRA.featuredHotels] });
    for (const body of [{ featured_hotel_ids: ["12"] }, { featured_hotel_ids: [-1] }, { featured_itinerary_ids: 5 }]) {
      const response = await call(storefront.updateStorefront, board, body);
      expect(response.statusCode).toBe(422);
      expectErrorShape(422, String(response.headers["content-type"]), response.body, "storefront");
    }
    expect(await detailsOf(board.listingId)).toEqual(before);
  });

  it("is a destination's only: an advisor may not send them nor search, a hotel neither", async () => {
    expect(fieldErrors(await call(storefront.updateStorefront, featured, { featured_hotel_ids: [hotelHere.id] }))).toEqual({ featured_hotel_ids: [STOREFRONT_MESSAGES.notForKind] });
    const advisorSearch = await call(storefront.searchFeaturableListings, featured, undefined, "?kind=hotel");
    expect(advisorSearch.statusCode).toBe(403);
    expectErrorShape(403, String(advisorSearch.headers["content-type"]), advisorSearch.body, "storefront");
    const visitor = await call(storefront.searchFeaturableListings, null, undefined, "?kind=hotel");
    expect(visitor.statusCode).toBe(401);
    expect((await call(storefront.searchFeaturableListings, board, undefined, "?kind=room")).statusCode).toBe(400);
  });
});

describe("who may edit", () => {
  it("edits only the business's own listing: another advisor's reviews are untouched", async () => {
    const before = await detailsOf(basic.listingId);
    ok(await call(storefront.updateStorefront, featured, { reviews: [review], listing_id: basic.listingId, id: basic.listingId }));
    expect(await detailsOf(basic.listingId)).toEqual(before);
    expect((await detailsOf(featured.listingId)).reviews).toEqual([review]);
  });
});
