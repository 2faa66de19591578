import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { BASIC_SPECIALTY_LIMIT, getAdvisorProfile } from "./get-advisor-profile";
import { getListing } from "./get-listing";

let database: DatabaseHandle;

const everything = {
  agencyName: "Love Travel Co",
  firstName: "Ana",
  yearsExperience: 12,
  specialties: ["Honeymoons", "Destination weddings", "Safaris", "Islands", "Wine country"],
  languages: ["English", "Italian"],
  affiliations: ["Virtuoso"],
  reviews: [{ author: "Ana & Tom", text: "Perfect honeymoon.", rating: 5 }, { author: "" }],
  videoUrl: "https://video.example/intro",
  workshop: { title: "Planning a destination wedding", date: "2027-03-06", isOnline: true, place: "", text: "Monthly.", signUpUrl: "" },
};

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("getAdvisorProfile", () => {
  it("shows a Basic profile without the Featured content and with few specialties (docs/product.md §6)", async () => {
    const advisor = await insertListing(database.db, {
      type: "advisor",
      details: { ...everything, profileTier: "basic", offerIds: [1], articleId: 1 },
    });
    const profile = await getAdvisorProfile({ db: database.db, slug: advisor.slug });
    expect(profile).toMatchObject({
      tier: "basic",
      firstName: "Ana",
      agencyName: "Love Travel Co",
      yearsExperience: 12,
      languages: ["English", "Italian"],
      acceptsInquiries: false,
      video: null,
      affiliations: [],
      reviews: [],
      specialOffers: [],
      article: null,
      workshop: null,
    });
    expect(profile?.specialties).toHaveLength(BASIC_SPECIALTY_LIMIT);
  });

  it("shows everything on a Featured profile, with its own offers and its one article", async () => {
    const { db } = database;
    const offer = await insertListing(db, { type: "offer" });
    const article = await insertListing(db, { type: "article" });
    const advisor = await insertListing(db, {
      type: "advisor",
      details: { ...everything, profileTier: "featured", offerIds: [offer.id], articleId: article.id },
    });
    const profile = await getAdvisorProfile({ db, slug: advisor.slug });
    expect(profile).toMatchObject({
      tier: "featured",
      acceptsInquiries: true,
      video: { url: "https://video.example/intro" },
      affiliations: ["Virtuoso"],
      reviews: [{ author: "Ana & Tom", trip: "", text: "Perfect honeymoon.", rating: 5 }],
      workshop: everything.workshop,
      ownOffers: [],
      ownArticle: null,
    });
    expect(profile?.specialties).toHaveLength(everything.specialties.length);
    expect(profile?.specialOffers.map((item) => item.id)).toEqual([offer.id]);
    expect(profile?.article?.id).toBe(article.id);
  });

  it("fills a Featured profile's offers by its occasions and its article by authorship until the advisor picks them", async () => {
    const { db } = database;
    await insertListing(db, { type: "offer", goodFor: ["babymoon"] });
    await insertListing(db, { type: "offer", goodFor: ["honeymoon"], isFeatured: true });
    const title = `Wren Test ${Date.now()}`;
    const ownArticle = await insertListing(db, { type: "article", details: { author: title }, publishedAt: new Date("2001-01-01") });
    await insertListing(db, { type: "article", details: { author: "Someone Else" } });
    const advisor = await insertListing(db, { type: "advisor", title, goodFor: ["babymoon"], details: { profileTier: "featured" } });
    const profile = await getAdvisorProfile({ db, slug: advisor.slug });
    expect(profile?.firstName).toBe("Wren");
    expect(profile?.video).toEqual({ url: null });
    const offers = await Promise.all(
      (profile?.specialOffers ?? []).map((offer) => getListing({ db, by: { id: offer.id }, types: ["offer"] })),
    );
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer !== null)).toBe(true);
    // Offers for the advisor's occasions come first; any others only fill the remaining places.
    expect(offers[0]?.goodFor).toContain("babymoon");
    const firstOther = offers.findIndex((offer) => !offer?.goodFor.includes("babymoon"));
    if (firstOther !== -1) expect(offers.slice(firstOther).every((offer) => !offer?.goodFor.includes("babymoon"))).toBe(true);
    expect(profile?.article?.id).toBe(ownArticle.id);
  });

  it("shows the advisor's own offers still running and own article in place of the catalogue's", async () => {
    const { db } = database;
    const catalogueOffer = await insertListing(db, { type: "offer" });
    const specialOffers = [
      { title: "Spring on the coast", text: "A free night.", validUntil: "2027-04-30", url: "" },
      { title: "Ended", text: "", validUntil: "2027-01-31", url: "" },
      { title: "Always", text: "", validUntil: "", url: "https://agency.example.com/always" },
    ];
    const article = { title: "Ten days on the coast", body: "First.\n\nSecond." };
    const advisor = await insertListing(db, {
      type: "advisor",
      details: { profileTier: "featured", offerIds: [catalogueOffer.id], specialOffers, article, workshop: "An older free-text note" },
    });
    const profile = await getAdvisorProfile({ db, slug: advisor.slug, today: "2027-02-01" });
    expect(profile?.ownOffers.map((offer) => offer.title)).toEqual(["Spring on the coast", "Always"]);
    expect(profile).toMatchObject({ specialOffers: [], ownArticle: article, article: null, workshop: null });
    // Once none runs, the catalogue's offers fill the area again.
    const later = await getAdvisorProfile({ db, slug: advisor.slug, today: "2027-05-01" });
    expect(later?.ownOffers.map((offer) => offer.title)).toEqual(["Always"]);
  });

  it("treats a missing or unknown tier as Basic", async () => {
    const advisor = await insertListing(database.db, { type: "advisor", details: { profileTier: "gold" } });
    expect((await getAdvisorProfile({ db: database.db, slug: advisor.slug }))?.tier).toBe("basic");
  });

  it("is null for a slug that is not an active advisor", async () => {
    const hotel = await insertListing(database.db, { type: "basic" });
    const hidden = await insertListing(database.db, { type: "advisor", status: "in_review" });
    expect(await getAdvisorProfile({ db: database.db, slug: hotel.slug })).toBeNull();
    expect(await getAdvisorProfile({ db: database.db, slug: hidden.slug })).toBeNull();
    expect(await getAdvisorProfile({ db: database.db, slug: "no-such-advisor" })).toBeNull();
  });
});
