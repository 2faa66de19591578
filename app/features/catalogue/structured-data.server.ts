import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import { linkableWebsite } from "../../../core/placeholder-links";
import { postalAddressOf } from "../../../core/postal-address";
import type { Crumb } from "./breadcrumbs";
import { describeListing } from "./listing-description";

/**
 * schema.org objects for the head's JSON-LD (docs/quality.md "Accessibility and SEO"). Pure builders:
 * loaders pass the origin so every address is absolute, as crawlers require.
 */
type JsonLd = Record<string, unknown>;

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

function imageOf(origin: string, listing: ListingSummary): string | undefined {
  return listing.image ? absolute(origin, listing.image.sizes.large) : undefined;
}

/** The publisher's logo: a square PNG the server serves from the client build's root (public/logo.png). */
export const PUBLISHER_LOGO = { path: "/logo.png", width: 512, height: 512 } as const;

/** The product as the publisher of its pages, with its logo. */
export function publisherJsonLd(origin: string, name: string): JsonLd {
  return {
    "@type": "Organization",
    name,
    url: absolute(origin, "/"),
    logo: { "@type": "ImageObject", url: absolute(origin, PUBLISHER_LOGO.path), width: PUBLISHER_LOGO.width, height: PUBLISHER_LOGO.height },
  };
}

/**
 * A PostalAddress from the address the business typed (details.address), the postal code it gave
 * (details.postalCode, preferred to one read from the typed address) and the listing's town and
 * country, the country as its ISO 3166-1 alpha-2 code; undefined when nothing is known.
 */
function address(listing: ListingSummary & { details?: Record<string, unknown> }): JsonLd | undefined {
  const typed = typeof listing.details?.address === "string" ? listing.details.address : null;
  const postalCode = typeof listing.details?.postalCode === "string" ? listing.details.postalCode : null;
  const parts = postalAddressOf({ typed, postalCode, city: listing.city, country: listing.country });
  const postal = withoutEmpty({ "@type": "PostalAddress", ...parts });
  return Object.keys(postal).length > 1 ? postal : undefined;
}

function withoutEmpty(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  );
}

export function websiteJsonLd(origin: string, name: string, description: string | null): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: absolute(origin, "/"),
    description,
  });
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** A list page: a CollectionPage whose main entity is the ItemList of what it shows. */
export function collectionPageJsonLd(options: {
  origin: string;
  path: string;
  name: string;
  description?: string | null;
  items: { name: string; path: string }[];
  /** Position of the first item, so page 2 continues where page 1 stopped. */
  firstPosition?: number;
}): JsonLd {
  const { origin, path, name, description, items, firstPosition = 1 } = options;
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name,
    description,
    url: absolute(origin, path),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: firstPosition + index,
        name: item.name,
        url: absolute(origin, item.path),
      })),
    },
  });
}

export function hotelJsonLd(origin: string, hotel: ListingDetail): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": hotel.category && /resort/i.test(hotel.category) ? "Resort" : "Hotel",
    name: hotel.title,
    description: describeListing(hotel),
    url: absolute(origin, hotel.path),
    image: imageOf(origin, hotel),
    address: address(hotel),
    starRating: hotel.starRating ? { "@type": "Rating", ratingValue: hotel.starRating } : undefined,
    priceRange: hotel.priceFrom ? `From $${hotel.priceFrom}` : undefined,
    amenityFeature: hotel.amenities.length
      ? hotel.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true }))
      : undefined,
  });
}

export function destinationJsonLd(origin: string, destination: ListingDetail, hotels: ListingSummary[]): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: destination.title,
    description: describeListing(destination),
    url: absolute(origin, destination.path),
    image: imageOf(origin, destination),
    address: address(destination),
    touristType: "Couples",
    includesAttraction: hotels.length
      ? hotels.map((hotel) => ({ "@type": "Hotel", name: hotel.title, url: absolute(origin, hotel.path) }))
      : undefined,
  });
}

