import { describe, expect, it } from "vitest";
import {
  articleError,
  cleanWorkshop,
  featuredIdsError,
  isHttpsLink,
  isOfferRunning,
  offersError,
  reviewsError,
  STOREFRONT_EXTRA_LIMITS as LIMITS,
  STOREFRONT_EXTRA_MESSAGES as M,
  workshopError,
} from "./storefront-extras";
import { checkStorefront, cleanStorefront, EMPTY_STOREFRONT, STOREFRONT_MESSAGES } from "./storefront-rules";

const review = { author: "Giulia & Marco", trip: "Honeymoon in Positano, 2025", text: "Every day was a surprise." };
const offer = { title: "Amalfi in spring", text: "A free night at three hotels.", validUntil: "2027-04-30", url: "https://agency.example.com/spring" };
const workshop = { title: "Planning a destination wedding", date: "2027-03-06", isOnline: true, place: "", text: "An evening of questions.", signUpUrl: "" };
const article = { title: "Ten days on the coast", body: "First paragraph.\n\nSecond paragraph." };

describe("a Featured advisor's reviews", () => {
  it("takes a handful of quotes with the couple's names, the trip optional", () => {
    expect(reviewsError([review, { ...review, trip: "" }])).toBeNull();
    expect(reviewsError(Array.from({ length: LIMITS.reviews }, () => review))).toBeNull();
  });

  it("names the review that needs attention", () => {
    expect(reviewsError(Array.from({ length: LIMITS.reviews + 1 }, () => review))).toBe(M.reviews);
    expect(reviewsError([review, { ...review, author: "  " }])).toBe(M.reviewAuthor(2));
    expect(reviewsError([{ ...review, text: "" }])).toBe(M.reviewText(1));
    expect(reviewsError([review, review, { ...review, text: "x".repeat(LIMITS.reviewText + 1) }])).toBe(M.reviewLength(3));
    expect(reviewsError([{ ...review, trip: "y".repeat(LIMITS.reviewTrip + 1) }])).toBe(M.reviewLength(1));
    expect(reviewsError(["not an object"])).toBe(M.reviewAuthor(1));
    expect(M.reviewAuthor(2)).toBe("Review 2: enter the couple's names");
  });
});

describe("a Featured advisor's special offers", () => {
  it("takes a title, a short text, an optional calendar day and an optional https link", () => {
    expect(offersError([offer, { title: "Just a title", text: "", validUntil: "", url: "" }])).toBeNull();
  });

  it("refuses a missing title, over-long text, days not in the calendar and links that are not https", () => {
    expect(offersError(Array.from({ length: LIMITS.offers + 1 }, () => offer))).toBe(M.offers);
    expect(offersError([{ ...offer, title: "" }])).toBe(M.offerTitle(1));
    expect(offersError([offer, { ...offer, text: "x".repeat(LIMITS.offerText + 1) }])).toBe(M.offerLength(2));
    expect(offersError([{ ...offer, validUntil: "2027-02-30" }])).toBe(M.offerDate(1));
    expect(offersError([{ ...offer, validUntil: "30/04/2027" }])).toBe(M.offerDate(1));
    for (const url of ["http://agency.example.com", "javascript:alert(1)", "https://localhost/x", "https://user:pw@agency.example.com", "https://a.example.com/a b"]) {
      expect(offersError([{ ...offer, url }])).toBe(M.offerUrl(1));
    }
  });

  it("runs to the end of its last day", () => {
    expect(isOfferRunning(offer, "2027-04-30")).toBe(true);
    expect(isOfferRunning(offer, "2027-05-01")).toBe(false);
    expect(isOfferRunning({ validUntil: "" }, "2099-01-01")).toBe(true);
  });
});

