import { describe, expect, it } from "vitest";
import type { ListingDetail } from "../../../core/listing-view";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  brandJsonLd,
  hotelJsonLd,
  offerJsonLd,
  planOfferJsonLd,
  runningOfferJsonLd,
  travelAgencyJsonLd,
} from "./structured-data.server";

const ORIGIN = "https://amora.test";
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ABSOLUTE = /^https:\/\/amora\.test\//;

function listing(overrides: Partial<ListingDetail>): ListingDetail {
  return {
    id: 1,
    type: "basic",
    slug: "villa-amore",
    path: "/villa-amore",
    title: "Villa Amore",
    heading: null,
    description: "",
    city: "Positano",
    country: "Italy",
    category: "resort",
    starRating: 5,
    priceFrom: 420,
    isFeatured: false,
    likesCount: 0,
    image: null,
    body: "",
    keywords: null,
    region: "Europe",
    website: null,
    amenities: [],
    goodFor: [],
    tags: [],
    categories: [],
    details: {},
    gallery: [],
    publishedAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-04-02T10:30:00.000Z",
    ...overrides,
  };
}

describe("Hotel / Resort JSON-LD", () => {
  it("has a PostalAddress with street, postal code, town and ISO country code, and a description of its own", () => {
    const hotel = hotelJsonLd(ORIGIN, listing({ details: { address: "Via dei Limoni 27, 84017 Positano, Italy" } }));
    expect(hotel).toMatchObject({
      "@type": "Resort",
      name: "Villa Amore",
      url: "https://amora.test/villa-amore",
      address: { "@type": "PostalAddress", streetAddress: "Via dei Limoni 27", postalCode: "84017", addressLocality: "Positano", addressCountry: "IT" },
    });
    expect(hotel.description).toBe("Villa Amore: a 5-star resort in Positano, Europe, Italy, for couples planning a romantic getaway.");
  });

  it("gives the postal code the hotel stored next to its address, not one read from the address", () => {
    const stored = hotelJsonLd(ORIGIN, listing({ details: { address: "Via dei Limoni 27, 84010 Positano, Italy", postalCode: "84017" } }));
    expect(stored.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Via dei Limoni 27",
      postalCode: "84017",
      addressLocality: "Positano",
      addressCountry: "IT",
    });
    // The storefront's street alone, with the postal code in its own field.
    const street = hotelJsonLd(ORIGIN, listing({ details: { address: "Via dei Limoni 27", postalCode: "84017" } }));
    expect(street.address).toMatchObject({ streetAddress: "Via dei Limoni 27", postalCode: "84017" });
  });

  it("gives a business's new listing (town and country only, no description) an address and its own description", () => {
    const hotel = hotelJsonLd(ORIGIN, listing({ type: "basic", category: null, city: "Amalfi", region: null, details: { address: "Amalfi, Italy" } }));
    expect(hotel.address).toEqual({ "@type": "PostalAddress", addressLocality: "Amalfi", addressCountry: "IT" });
    expect(hotel.description).toBe("Villa Amore: a 5-star hotel in Amalfi, Italy, for couples planning a romantic getaway.");
  });
});

describe("TravelAgency and Organization JSON-LD", () => {
  it("has the agency's address and links sameAs only to a real website", () => {
    const demo = travelAgencyJsonLd(
      ORIGIN,
      listing({ type: "advisor", path: "/ta/ana", city: "Austin", country: "United States", website: "https://www.starlit.example.com", details: { address: "12 Bay Street, Austin, 78701, United States" } }),
    );
    expect(demo).toMatchObject({ "@type": "TravelAgency", address: { streetAddress: "12 Bay Street", postalCode: "78701", addressCountry: "US" } });
    expect(demo).not.toHaveProperty("sameAs");
    const real = travelAgencyJsonLd(ORIGIN, listing({ type: "advisor", website: "https://www.starlit-journeys.com" }));
    expect(real.sameAs).toBe("https://www.starlit-journeys.com");
    expect(brandJsonLd(ORIGIN, listing({ type: "brand", website: "https://brand.example.com" }))).not.toHaveProperty("sameAs");
  });
});

describe("Article JSON-LD", () => {
  const article = listing({ type: "article", path: "/article/a-week-in-positano", description: "Lemon groves and sea views." });

  it("has ISO dates, an author with the URL of their page and the publisher's logo as an ImageObject", () => {
    const json = articleJsonLd(ORIGIN, article, { author: "Lucia Romano", authorPath: "/ta/lucia-romano", publisher: "Amora" });
    expect(json).toMatchObject({
      "@type": "Article",
      headline: "Villa Amore",
      datePublished: "2026-03-01T09:00:00.000Z",
      dateModified: "2026-04-02T10:30:00.000Z",
      author: { "@type": "Person", name: "Lucia Romano", url: "https://amora.test/ta/lucia-romano" },
      publisher: {
        "@type": "Organization",
        name: "Amora",
        url: "https://amora.test/",
        logo: { "@type": "ImageObject", url: "https://amora.test/logo.png", width: 512, height: 512 },
      },
    });
    expect(json.datePublished).toMatch(ISO_DATE_TIME);
    expect(json.dateModified).toMatch(ISO_DATE_TIME);
  });

  it("names the product as the author, with its address, when the article has no byline", () => {
    expect(articleJsonLd(ORIGIN, article, { author: null, authorPath: null, publisher: "Amora" }).author).toEqual({
      "@type": "Organization",
      name: "Amora",
      url: "https://amora.test/",
    });
  });
});

describe("Offer and BreadcrumbList JSON-LD", () => {
  it("says every offer is available, with an absolute URL and a price in dollars", () => {
    const plan = planOfferJsonLd({ origin: ORIGIN, path: "/upgrade", name: "VIP Access", description: "d", price: "149.00", billingDuration: "P1Y", productName: "Amora" });
    expect(plan).toMatchObject({ "@type": "Offer", availability: "https://schema.org/InStock", priceCurrency: "USD", price: "149.00" });
    expect(plan.url).toMatch(ABSOLUTE);
    const deal = runningOfferJsonLd(ORIGIN, listing({ type: "offer", path: "/honeymoon-deal", priceFrom: 300 }));
    expect(deal).toEqual({ "@type": "Offer", name: "Villa Amore", url: "https://amora.test/honeymoon-deal", price: 300, priceCurrency: "USD", availability: "https://schema.org/InStock" });
  });

  it("gives the hotel a deal is at its full postal address", () => {
    const deal = offerJsonLd(
      ORIGIN,
      listing({ type: "offer", path: "/honeymoon-deal", priceFrom: 300 }),
      { validFrom: null, validUntil: "2027-03-31" },
      listing({ path: "/villa-amore", details: { address: "Via dei Limoni 27, 84017 Positano, Italy" } }),
    );
    expect(deal).toMatchObject({
      "@type": "Offer",
      price: 300,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      validThrough: "2027-03-31",
      itemOffered: {
        "@type": "Hotel",
        url: "https://amora.test/villa-amore",
        address: { "@type": "PostalAddress", streetAddress: "Via dei Limoni 27", postalCode: "84017", addressLocality: "Positano", addressCountry: "IT" },
      },
    });
  });

  it("numbers the crumbs from 1 with absolute URLs", () => {
    const crumbs = breadcrumbJsonLd(ORIGIN, [
      { name: "Home", path: "/" },
      { name: "Villa Amore", path: "/villa-amore" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://amora.test/" },
      { "@type": "ListItem", position: 2, name: "Villa Amore", item: "https://amora.test/villa-amore" },
    ]);
  });
});
