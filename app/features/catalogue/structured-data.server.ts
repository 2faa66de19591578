import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Crumb } from "./breadcrumbs";

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

function address(listing: ListingSummary): JsonLd | undefined {
  if (!listing.city && !listing.country) return undefined;
  return {
    "@type": "PostalAddress",
    ...(listing.city ? { addressLocality: listing.city } : {}),
    ...(listing.country ? { addressCountry: listing.country } : {}),
  };
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
    description: hotel.description,
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
    description: destination.description,
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
    description: brand.description,
    url: absolute(origin, brand.path),
    logo: imageOf(origin, brand),
    sameAs: brand.website ?? undefined,
  });
}

export function offerJsonLd(
  origin: string,
  offer: ListingDetail,
  terms: { validFrom: string | null; validUntil: string | null },
  hotel: ListingSummary | null,
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

export function articleJsonLd(origin: string, article: ListingDetail, author: string | null, publisher: string): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url: absolute(origin, article.path),
    mainEntityOfPage: absolute(origin, article.path),
    image: imageOf(origin, article),
    datePublished: article.publishedAt,
    author: author ? { "@type": "Person", name: author } : { "@type": "Organization", name: publisher },
    publisher: { "@type": "Organization", name: publisher },
    keywords: article.keywords ?? undefined,
  });
}

export function travelAgencyJsonLd(origin: string, advisor: ListingDetail): JsonLd {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: advisor.title,
    description: advisor.description,
    url: absolute(origin, advisor.path),
    image: imageOf(origin, advisor),
    address: address(advisor),
    sameAs: advisor.website ?? undefined,
  });
}