describe("a Featured advisor's workshop", () => {
  it("is none, or a title, a day, a place (or online), text and an optional https sign-up link", () => {
    expect(workshopError(null)).toBeNull();
    expect(workshopError(workshop)).toBeNull();
    expect(workshopError({ ...workshop, isOnline: false, place: "Hotel Santa Caterina, Amalfi", signUpUrl: "https://agency.example.com/signup" })).toBeNull();
  });

  it("says what is missing or wrong", () => {
    expect(workshopError({ ...workshop, title: " " })).toBe(M.workshopTitle);
    expect(workshopError({ ...workshop, date: "" })).toBe(M.workshopDate);
    expect(workshopError({ ...workshop, date: "2027-13-01" })).toBe(M.workshopDate);
    expect(workshopError({ ...workshop, isOnline: false, place: "" })).toBe(M.workshopPlace);
    expect(workshopError({ ...workshop, text: "x".repeat(LIMITS.workshopText + 1) })).toBe(M.workshopLength);
    expect(workshopError({ ...workshop, signUpUrl: "http://agency.example.com" })).toBe(M.workshopUrl);
    expect(workshopError("A free-text note")).toBe(M.workshopTitle);
  });

  it("keeps no place for an online workshop", () => {
    expect(cleanWorkshop({ ...workshop, place: " Rome ", title: " Vows " })).toMatchObject({ title: "Vows", place: "" });
  });
});

describe("a Featured advisor's article", () => {
  it("is none, or a title and a body within their limits", () => {
    expect(articleError(null)).toBeNull();
    expect(articleError(article)).toBeNull();
    expect(articleError({ ...article, title: "" })).toBe(M.articleTitle);
    expect(articleError({ ...article, body: " " })).toBe(M.articleBody);
    expect(articleError({ ...article, body: "x".repeat(LIMITS.articleBody + 1) })).toBe(M.articleLength);
  });
});

describe("a destination's featured hotels and itineraries", () => {
  it("are listing ids, each once, up to the limit", () => {
    expect(featuredIdsError([3, 1, 2], M.featuredHotels)).toBeNull();
    expect(featuredIdsError([3, 3], M.featuredHotels)).toBe(M.featuredHotels);
    expect(featuredIdsError([0], M.featuredHotels)).toBe(M.featuredHotels);
    expect(featuredIdsError([1.5], M.featuredHotels)).toBe(M.featuredHotels);
    expect(featuredIdsError(Array.from({ length: LIMITS.featured + 1 }, (_, index) => index + 1), M.featuredItineraries)).toBe(M.featuredItineraries);
  });
});

describe("checkStorefront with the richer parts", () => {
  const advisor = { ...EMPTY_STOREFRONT, agencyName: "Vetrina Journeys", reviews: [review], specialOffers: [offer], workshop, article };

  it("lets a Featured advisor save them, and refuses each to a Basic profile with the upgrade message", () => {
    expect(checkStorefront(advisor, { kind: "advisor", isFeatured: true })).toEqual({});
    expect(checkStorefront(advisor, { kind: "advisor", isFeatured: false })).toEqual({
      reviews: STOREFRONT_MESSAGES.featuredOnly,
      specialOffers: STOREFRONT_MESSAGES.featuredOnly,
      workshop: STOREFRONT_MESSAGES.featuredOnly,
      article: STOREFRONT_MESSAGES.featuredOnly,
    });
    expect(checkStorefront({ ...advisor, reviews: [], specialOffers: [], workshop: null, article: null }, { kind: "advisor", isFeatured: false })).toEqual({});
  });

  it("checks a destination's featured ids and trims what is stored", () => {
    expect(checkStorefront({ ...EMPTY_STOREFRONT, featuredHotelIds: [1, 1] }, { kind: "destination", isFeatured: false })).toEqual({ featuredHotelIds: M.featuredHotels });
    const cleaned = cleanStorefront({ ...advisor, reviews: [{ author: " Ana ", trip: " ", text: " Lovely. " }], article: { title: " T ", body: " B " } });
    expect(cleaned.reviews).toEqual([{ author: "Ana", trip: "", text: "Lovely." }]);
    expect(cleaned.article).toEqual({ title: "T", body: "B" });
  });

  it("takes only https links with a named host", () => {
    expect(isHttpsLink("https://vimeo.com/123")).toBe(true);
    expect(isHttpsLink(`https://a.example.com/${"x".repeat(LIMITS.link)}`)).toBe(false);
  });
});
