import { eq } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import { EMPTY_STOREFRONT, STOREFRONT_FIELDS, STOREFRONT_MESSAGES, type StorefrontField, type StorefrontKind, type StorefrontValues } from "../../../core/storefront-rules";
import type { PlaceSearch } from "../../adapters/places/place-search";
import type { Database } from "../../db/client";
import { listings, type ListingRow } from "../../db/schema/catalogue";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { advisorTierOf, parseAdvisorDetails, parseDestinationFacts, parseHotelFacts } from "../catalogue/parse-listing-details";
import { preparingBusinessAccountOf } from "../deals/business-account-of";
import { featuredChoicesOf, type FeaturedChoice } from "./featured-listings";

/** What the storefront functions need (a subset of AppServices, so tests can pass their own). */
export type StorefrontDeps = {
  db: Database;
  clock: Clock;
  /** Cleared after each change, with the page cache that depends on it; absent in most tests. */
  catalogueCache?: CatalogueCache;
  /** Reads a typed address as a town the catalogue does not know (decision 040). */
  placeSearch?: PlaceSearch;
};

/** The signed-in business's listing as its editor shows it. */
export type StorefrontView = {
  kind: StorefrontKind;
  title: string;
  path: string;
  /** Couples see the page now (an active listing). */
  isLive: boolean;
  /** A Featured advisor profile. */
  isFeatured: boolean;
  /** The fields this kind edits, in the form's order. */
  fields: readonly StorefrontField[];
  /** Every field; those of other kinds empty. */
  values: StorefrontValues;
  /** Destinations: the hotels and itineraries their ids name, in order (those not live left out). */
  featured?: { hotels: FeaturedChoice[]; itineraries: FeaturedChoice[] };
};

/**
 * The listing of the signed-in business: an active business account, or one still in review
 * preparing its page, with a listing of its own, else 403 (the refusals of the business's leads and rooms). Nothing else is ever edited: the
 * listing comes from the account, never from the request.
 */
export async function ownListing(db: Database, userId: number): Promise<{ kind: StorefrontKind; listing: ListingRow }> {
  const account = await preparingBusinessAccountOf(db, userId);
  if (account.listingId === null) throw new AppError("FORBIDDEN", STOREFRONT_MESSAGES.noListing);
  const [listing] = await db.select().from(listings).where(eq(listings.id, account.listingId)).limit(1);
  if (!listing) throw new AppError("FORBIDDEN", STOREFRONT_MESSAGES.noListing);
  return { kind: account.kind, listing };
}

const text = (value: string | null | undefined) => value ?? "";

export function isFeaturedListing(kind: StorefrontKind, listing: ListingRow): boolean {
  return kind === "advisor" && advisorTierOf(listing.details) === "featured";
}

/** The long text the page shows: the body, else (for a listing that never had one) the summary. */
function longTextOf(listing: ListingRow): string {
  return listing.body || listing.description;
}

export function valuesOf(kind: StorefrontKind, listing: ListingRow): StorefrontValues {
  switch (kind) {
    case "hotel": {
      const facts = parseHotelFacts(listing.details);
      return {
        ...EMPTY_STOREFRONT,
        description: longTextOf(listing),
        highlights: facts.highlights,
        amenities: listing.amenities,
        goodFor: listing.goodFor,
        address: text(facts.address),
        postalCode: text(facts.postalCode),
        city: text(listing.city),
        region: text(listing.region),
        country: text(listing.country),
        latitude: listing.latitude,
        longitude: listing.longitude,
        checkIn: text(facts.checkIn),
        checkOut: text(facts.checkOut),
        policies: text(facts.policies),
        website: text(listing.website),
        phone: text(listing.phone),
      };
    }
    case "advisor": {
      const details = parseAdvisorDetails(listing.details);
      return {
        ...EMPTY_STOREFRONT,
        about: longTextOf(listing),
        agencyName: text(details.agencyName),
        destinations: details.destinations,
        specialties: listing.goodFor,
        languages: details.languages,
        yearsExperience: typeof listing.details.yearsExperience === "number" ? listing.details.yearsExperience : details.yearsExperience,
        videoUrl: text(details.videoUrl),
        affiliations: details.affiliations,
        reviews: details.reviews.map(({ author, trip, text: words }) => ({ author, trip, text: words })),
        specialOffers: details.specialOffers,
        workshop: details.workshop,
        article: details.article,
      };
    }
    case "destination": {
      const facts = parseDestinationFacts(listing.details);
      return {
        ...EMPTY_STOREFRONT,
        description: longTextOf(listing),
        highlights: facts.highlights,
        bestTime: text(facts.bestTime),
        featuredHotelIds: facts.featuredHotelIds,
        featuredItineraryIds: facts.featuredItineraryIds,
      };
    }
  }
}

/** The view, with a destination's featured hotels and itineraries named. */
export async function fullViewOf(db: Database, kind: StorefrontKind, listing: ListingRow): Promise<StorefrontView> {
  const view = viewOf(kind, listing);
  if (kind !== "destination") return view;
  const [hotels, itineraries] = await Promise.all([
    featuredChoicesOf(db, listing.id, view.values.featuredHotelIds, HOTEL_LISTING_TYPES),
    featuredChoicesOf(db, listing.id, view.values.featuredItineraryIds, ["itinerary"]),
  ]);
  return { ...view, featured: { hotels, itineraries } };
}

export function viewOf(kind: StorefrontKind, listing: ListingRow): StorefrontView {
  return {
    kind,
    title: listing.title,
    path: listingPath(listing.type, listing.slug),
    isLive: listing.status === "active",
    isFeatured: isFeaturedListing(kind, listing),
    fields: STOREFRONT_FIELDS[kind],
    values: valuesOf(kind, listing),
  };
}

