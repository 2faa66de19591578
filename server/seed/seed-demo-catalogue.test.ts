import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "../../core/listing-path";
import { MEDIA_SIZES, OCCASIONS, type ListingType } from "../../core/listing-types";
import { SITE_PAGES } from "../../core/site-pages";
import { slugFromTitle } from "../../core/slug";
import { createTestDatabase } from "../../tests/support/test-database";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { articleCategories, collectionItems, listingMedia, listings, type ListingRow } from "../db/schema/catalogue";
import { cmsBanners, pageMetadata } from "../db/schema/content";
import { buildDemoCatalogue } from "./build-demo-catalogue";
import { seedDemoCatalogue } from "./seed-demo-catalogue";

let database: DatabaseHandle;
let rows: ListingRow[];

beforeAll(async () => {
  database = await createTestDatabase();
  rows = await database.db.select().from(listings).orderBy(asc(listings.id));
});
afterAll(async () => {
  await database.close();
});

const HOTEL_TYPES: ListingType[] = ["basic", "property"];
const ofType = (...types: ListingType[]) => rows.filter((row) => types.includes(row.type));
const keywordCount = (keywords: string) => keywords.split(",").map((phrase) => phrase.trim()).filter(Boolean).length;

/** Everything the seed writes, in a stable order, so two databases can be compared. */
async function snapshot(db: Database) {
  const [listingRows, media, items, metadata, categories, banners] = await Promise.all([
    db.select().from(listings).orderBy(asc(listings.id)),
    db.select().from(listingMedia).orderBy(asc(listingMedia.id)),
    db.select().from(collectionItems).orderBy(asc(collectionItems.collectionId), asc(collectionItems.position)),
    db.select().from(pageMetadata).orderBy(asc(pageMetadata.path)),
    db.select().from(articleCategories).orderBy(asc(articleCategories.slug)),
    db.select({ name: cmsBanners.name, data: cmsBanners.data, media: cmsBanners.media, updatedAt: cmsBanners.updatedAt }).from(cmsBanners).orderBy(asc(cmsBanners.name)),
  ]);
  return { listingRows, media, items, metadata, categories, banners };
}

describe("seedDemoCatalogue", () => {
  it("builds the same catalogue every time (seeded randomness, fixed dates)", () => {
    expect(buildDemoCatalogue()).toEqual(buildDemoCatalogue());
  });

  it("writes exactly the built catalogue, in order", () => {
    const planned = buildDemoCatalogue().phases.flat();
    expect(rows.map((row) => row.slug)).toEqual(planned.map((draft) => draft.row.slug));
    expect(rows.map((row) => row.description)).toEqual(planned.map((draft) => draft.row.description));
  });

  it("changes nothing when the catalogue is already there", async () => {
    const before = await snapshot(database.db);
    await expect(seedDemoCatalogue({ db: database.db })).resolves.toEqual({ seeded: false });
    expect(await snapshot(database.db)).toEqual(before);
  });

  // A second database migrated and seeded from nothing: minutes on a busy two-core machine.
  it("writes identical rows into a fresh empty database", { timeout: 180_000 }, async () => {
    const fresh = await openDatabase({ driver: "pglite" });
    try {
      await fresh.migrate();
      await expect(seedDemoCatalogue({ db: fresh.db })).resolves.toEqual({ seeded: true });
      expect(await snapshot(fresh.db)).toEqual(await snapshot(database.db));
    } finally {
      await fresh.close();
    }
  });
});

