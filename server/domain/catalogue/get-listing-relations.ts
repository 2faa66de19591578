import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, OCCASIONS } from "../../../core/listing-types";
import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";
import { coverImages, type ListingPage } from "./paginate-listings";
import { listHotels } from "./list-hotels";
import { listListingsByKey } from "./list-listings-by-key";
import { toListingSummary } from "./listing-mapper";
import {
  parseBrandFacts,
  parseBrandId,
  parseDestinationFacts,
  parseHotelFacts,
  parseItineraryPlan,
  parseOfferTerms,
  type BrandFacts,
  type DestinationFacts,
  type HotelFacts,
  type ItineraryPlan,
  type OfferTerms,
} from "./parse-listing-details";

export type OccasionLink = { slug: string; name: string; path: string };

export type ListingRelations =
  | {
      kind: "hotel";
      facts: HotelFacts;
      destination: ListingSummary | null;
      brand: ListingSummary | null;
      /** The occasions the hotel is good for, in the fixed order of the occasions list. */
      occasions: OccasionLink[];
      /** Other hotels in the same destination (or, without one, the same country). */
      nearby: ListingSummary[];
    }
  | {
      kind: "destination";
      facts: DestinationFacts;
      occasions: OccasionLink[];
      hotels: ListingPage;
      /** The hotels and itineraries the destination features (its storefront), in its order; those not live left out. */
      featuredHotels: ListingSummary[];
      featuredItineraries: ListingSummary[];
    }
  | { kind: "brand"; facts: BrandFacts; hotels: ListingPage }
  | {
      kind: "offer";
      terms: OfferTerms;
      /** The hotel the offer is at, with its details (its typed address and postal code, for the JSON-LD). */
      hotel: (ListingSummary & Pick<ListingDetail, "details">) | null;
      isExpired: boolean;
    }
  | { kind: "itinerary"; plan: ItineraryPlan; destination: ListingSummary | null; occasions: OccasionLink[] };

export type GetListingRelationsOptions = {
  db: Database;
  listing: ListingDetail;
  /** Page of the hotels list on destination and brand pages. */
  page?: number;
  perPage?: number;
  /** To tell whether an offer has lapsed. */
  now: Date;
  /** Serve repeated reads from memory (an offer's lapse is then seen up to the TTL late). */
  cache?: CatalogueCache;
};

const NEARBY_LIMIT = 4;
const DAY_MS = 86_400_000;

/** What a root listing page shows beside the listing itself, by the listing's kind. */
export function getListingRelations({ cache, ...options }: GetListingRelationsOptions): Promise<ListingRelations> {
  if (!cache) return loadListingRelations(options);
  const { listing, page = 1, perPage = 12 } = options;
  return cache.read(catalogueCacheKey("getListingRelations", { id: listing.id, page, perPage }), () =>
    loadListingRelations(options),
  );
}

async function loadListingRelations({
  db,
  listing,
  page = 1,
  perPage = 12,
  now,
}: Omit<GetListingRelationsOptions, "cache">): Promise<ListingRelations> {
  switch (listing.type) {
    case "basic":
    case "property":
      return hotelRelations(db, listing);
    case "destination": {
      const facts = parseDestinationFacts(listing.details);
      const [hotels, featuredHotels, featuredItineraries] = await Promise.all([
        listHotels({ db, destinationId: listing.id, page, perPage }),
        listListingsByKey({ db, by: { ids: facts.featuredHotelIds }, types: HOTEL_LISTING_TYPES }),
        listListingsByKey({ db, by: { ids: facts.featuredItineraryIds }, types: ["itinerary"] }),
      ]);
      return { kind: "destination", facts, occasions: occasionLinks(listing.goodFor), hotels, featuredHotels, featuredItineraries };
    }
    case "brand":
      return {
        kind: "brand",
        facts: parseBrandFacts(listing.details),
        hotels: await listHotels({ db, brandId: listing.id, page, perPage }),
      };
    case "offer": {
      const terms = parseOfferTerms(listing.details);
      const [[hotel], details] =
        terms.hotelId === null
          ? [[], null]
          : await Promise.all([
              listListingsByKey({ db, by: { ids: [terms.hotelId] }, types: HOTEL_LISTING_TYPES }),
              detailsOf(db, terms.hotelId),
            ]);
      // An offer runs to the end of its last day, wherever the couple books from.
      const isExpired = terms.validUntil !== null && Date.parse(terms.validUntil) + DAY_MS < now.getTime();
      return { kind: "offer", terms, hotel: hotel ? { ...hotel, details: details ?? {} } : null, isExpired };
    }
    case "itinerary":
      return {
        kind: "itinerary",
        plan: parseItineraryPlan(listing.details),
        destination: await destinationOf(db, listing.id),
        occasions: occasionLinks(listing.goodFor),
      };
    default:
      throw new Error(`No root page for listings of type ${listing.type}`);
  }
}

