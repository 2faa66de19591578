import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../server/db/schema/catalogue";
import { marketplacePosts } from "../../server/db/schema/payments";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { adEndOf, endMarketplaceAds } from "../../server/domain/payments/marketplace/end-marketplace-ads";
import { createJobQueue } from "../../server/jobs/job-queue";
import { END_MARKETPLACE_ADS_CRON, startWorkers } from "../../server/jobs/start-workers";
import { createTestApp, type TestApp } from "../support/test-app";
import { PAYING_CARD } from "../support/test-cards";

const DAY = 24 * 3600 * 1000;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

let counter = 0;
/** A marketplace deal submitted, paid and published now: answers its listing id and slug. */
async function publishedDeal(adDurationDays: 30 | 60 | 90) {
  counter += 1;
  const title = `Ad Expiry Escape ${counter} ${adDurationDays}`;
  const submitted = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/marketplace-requests",
    remoteAddress: `192.0.2.${100 + counter}`,
    payload: {
      business_name: "Villa Aurora",
      email: "deals@villaaurora.example",
      title,
      description: "Three nights in a caldera suite with breakfast for two.",
      destination: "Santorini, Greece",
      price: "1199.99",
      valid_until: "2027-12-31",
      marketplace_request_ad_duration: adDurationDays,
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const post = submitted.json<{ data: { id: number; amount: number } }>().data;
  const paying = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/order/booking/pay",
    remoteAddress: `192.0.2.${100 + counter}`,
    payload: { items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id },
  });
  expect(paying.statusCode, paying.body).toBe(200);
  const { clientSecret } = paying.json<{ clientSecret: string }>();
  const paymentId = clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  const verified = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/marketRequestPaymentIntent",
    payload: { paymentintentid: paymentId, guestEmail: "deals@villaaurora.example", paymentTotal: post.amount },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const [row] = await testApp.services.db.select().from(marketplacePosts).where(eq(marketplacePosts.id, post.id));
  const [listing] = await testApp.services.db.select().from(listings).where(eq(listings.id, row?.listingId ?? -1));
  if (!listing) throw new Error("the paid deal was not published");
  return { listingId: listing.id, slug: listing.slug };
}

async function statusOf(listingId: number) {
  const [row] = await testApp.services.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
  return row?.status;
}

async function marketplaceSlugs(): Promise<string[]> {
  const response = await testApp.app.inject({ method: "GET", url: "/api/v1/offers?per_page=200" });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { slug: string }[] }>().data.map((listing) => listing.slug);
}

/** A real catalogue cache holding one entry: `size` tells whether it was cleared. */
function filledCache() {
  const cache = createCatalogueCache({ clock: testApp.clock });
  void cache.read("probe", async () => 1);
  expect(cache.size).toBe(1);
  return cache;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("adEndOf", () => {
  it("is the adEndsAt the listing was published with, or else the payment's time plus the days bought", () => {
    const paidAt = new Date("2026-06-01T12:00:00Z");
    expect(adEndOf({ adEndsAt: "2026-07-15T00:00:00.000Z", paidAt, adDurationDays: 30 })).toEqual(new Date("2026-07-15T00:00:00Z"));
    expect(adEndOf({ adEndsAt: null, paidAt, adDurationDays: 30 })).toEqual(new Date("2026-07-01T12:00:00Z"));
    expect(adEndOf({ adEndsAt: "next month", paidAt, adDurationDays: 90 })).toEqual(new Date("2026-08-30T12:00:00Z"));
  });
});

describe("endMarketplaceAds", () => {
  it("takes a deal off /marketplace once its paid days have passed, once, and leaves longer ads running", async () => {
    const month = await publishedDeal(30);
    const quarter = await publishedDeal(90);
    const cache = filledCache();

    testApp.clock.advance(30 * DAY - 60_000);
    expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock, catalogueCache: cache })).toEqual([]);
    expect(await statusOf(month.listingId)).toBe("active");
    expect(cache.size).toBe(1);

    testApp.clock.advance(60_000);
    expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock, catalogueCache: cache })).toEqual([month.listingId]);
    expect(await statusOf(month.listingId)).toBe("in_active");
    expect(cache.size).toBe(0);
    const slugs = await marketplaceSlugs();
    expect(slugs).not.toContain(month.slug);
    expect(slugs).toContain(quarter.slug);
    const page = await testApp.app.inject({ method: "GET", url: `/api/v1/offers/showbyslug/${month.slug}` });
    expect(page.statusCode).toBe(404);

    // A second run (another process, the next hour) finds nothing more to do.
    expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock })).toEqual([]);

    testApp.clock.advance(60 * DAY);
    expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock })).toEqual([quarter.listingId]);
    expect(await statusOf(quarter.listingId)).toBe("in_active");
    testApp.clock.advance(-90 * DAY);
  });

  it("ends a deal whose listing carries no ad end by its payment's time plus its days", async () => {
    const deal = await publishedDeal(60);
    await testApp.services.db
      .update(listings)
      .set({ details: sql`${listings.details} - 'adEndsAt'` })
      .where(eq(listings.id, deal.listingId));
    testApp.clock.advance(60 * DAY - 1_000);
    try {
      expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock })).not.toContain(deal.listingId);
      testApp.clock.advance(1_000);
      expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock })).toContain(deal.listingId);
    } finally {
      testApp.clock.advance(-60 * DAY);
    }
    expect(await statusOf(deal.listingId)).toBe("in_active");
  });

  it("leaves a deal an operator has already taken down alone", async () => {
    const deal = await publishedDeal(30);
    await testApp.services.db.update(listings).set({ status: "in_review" }).where(eq(listings.id, deal.listingId));
    testApp.clock.advance(31 * DAY);
    try {
      expect(await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock })).not.toContain(deal.listingId);
    } finally {
      testApp.clock.advance(-31 * DAY);
    }
    expect(await statusOf(deal.listingId)).toBe("in_review");
  });
});

describe("the end-marketplace-ads job", () => {
  it("is scheduled hourly when the workers start, and its worker takes ended ads down and clears the catalogue cache", async () => {
    const deal = await publishedDeal(30);
    const cache = filledCache();
    const jobs = createJobQueue({ database: testApp.database, pollingIntervalSeconds: 0.5 });
    const stop = await startWorkers({ ...testApp.services, jobs, catalogueCache: cache });
    try {
      const { rows } = await testApp.database.executeSql("select name, cron, timezone from pgboss.schedule where name = 'end-marketplace-ads'");
      expect(rows).toEqual([{ name: "end-marketplace-ads", cron: END_MARKETPLACE_ADS_CRON, timezone: "UTC" }]);
      expect(END_MARKETPLACE_ADS_CRON).toBe("0 * * * *");

      testApp.clock.advance(30 * DAY);
      // What the scheduler sends on the hour.
      await jobs.send(testApp.services.db, "end-marketplace-ads", {});
      await until(async () => (await statusOf(deal.listingId)) === "in_active");
      expect(cache.size).toBe(0);
    } finally {
      await stop();
      testApp.clock.advance(-30 * DAY);
    }
  });
});