export function brandJsonLd(origin: string, brand: ListingDetail): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.title,
    description: describeListing(brand),
    url: absolute(origin, brand.path),
    logo: imageOf(origin, brand),
    sameAs: linkableWebsite(brand.website) ?? undefined,
  });
}

export function offerJsonLd(
  origin: string,
  offer: ListingDetail,
  terms: { validFrom: string | null; validUntil: string | null },
  /** The hotel it is at, with its details for a full PostalAddress. */
  hotel: (ListingSummary & { details?: Record<string, unknown> }) | null,
): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Offer",
    name: offer.title,
    description: offer.description,
    url: absolute(origin, offer.path),
    image: imageOf(origin, offer),
    price: offer.priceFrom ?? undefined,
    priceCurrency: offer.priceFrom ? "USD" : undefined,
    validFrom: terms.validFrom,
    validThrough: terms.validUntil,
    availability: "https://schema.org/InStock",
    itemOffered: hotel
      ? { "@type": "Hotel", name: hotel.title, url: absolute(origin, hotel.path), address: address(hotel) }
      : undefined,
  });
}

export function itineraryJsonLd(origin: string, itinerary: ListingDetail, days: { title: string }[]): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: itinerary.title,
    description: itinerary.description,
    url: absolute(origin, itinerary.path),
    image: imageOf(origin, itinerary),
    touristType: "Couples",
    itinerary: days.length
      ? {
          "@type": "ItemList",
          itemListElement: days.map((day, index) => ({ "@type": "ListItem", position: index + 1, name: day.title })),
        }
      : undefined,
  });
}

export type ArticleByline = {
  /** The byline's name; null: the product writes it. */
  author: string | null;
  /** The author's page on the site (an advisor's profile), when there is one. */
  authorPath: string | null;
  /** The product's name: the publisher. */
  publisher: string;
};

/** An Article with its dates, an author with a URL (their page, or the publisher's) and the publisher's logo. */
export function articleJsonLd(origin: string, article: ListingDetail, { author, authorPath, publisher }: ArticleByline): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: describeListing(article),
    url: absolute(origin, article.path),
    mainEntityOfPage: absolute(origin, article.path),
    image: imageOf(origin, article),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
    author: author
      ? { "@type": "Person", name: author, url: absolute(origin, authorPath ?? "/article") }
      : { "@type": "Organization", name: publisher, url: absolute(origin, "/") },
    publisher: publisherJsonLd(origin, publisher),
    keywords: article.keywords ?? undefined,
  });
}

export function travelAgencyJsonLd(origin: string, advisor: ListingDetail): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: advisor.title,
    description: describeListing(advisor),
    url: absolute(origin, advisor.path),
    image: imageOf(origin, advisor),
    address: address(advisor),
    sameAs: linkableWebsite(advisor.website) ?? undefined,
  });
}

/** A running deal a business offers (its page lists only those still open to book). */
export function runningOfferJsonLd(origin: string, deal: ListingSummary): JsonLd {
  return withoutEmpty({
    "@type": "Offer",
    name: deal.title,
    url: absolute(origin, deal.path),
    price: deal.priceFrom ?? undefined,
    priceCurrency: deal.priceFrom ? "USD" : undefined,
    availability: "https://schema.org/InStock",
  });
}

/** A plan sold on the site (VIP Access on /upgrade): a yearly price, always available, sold by the product. */
export function planOfferJsonLd(options: {
  origin: string;
  path: string;
  name: string;
  description: string;
  /** "149.00" */
  price: string;
  /** ISO 8601 duration of one billing period, e.g. "P1Y". */
  billingDuration: string;
  productName: string;
}): JsonLd {
  const { origin, path, name, description, price, billingDuration, productName } = options;
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name,
    description,
    url: absolute(origin, path),
    price,
    priceCurrency: "USD",
    priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", billingDuration },
    availability: "https://schema.org/InStock",
    seller: { "@type": "Organization", name: productName, url: absolute(origin, "/") },
  };
}