function occasionLinks(goodFor: string[]): OccasionLink[] {
  return OCCASIONS.filter((occasion) => goodFor.includes(occasion.slug)).map((occasion) => ({
    slug: occasion.slug,
    name: occasion.name,
    path: `/occassions/${occasion.slug}`,
  }));
}

async function detailsOf(db: Database, listingId: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ details: listings.details }).from(listings).where(eq(listings.id, listingId));
  return row?.details ?? null;
}

async function destinationIdOf(db: Database, listingId: number): Promise<number | null> {
  const [row] = await db
    .select({ destinationId: listings.destinationId })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.destinationId ?? null;
}

async function destinationOf(db: Database, listingId: number): Promise<ListingSummary | null> {
  const destinationId = await destinationIdOf(db, listingId);
  if (destinationId === null) return null;
  const [destination] = await listListingsByKey({ db, by: { ids: [destinationId] }, types: ["destination"] });
  return destination ?? null;
}

async function hotelRelations(db: Database, hotel: ListingDetail): Promise<ListingRelations> {
  const brandId = parseBrandId(hotel.details);
  const [destinationId, brand] = await Promise.all([
    destinationIdOf(db, hotel.id),
    brandId === null ? Promise.resolve([]) : listListingsByKey({ db, by: { ids: [brandId] }, types: ["brand"] }),
  ]);
  const [destination, nearby] = await Promise.all([
    destinationId === null
      ? Promise.resolve([])
      : listListingsByKey({ db, by: { ids: [destinationId] }, types: ["destination"] }),
    destinationId !== null
      ? listHotels({ db, destinationId, excludeListingId: hotel.id, perPage: NEARBY_LIMIT }).then(
          (result) => result.items,
        )
      : hotelsInCountry(db, hotel),
  ]);
  return {
    kind: "hotel",
    facts: parseHotelFacts(hotel.details),
    destination: destination[0] ?? null,
    brand: brand[0] ?? null,
    occasions: occasionLinks(hotel.goodFor),
    nearby,
  };
}

/** Neighbours of a hotel without a destination: same country, same city first. */
async function hotelsInCountry(db: Database, hotel: ListingDetail): Promise<ListingSummary[]> {
  if (!hotel.country) return [];
  const rows = await db
    .select()
    .from(listings)
    .where(
      and(
        inArray(listings.type, [...HOTEL_LISTING_TYPES]),
        eq(listings.status, "active"),
        eq(listings.country, hotel.country),
        ne(listings.id, hotel.id),
      ),
    )
    .orderBy(desc(sql`${listings.city} is not distinct from ${hotel.city}`), asc(listings.id))
    .limit(NEARBY_LIMIT);
  const covers = await coverImages(
    db,
    rows.map((candidate) => candidate.id),
  );
  return rows.map((candidate) => toListingSummary(candidate, covers.get(candidate.id)));
}
