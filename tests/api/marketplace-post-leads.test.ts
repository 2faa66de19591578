import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplacePosts } from "../../server/db/schema/payments";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;
const place = `Zm${Date.now().toString(36)}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function call(method: "GET" | "POST", url: string, token: string, body?: unknown) {
  return testApp.app.inject({ method, url, headers: bearer(token), ...(body === undefined ? {} : { payload: body as object }) });
}

/** A paid marketplace post shown as an offer listing, owned as the marketplace records it. */
async function paidPost(owner: { userId: number | null; email: string }, title: string): Promise<number> {
  const listing = await insertListing(testApp.services.db, { type: "offer", title, city: place, country: "Italy" });
  const now = testApp.clock.now();
  await testApp.services.db.insert(marketplacePosts).values({
    email: owner.email,
    businessName: "Owner",
    userId: owner.userId,
    title,
    description: "Three nights by the sea with a dinner for two.",
    destination: place,
    dealPriceCents: 120_000,
    validUntil: new Date(now.getTime() + 60 * 86_400_000),
    adDurationDays: 30,
    amountCents: 9_900,
    status: "paid",
    sessionExpiresAt: now,
    listingId: listing.id,
    createdAt: now,
    paidAt: now,
  });
  return listing.id;
}

async function requestAbout(listingId: number): Promise<number> {
  const couple = await signInWithCode(testApp, `post-couple-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  const response = await call("POST", "/api/v1/dealrequests", couple.token, {
    occasion: "honeymoon",
    destinations: [place],
    start_date: "2026-09-10",
    end_date: "2026-09-17",
    budget: "5000-10000",
    travellers: 2,
    special: "We saw your deal and would love three nights by the sea.",
    first_name: "Giulia",
    last_name: "Ferri",
    email: "post-couple@example.com",
    phone: "+39 333 123 4567",
    listing_id: listingId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function leadIds(business: TestBusiness): Promise<number[]> {
  const leads = await call("GET", "/api/v1/business/leads", business.token);
  expect(leads.statusCode, leads.body).toBe(200);
  return leads.json<{ data: { request: { id: number } }[] }>().data.map((lead) => lead.request.id);
}

describe("a marketplace post's leads", () => {
  it("go to the business that paid for the post, and to no competitor in the same place", async () => {
    const owner = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Offerta ${place}`, city: place, country: "Italy", goodFor: ["honeymoon"] });
    const competitor = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Rivale ${place}`, city: place, country: "Italy", goodFor: ["honeymoon"] });
    const postListing = await paidPost({ userId: owner.userId, email: "someone-else@example.com" }, `Sea week ${place}`);
    const requestId = await requestAbout(postListing);
    expect(await leadIds(owner)).toContain(requestId);
    expect(await leadIds(competitor)).not.toContain(requestId);
  });

  it("go to the business the post's e-mail names when it was paid without signing in", async () => {
    const owner = await createBusiness(testApp, "advisor", { type: "advisor", title: `Viaggi ${place}`, city: "Milan", country: "Italy" });
    const competitor = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Terza ${place}`, city: place, country: "Italy", goodFor: ["honeymoon"] });
    const postListing = await paidPost({ userId: null, email: owner.email.toUpperCase() }, `Lakes tour ${place}`);
    const requestId = await requestAbout(postListing);
    expect(await leadIds(owner)).toContain(requestId);
    expect(await leadIds(competitor)).not.toContain(requestId);
  });

  it("a request about a special offer no business owns reaches the businesses of its place, as before", async () => {
    const hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Quarta ${place}`, city: place, country: "Italy", goodFor: ["honeymoon"] });
    const offer = await insertListing(testApp.services.db, { type: "offer", title: `Unowned offer ${place}`, city: place, country: "Italy" });
    const requestId = await requestAbout(offer.id);
    expect(await leadIds(hotel)).toContain(requestId);
  });
});