describe("demo catalogue content", () => {
  it("has the minimum counts", () => {
    expect(ofType(...HOTEL_TYPES).length).toBeGreaterThanOrEqual(300);
    expect(ofType("destination").length).toBeGreaterThanOrEqual(30);
    expect(ofType("collection").length).toBe(10);
    expect(ofType("itinerary").length).toBeGreaterThanOrEqual(10);
    expect(ofType("article").length).toBeGreaterThanOrEqual(20);
    expect(ofType("offer").length).toBeGreaterThanOrEqual(15);
    expect(ofType("advisor").length).toBeGreaterThanOrEqual(25);
    expect(ofType("brand").length).toBeGreaterThanOrEqual(3);
  });

  it("spreads hotels over 40+ cities in every part of the world", () => {
    const hotels = ofType(...HOTEL_TYPES);
    expect(new Set(hotels.map((hotel) => hotel.city)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(hotels.map((hotel) => hotel.region))).toEqual(
      new Set(["Europe", "Caribbean", "Asia", "Africa", "Americas", "Oceania", "Middle East"]),
    );
  });

  it("makes about 15% of hotels featured Spotlight listings", () => {
    const hotels = ofType(...HOTEL_TYPES);
    const spotlight = ofType("property");
    expect(spotlight.length / hotels.length).toBeGreaterThan(0.12);
    expect(spotlight.length / hotels.length).toBeLessThan(0.18);
    expect(spotlight.every((hotel) => hotel.isFeatured)).toBe(true);
    expect(ofType("basic").every((hotel) => !hotel.isFeatured)).toBe(true);
  });

  it("gives every hotel complete, valid data", () => {
    const occasions = new Set<string>(OCCASIONS.map((occasion) => occasion.slug));
    const destinationIds = new Set(ofType("destination").map((row) => row.id));
    const hotels = ofType(...HOTEL_TYPES);
    for (const hotel of hotels) {
      expect(hotel.starRating! * 2 % 1, hotel.slug).toBe(0);
      expect(hotel.starRating).toBeGreaterThanOrEqual(3);
      expect(hotel.starRating).toBeLessThanOrEqual(5);
      expect(hotel.description.length, hotel.slug).toBeLessThanOrEqual(250);
      expect(hotel.latitude).not.toBeNull();
      expect(hotel.longitude).not.toBeNull();
      expect(hotel.category).toBeTruthy();
      expect(hotel.priceFromCents).toBeGreaterThan(0);
      expect(hotel.amenities.length).toBeGreaterThan(0);
      expect(hotel.goodFor.length).toBeGreaterThan(0);
      expect(hotel.goodFor.every((slug) => occasions.has(slug))).toBe(true);
      expect(hotel.tags.length).toBeGreaterThan(0);
      expect(destinationIds.has(hotel.destinationId!), hotel.slug).toBe(true);
      expect(hotel.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.example\.com$/);
    }
    expect(new Set(hotels.map((hotel) => hotel.category)).size).toBeGreaterThanOrEqual(6);
    expect(hotels.filter((hotel) => hotel.description.length >= 230).length).toBeGreaterThan(10);
  });

  it("keeps every keyword list between 8 and 20 phrases", () => {
    for (const row of rows) {
      expect(row.keywords, row.slug).not.toBeNull();
      const phrases = keywordCount(row.keywords!);
      expect(phrases, row.slug).toBeGreaterThanOrEqual(8);
      expect(phrases, row.slug).toBeLessThanOrEqual(20);
    }
  });

  it("includes the listings other pages and tests rely on", () => {
    const villa = rows.find((row) => row.slug === "villa-rosa-amalfi");
    expect(villa).toMatchObject({ title: "Villa Rosa Amalfi", city: "Amalfi", country: "Italy" });
    expect(HOTEL_TYPES).toContain(villa?.type);
    expect(rows.find((row) => row.slug === "japan")).toMatchObject({ title: "Japan", type: "destination" });
  });

  it("follows the slug rule for every listing, with unique clean slugs", () => {
    for (const row of rows) {
      expect(row.slug).toBe(slugFromTitle(row.title));
      expect(row.slug).toMatch(/^[a-z0-9_-]+$/);
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  });

  it("has the itineraries docs/product.md §2 names", () => {
    const titles = ofType("itinerary").map((row) => row.title);
    for (const pattern of [/^Portugal Honeymoon 7 Days.*Porto.*Douro/, /^Rome Getaway 4 Days/, /^Cayman Islands Honeymoon 5 Nights/, /^Jamaica Honeymoon 9 Days/, /^7 Day Barbados Couples Getaway/]) {
      expect(titles.some((title) => pattern.test(title)), String(pattern)).toBe(true);
    }
    for (const itinerary of ofType("itinerary")) {
      const details = itinerary.details as { days: number; nights: number; plan: unknown[] };
      expect(details.plan).toHaveLength(details.days);
      expect(details.nights).toBeGreaterThan(0);
      expect(itinerary.priceFromCents).toBeGreaterThan(0);
    }
  });

  it("has offers pointing at real hotels, including the 2025 romantic escapes deal", () => {
    const hotelIds = new Set(ofType(...HOTEL_TYPES).map((hotel) => hotel.id));
    for (const offer of ofType("offer")) {
      const details = offer.details as { discountPercent: number; validUntil: string; hotelId: number; perks: string[] };
      expect(details.discountPercent).toBeGreaterThan(0);
      expect(details.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(hotelIds.has(details.hotelId)).toBe(true);
      expect(details.perks.length).toBeGreaterThan(0);
    }
    expect(ofType("offer").some((offer) => /up to 20% on romantic escapes in 2025/.test(offer.description))).toBe(true);
  });

  it("has articles in several seeded categories, with real paragraphs", async () => {
    const categories = await database.db.select().from(articleCategories);
    const known = new Set(categories.map((category) => category.slug));
    const used = new Set(ofType("article").flatMap((article) => article.categories));
    expect(used.size).toBeGreaterThanOrEqual(5);
    for (const slug of used) expect(known.has(slug)).toBe(true);
    for (const article of ofType("article")) expect(article.body.split("\n\n").length).toBeGreaterThanOrEqual(4);
  });

  it("has advisors with their profile details", () => {
    for (const advisor of ofType("advisor")) {
      expect(advisor.details).toMatchObject({
        agencyName: expect.any(String),
        firstName: expect.any(String),
        lastName: expect.any(String),
        profileTier: expect.stringMatching(/^(basic|featured)$/),
        specialties: expect.any(Array),
        languages: expect.any(Array),
        yearsExperience: expect.any(Number),
      });
    }
  });

  it("fills every collection with hotels", async () => {
    const hotelIds = new Set(ofType(...HOTEL_TYPES).map((hotel) => hotel.id));
    for (const collection of ofType("collection")) {
      const items = await database.db.select().from(collectionItems).where(eq(collectionItems.collectionId, collection.id));
      expect(items.length, collection.slug).toBeGreaterThanOrEqual(4);
      expect(items.every((item) => hotelIds.has(item.listingId))).toBe(true);
    }
  });

  it("gives every listing generated pictures (hotels 2 to 4) with alt text", async () => {
    const media = await database.db.select().from(listingMedia);
    const byListing = new Map<number, typeof media>();
    for (const item of media) byListing.set(item.listingId, [...(byListing.get(item.listingId) ?? []), item]);
    for (const row of rows) {
      const pictures = byListing.get(row.id) ?? [];
      expect(pictures.length, row.slug).toBeGreaterThan(0);
      if (HOTEL_TYPES.includes(row.type)) {
        expect(pictures.length).toBeGreaterThanOrEqual(2);
        expect(pictures.length).toBeLessThanOrEqual(4);
      }
      for (const picture of pictures) {
        expect(Object.keys(picture.sizes).sort()).toEqual([...MEDIA_SIZES].sort());
        for (const url of Object.values(picture.sizes)) expect(url).toMatch(/^\/media\/scenes\/[^/]+\/(thumbnail|small|medium|large)\.webp$/);
        expect(picture.alt.length).toBeGreaterThan(20);
        expect(picture.source).toBe("generated");
      }
    }
  });

  it("has a head metadata row for every listing path and every fixed page", async () => {
    const metadata = await database.db.select().from(pageMetadata);
    const byPath = new Map(metadata.map((row) => [row.path, row]));
    for (const row of rows) {
      const head = byPath.get(listingPath(row.type, row.slug));
      expect(head, row.slug).toBeDefined();
      expect(head!.image).toBe(`/media/scenes/${row.slug}/large.jpg`);
    }
    for (const page of SITE_PAGES) expect(byPath.has(page.path), page.path).toBe(true);
    expect(byPath.get("/villa-rosa-amalfi")?.title).toBe("Villa Rosa Amalfi | Romantic Hotel in Amalfi, Italy");

    const titles = metadata.map((row) => row.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const row of metadata) {
      if (row.keywords !== null) {
        expect(keywordCount(row.keywords), row.path).toBeGreaterThanOrEqual(8);
        expect(keywordCount(row.keywords), row.path).toBeLessThanOrEqual(20);
      }
      if (row.description !== null) expect(row.description.length, row.path).toBeLessThanOrEqual(250);
    }
    expect(metadata.some((row) => row.description === null)).toBe(true);
    expect(metadata.some((row) => row.description?.endsWith("..."))).toBe(true);
  });

  it("has the two CMS banners with their data and media items", async () => {
    const banners = await database.db.select().from(cmsBanners);
    const advisorsPage = banners.find((banner) => banner.name === "travel advisors page");
    const home = banners.find((banner) => banner.name === "home");
    for (const banner of [advisorsPage, home]) {
      expect(banner).toBeDefined();
      for (const item of banner!.data) {
        expect(Object.keys(item).sort()).toEqual(
          ["description", "isprimary", "issecondary", "primarylabel", "primarylink", "secondarylabel", "secondarylink", "title"],
        );
      }
      for (const item of banner!.media) expect(item).toEqual({ order: expect.any(Number), original_url: expect.stringMatching(/^\/media\/scenes\//) });
    }
    expect(home!.data.length).toBeGreaterThanOrEqual(3);
    expect(home!.data.length).toBeLessThanOrEqual(4);
    expect(home!.media.length).toBe(home!.data.length);
  });
});
