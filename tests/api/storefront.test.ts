import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyContract } from "../../core/contracts/contract";
import * as storefront from "../../core/contracts/storefront";
import { STOREFRONT_MESSAGES } from "../../core/storefront-rules";
import { BUSINESS_SIGNUP_MESSAGES } from "../../core/business-signup-rules";
import { listings } from "../../server/db/schema/catalogue";
import { dealRequestMatches } from "../../server/db/schema/deals";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { getAdvisorProfile } from "../../server/domain/catalogue/get-advisor-profile";
import { getListing } from "../../server/domain/catalogue/get-listing";
import { getListingRelations } from "../../server/domain/catalogue/get-listing-relations";
import { hotelJsonLd } from "../../app/features/catalogue/structured-data.server";
import { BUSINESS_DEACTIVATED, NOT_A_BUSINESS } from "../../server/domain/deals/business-account-of";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

type Session = { token: string } | null;

async function call(contract: AnyContract, session: Session, body?: unknown) {
  return testApp.app.inject({
    method: contract.method,
    url: `/api/v1${contract.path}`,
    headers: session ? bearer(session.token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

type Response = Awaited<ReturnType<typeof call>>;
type StorefrontWire = { kind: string; title: string; path: string; is_live: boolean; is_featured: boolean; fields: Record<string, unknown> };

function ok(response: Response): { message?: string; data: StorefrontWire } {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectError(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "storefront");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

function fieldErrors(response: Response): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  expectErrorShape(422, String(response.headers["content-type"]), response.body, "storefront");
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

async function listingRow(id: number) {
  const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

/** What the public page reads (the catalogue's cached reads, as the page's loader does). */
async function publicPage(slug: string) {
  const cache = testApp.services.catalogueCache;
  const listing = await getListing({ db: testApp.services.db, by: { slug }, cache });
  if (!listing) throw new Error(`no listing ${slug}`);
  const relations = await getListingRelations({ db: testApp.services.db, listing, now: testApp.clock.now(), cache });
  return { listing, relations };
}

let hotel: TestBusiness;
let otherHotel: TestBusiness;
let hotelSlug: string;

beforeAll(async () => {
  testApp = await createTestApp();
  // As deployed: catalogue reads are kept between requests, so "at once" means the save clears them.
  testApp.services.catalogueCache = createCatalogueCache({ clock: testApp.clock, ttlMs: 60_000 });
  hotelSlug = unique("casa-vetrina");
  hotel = await createBusiness(testApp, "hotel", {
    type: "property",
    slug: hotelSlug,
    title: unique("Casa Vetrina"),
    description: "A short old summary.",
    city: "Amalfi",
    country: "Italy",
    amenities: ["Pool"],
    details: { rooms: 12, checkIn: "14:00", checkOut: "10:00", brandId: 999999 },
  });
  otherHotel = await createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Altra"), city: "Ravello", country: "Italy" });
});

afterAll(async () => {
  await testApp.close();
});

const hotelBody = {
  description: "Twelve rooms above the bay of Amalfi, each with a terrace.\n\nBreakfast is served in the lemon garden until noon.",
  highlights: ["Private beach club", "  Lemon garden breakfast ", ""],
  amenities: ["Pool", "Spa", "Sea-view terrace"],
  good_for: ["anniversary", "honeymoon"],
  address: "Via dei Limoni 4",
  postal_code: "84017",
  city: "Positano",
  region: "Campania",
  country: "Italy",
  latitude: 40.628,
  longitude: 14.485,
  check_in: "15:00",
  check_out: "11:00",
  policies: "Children from 12 years. No pets.",
  website: "casavetrina.example.com",
  phone: "0039089123456",
};

describe("a hotel's storefront", () => {
  it("reads the hotel's own listing with its kind's fields only", async () => {
    const { data } = ok(await call(storefront.getStorefront, hotel));
    expect(data).toMatchObject({ kind: "hotel", path: `/${hotelSlug}`, is_live: true, is_featured: false });
    expect(data.fields).toMatchObject({ description: "A short old summary.", amenities: ["Pool"], city: "Amalfi", check_in: "14:00", check_out: "10:00", latitude: null });
    expect(Object.keys(data.fields).sort()).toEqual(
      ["address", "amenities", "check_in", "check_out", "city", "country", "description", "good_for", "highlights", "latitude", "longitude", "phone", "policies", "postal_code", "region", "website"].sort(),
    );
  });

  it("saves every field, and the public page, its card and search show them at once", async () => {
    // The page is read (and cached) before the change.
    expect((await publicPage(hotelSlug)).listing.body).toBe("");
    const saved = ok(await call(storefront.updateStorefront, hotel, hotelBody));
    expect(saved.message).toBe(STOREFRONT_MESSAGES.savedLive);
    expect(saved.data.fields).toEqual({
      ...hotelBody,
      highlights: ["Private beach club", "Lemon garden breakfast"],
      // The occasions in the occasions' order; the website with its scheme.
      good_for: ["honeymoon", "anniversary"],
      website: "https://casavetrina.example.com",
    });

    const { listing, relations } = await publicPage(hotelSlug);
    expect(listing.body).toBe(hotelBody.description);
    expect(listing.description).toBe("Twelve rooms above the bay of Amalfi, each with a terrace.");
    expect(listing).toMatchObject({ city: "Positano", region: "Campania", amenities: hotelBody.amenities, goodFor: ["honeymoon", "anniversary"] });
    expect(relations.kind).toBe("hotel");
    if (relations.kind !== "hotel") return;
    expect(relations.facts).toMatchObject({ rooms: 12, checkIn: "15:00", checkOut: "11:00", highlights: ["Private beach club", "Lemon garden breakfast"], policies: hotelBody.policies, address: "Via dei Limoni 4" });
    expect(relations.occasions.map((occasion) => occasion.slug)).toEqual(["honeymoon", "anniversary"]);
    // The page's JSON-LD gives the postal code the hotel stored.
    expect(hotelJsonLd("https://amora.test", listing).address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Via dei Limoni 4",
      postalCode: "84017",
      addressLocality: "Positano",
      addressCountry: "IT",
    });
    // Details the editor does not show are kept; the postal code is stored next to the address.
    expect((await listingRow(hotel.listingId)).details).toMatchObject({ rooms: 12, brandId: 999999, address: "Via dei Limoni 4", postalCode: "84017" });

    // The API's detail call and search see the new text too.
    const detail = await testApp.app.inject({ method: "GET", url: `/api/v1/hotels/showbyslug/${hotelSlug}` });
    expect(detail.json<{ data: { body: string; city: string } }>().data).toMatchObject({ body: hotelBody.description, city: "Positano" });
    await expect.poll(async () => {
      const found = await testApp.app.inject({ method: "GET", url: `/api/v1/posts/websearch?query=${encodeURIComponent(listing.title)}` });
      return found.json<{ data: { title: string; city: string | null }[] }>().data.find((item) => item.title === listing.title)?.city;
    }).toBe("Positano");
  });

  it("saves the postal code in capitals, reads it back, and clears it when sent empty", async () => {
    expect(ok(await call(storefront.updateStorefront, hotel, { postal_code: " 84017 " })).data.fields.postal_code).toBe("84017");
    ok(await call(storefront.updateStorefront, hotel, { postal_code: "sw1a  2aa" }));
    expect(ok(await call(storefront.getStorefront, hotel)).data.fields).toMatchObject({ address: "Via dei Limoni 4", postal_code: "SW1A 2AA" });
    expect((await listingRow(hotel.listingId)).details).toMatchObject({ postalCode: "SW1A 2AA" });
    expect(ok(await call(storefront.updateStorefront, hotel, { postal_code: "" })).data.fields.postal_code).toBe("");
    expect(ok(await call(storefront.updateStorefront, hotel, { postal_code: "84017" })).data.fields.postal_code).toBe("84017");
  });

  it("refuses a postal code that is no postal code, with the field's message, and keeps the stored one", async () => {
    for (const postal_code of ["84017!", "1234567890123", "Via Roma 12, Bellagio", "-", "8"]) {
      const response = await call(storefront.updateStorefront, hotel, { postal_code });
      expect(fieldErrors(response), postal_code).toEqual({ postal_code: [STOREFRONT_MESSAGES.postalCode] });
      expect(response.json<{ message: string }>().message).toBe(STOREFRONT_MESSAGES.postalCode);
    }
    // Not a string, or far past any postal code's length: refused by the schema in the same shape.
    for (const postal_code of [84017, "9".repeat(100)]) {
      const response = await call(storefront.updateStorefront, hotel, { postal_code });
      expectError(response, 422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["postal_code"]);
    }
    expect((await listingRow(hotel.listingId)).details).toMatchObject({ postalCode: "84017" });
  });

  it("changes only the fields sent", async () => {
    const saved = ok(await call(storefront.updateStorefront, hotel, { policies: "No pets." })).data.fields;
    expect(saved).toMatchObject({ policies: "No pets.", city: "Positano", check_in: "15:00", highlights: ["Private beach club", "Lemon garden breakfast"] });
  });

  it("refuses values out of bounds with a message per field, and changes nothing", async () => {
    const errors = fieldErrors(
      await call(storefront.updateStorefront, hotel, {
        description: "x".repeat(5001),
        highlights: Array.from({ length: 31 }, (_, index) => `Highlight ${index}`),
        amenities: ["y".repeat(81)],
        good_for: ["honeymoon", "birthday"],
        latitude: 91,
        check_in: "25:00",
        check_out: "3pm",
        website: "not a site",
        phone: "12ab",
      }),
    );
    expect(errors).toEqual({
      description: [STOREFRONT_MESSAGES.longText],
      highlights: [STOREFRONT_MESSAGES.list],
      amenities: [STOREFRONT_MESSAGES.list],
      good_for: [STOREFRONT_MESSAGES.occasions],
      latitude: [STOREFRONT_MESSAGES.latitude],
      check_in: [STOREFRONT_MESSAGES.time],
      check_out: [STOREFRONT_MESSAGES.time],
      website: [BUSINESS_SIGNUP_MESSAGES.website],
      phone: [BUSINESS_SIGNUP_MESSAGES.phone],
    });
    expect(fieldErrors(await call(storefront.updateStorefront, hotel, { latitude: 40.5, longitude: null }))).toEqual({ longitude: [STOREFRONT_MESSAGES.coordinatesTogether] });
    expect((await listingRow(hotel.listingId)).body).toBe(hotelBody.description);
  });

  it("refuses wrong types, another kind's fields and unstorable text in the one error shape", async () => {
    for (const body of [{ highlights: "Pool" }, { latitude: "40.1" }, { description: 42 }, { good_for: [1] }, { description: ["a"] }]) {
      const response = await call(storefront.updateStorefront, hotel, body);
      expectError(response, 422);
      // The field named as sent (a list's item by its index: good_for.0).
      expect(Object.keys(response.json<{ errors: object }>().errors)[0]?.split(".")[0]).toBe(Object.keys(body)[0]);
    }
    expect(fieldErrors(await call(storefront.updateStorefront, hotel, { about: "I plan honeymoons", best_time: "May" }))).toEqual({
      about: [STOREFRONT_MESSAGES.notForKind],
      best_time: [STOREFRONT_MESSAGES.notForKind],
    });
    expectError(await call(storefront.updateStorefront, hotel, { description: "nul \u0000 inside" }), 422);
    expectError(await call(storefront.updateStorefront, hotel, ["not", "an object"]), 422);
  });

  it("stores script and markup as text: the page shows it as typed, never as HTML", async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    ok(await call(storefront.updateStorefront, hotel, { description: hostile, highlights: [hostile.slice(0, 60)] }));
    expect((await listingRow(hotel.listingId)).body).toBe(hostile);
    // The SSR page is not built for API tests; the page's Prose renders text nodes (tests/e2e/storefront.test.ts reads it).
    const detail = await testApp.app.inject({ method: "GET", url: `/api/v1/posts/showbyslug/${hotelSlug}` });
    expect(detail.headers["content-type"]).toContain("application/json");
    expect(detail.json<{ data: { body: string } }>().data.body).toBe(hostile);
    ok(await call(storefront.updateStorefront, hotel, { description: hotelBody.description, highlights: hotelBody.highlights }));
  });
});

describe("a travel advisor's storefront", () => {
  const place = `Zq${Date.now().toString(36)}`;

  it("saves about, agency, destinations, specialties, languages and years; the profile page shows them", async () => {
    const advisorSlug = unique("ada-vetrina");
    const advisor = await createBusiness(testApp, "advisor", { type: "advisor", slug: advisorSlug, title: "Ada Vetrina", city: "Boston", country: "United States", details: { plan: "featured", agencyName: "Old Name" } });
    const before = ok(await call(storefront.getStorefront, advisor)).data;
    expect(before).toMatchObject({ kind: "advisor", path: `/ta/${advisorSlug}`, is_featured: true, fields: { agency_name: "Old Name", destinations: [], specialties: [] } });

    const saved = ok(
      await call(storefront.updateStorefront, advisor, {
        about: "I plan slow honeymoons by the sea.",
        agency_name: "Vetrina Journeys",
        destinations: [`${place} Island`, "Amalfi Coast"],
        specialties: ["honeymoon", "vowrenewal"],
        languages: ["English", "Italian"],
        years_experience: 12,
        video_url: "https://video.example.com/ada",
        affiliations: ["Virtuoso"],
      }),
    ).data;
    expect(saved.fields).toMatchObject({ agency_name: "Vetrina Journeys", specialties: ["honeymoon", "vowrenewal"], years_experience: 12 });

    const profile = await getAdvisorProfile({ db: testApp.services.db, slug: advisorSlug });
    expect(profile).toMatchObject({
      tier: "featured",
      agencyName: "Vetrina Journeys",
      destinations: [`${place} Island`, "Amalfi Coast"],
      languages: ["English", "Italian"],
      yearsExperience: 12,
      video: { url: "https://video.example.com/ada" },
      affiliations: ["Virtuoso"],
    });
    expect(profile?.advisor.body).toBe("I plan slow honeymoons by the sea.");
    expect(profile?.occasions.map((occasion) => occasion.name)).toEqual(["Honeymoon", "Vow Renewal"]);

    // Its destinations are places in matching: a couple's request naming one reaches it.
    const couple = await signInWithCode(testApp, `${unique("couple")}@couple.example`);
    const request = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/dealrequests",
      headers: bearer(couple.token),
      payload: {
        occasion: "anniversary",
        destinations: [`${place} Island`],
        start_date: "2026-09-10",
        end_date: "2026-09-17",
        budget: "5000-10000",
        travellers: 2,
        special: "Ten years together.",
        first_name: "Giulia",
        last_name: "Ferri",
        email: `${unique("couple")}@couple.example`,
        phone: "+39 333 123 4567",
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    const matches = await testApp.services.db.select().from(dealRequestMatches).where(eq(dealRequestMatches.businessAccountId, advisor.accountId));
    expect(matches.map((match) => match.reason)).toEqual([`Advisor for ${place} Island`]);
  });

  it("keeps a Basic profile to its plan: no video or affiliations, up to three specialties", async () => {
    const basic = await createBusiness(testApp, "advisor", { type: "advisor", title: unique("Basic Advisor"), details: { plan: "basic", agencyName: "Small Agency" } });
    expect(ok(await call(storefront.getStorefront, basic)).data.is_featured).toBe(false);
    expect(
      fieldErrors(await call(storefront.updateStorefront, basic, { specialties: ["honeymoon", "anniversary", "babymoon", "proposal"], video_url: "https://video.example.com/x", affiliations: ["ASTA"] })),
    ).toEqual({
      specialties: [STOREFRONT_MESSAGES.basicSpecialties],
      video_url: [STOREFRONT_MESSAGES.featuredOnly],
      affiliations: [STOREFRONT_MESSAGES.featuredOnly],
    });
    expect(fieldErrors(await call(storefront.updateStorefront, basic, { agency_name: " ", years_experience: 71, specialties: ["wedding"] }))).toEqual({
      agency_name: [STOREFRONT_MESSAGES.agencyName],
      specialties: [STOREFRONT_MESSAGES.occasions],
      years_experience: [STOREFRONT_MESSAGES.years],
    });
    expect(fieldErrors(await call(storefront.updateStorefront, basic, { years_experience: 2.5 }))).toEqual({ years_experience: [STOREFRONT_MESSAGES.years] });
    ok(await call(storefront.updateStorefront, basic, { specialties: ["honeymoon", "anniversary", "babymoon"], years_experience: 0 }));
  });

  it("takes only an https video link", async () => {
    const featured = await createBusiness(testApp, "advisor", { type: "advisor", title: unique("Featured Advisor"), details: { profileTier: "featured", agencyName: "Agency" } });
    for (const link of ["http://video.example.com/x", "javascript:alert(1)", "https://localhost/x", "https://video.example.com/a b"]) {
      expect(fieldErrors(await call(storefront.updateStorefront, featured, { video_url: link }))).toEqual({ video_url: [STOREFRONT_MESSAGES.videoUrl] });
    }
  });
});

describe("a destination's storefront", () => {
  it("saves description, highlights and best time; the destination page shows them", async () => {
    const slug = unique("lago-vetrina");
    const board = await createBusiness(testApp, "destination", { type: "destination", slug, title: unique("Lago Vetrina"), country: "Italy", details: { hotelCount: 3 } });
    expect(Object.keys(ok(await call(storefront.getStorefront, board)).data.fields).sort()).toEqual(["best_time", "description", "featured_hotel_ids", "featured_itinerary_ids", "highlights"]);
    ok(await call(storefront.updateStorefront, board, { description: "A lake of villas and gardens.", highlights: ["Boat to the islands", "Villa gardens"], best_time: "May to September" }));
    const { listing, relations } = await publicPage(slug);
    expect(listing.body).toBe("A lake of villas and gardens.");
    expect(relations).toMatchObject({ kind: "destination", facts: { bestTime: "May to September", highlights: ["Boat to the islands", "Villa gardens"] } });
    expect(fieldErrors(await call(storefront.updateStorefront, board, { best_time: "x".repeat(201), address: "Via Roma 1" }))).toEqual({
      address: [STOREFRONT_MESSAGES.notForKind],
    });
    expect(fieldErrors(await call(storefront.updateStorefront, board, { best_time: "x".repeat(201) }))).toEqual({ best_time: [STOREFRONT_MESSAGES.bestTime] });
  });
});

describe("who may edit", () => {
  it("declares both operations for businesses", () => {
    for (const contract of [storefront.getStorefront, storefront.updateStorefront]) expect(contract.auth).toBe("business");
  });

  it("asks a visitor to sign in; refuses a couple, a deactivated account and a business without a listing", async () => {
    const couple = await signInWithCode(testApp, `${unique("member")}@couple.example`);
    const deactivated = await createBusiness(testApp, "hotel", { type: "basic", title: unique("Casa Chiusa") }, "in_active");
    for (const contract of [storefront.getStorefront, storefront.updateStorefront]) {
      const body = contract.method === "PUT" ? { description: "Hello" } : undefined;
      expectError(await call(contract, null, body), 401);
      expectError(await call(contract, couple, body), 403, NOT_A_BUSINESS);
      expectError(await call(contract, deactivated, body), 403, BUSINESS_DEACTIVATED);
    }
    expect((await listingRow(deactivated.listingId)).body).toBe("");
  });

  it("lets an account still in review prepare its page, which no couple sees before it goes live", async () => {
    const inReview = await createBusiness(testApp, "hotel", { type: "basic", title: unique("Casa in Review"), status: "in_review" }, "in_review");
    ok(await call(storefront.updateStorefront, inReview, { description: "Ready for the day we open." }));
    expect((await listingRow(inReview.listingId)).body).toBe("Ready for the day we open.");
    expect(ok(await call(storefront.getStorefront, inReview)).data.fields.description).toBe("Ready for the day we open.");
    const row = await listingRow(inReview.listingId);
    expect((await testApp.app.inject({ method: "GET", url: `/api/v1/posts/showbyslug/${row.slug}` })).statusCode).toBe(404);
  });

  it("edits only the business's own listing: ids in the body are ignored, another hotel's page is untouched", async () => {
    const before = await listingRow(otherHotel.listingId);
    const saved = ok(await call(storefront.updateStorefront, hotel, { description: "Only mine.", listing_id: otherHotel.listingId, id: otherHotel.listingId }));
    expect(saved.data.path).toBe(`/${hotelSlug}`);
    expect((await listingRow(hotel.listingId)).body).toBe("Only mine.");
    const after = await listingRow(otherHotel.listingId);
    expect(after.body).toBe(before.body);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(ok(await call(storefront.getStorefront, otherHotel)).data.fields.description).toBe("");
  });
});
