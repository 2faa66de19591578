import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, OCCASIONS } from "../../../core/listing-types";
import type { ListingDetail, ListingSummary } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { coverImages, type ListingPage } from "./list-listings";
import { listHotels } from "./list-hotels";
import { listListingsById } from "./list-listings-by-id";
import { toListingSummary } from "./listing-mapper";
import {
  parseBrandId,
  parseItineraryDays,
  parseOfferTerms,
  type ItineraryDay,
  type OfferTerms,
} from "./parse-listing-details";

export type ListingRelations =
  | {
      kind: "hotel";
      destination: ListingSummary | null;
      brand: ListingSummary | null;
      /** The occasions the hotel is good for, with their pages. */
      occasions: { slug: string; name: string; path: string }[];
      /** Other hotels in the same destination (or, without one, the same country). */
      nearby: ListingSummary[];
    }
  | { kind: "destination"; hotels: ListingPage }
  | { kind: "brand"; hotels: ListingPage }
  | { kind: "offer"; terms: OfferTerms; hotel: ListingSummary | null; isExpired: boolean }
  | { kind: "itinerary"; days: ItineraryDay[]; destination: ListingSummary | null };

export type GetListingRelationsOptions = {
  db: Database;
  listing: ListingDetail;
  /** Page of the hotels list on destination and brand pages. */
  page?: number;
  perPage?: number;
  /** To tell whether an offer has lapsed. */
  now: Date;
};

const NEARBY_LIMIT = 4;

/** What a root listing page shows beside the listing itself, by the listing's kind. */
export async function getListingRelations({
  db,
  listing,
  page = 1,
  perPage = 12,
  now,
}: GetListingRelationsOptions): Promise<ListingRelations> {
  switch (listing.type) {
    case "basic":
    case "property":
      return hotelRelations(db, listing);
    case "destination":
      return { kind: "destination", hotels: await listHotels({ db, destinationId: listing.id, page, perPage }) };
    case "brand":
      return { kind: "brand", hotels: await listHotels({ db, brandId: listing.id, page, perPage }) };
    case "offer": {
      const terms = parseOfferTerms(listing.details);
      const [hotel] = terms.hotelId === null ? [] : await listListingsById({ db, ids: [terms.hotelId] });
      const isExpired = terms.validUntil !== null && Date.parse(terms.validUntil) < now.getTime() - 86_400_000;
      return { kind: "offer", terms, hotel: hotel ?? null, isExpired };
    }
    case "itinerary": {
      const [destination] = await destinationOf(db, listing);
      return { kind: "itinerary", days: parseItineraryDays(listing.details), destination: destination ?? null };
    }
    default:
      throw new Error(`No root page for listings of type ${listing.type}`);
  }
}

async function destinationOf(db: Database, listing: ListingDetail): Promise<ListingSummary[]> {
  const [row] = await db
    .select({ destinationId: listings.destinationId })
    .from(listings)
    .where(eq(listings.id, listing.id));
  if (!row?.destinationId) return [];
  return listListingsById({ db, ids: [row.destinationId], types: ["destination"] });
}

async function hotelRelations(db: Database, hotel: ListingDetail): Promise<ListingRelations> {
  const brandId = parseBrandId(hotel.details);
  const [[row], brand] = await Promise.all([
    db.select({ destinationId: listings.destinationId }).from(listings).where(eq(listings.id, hotel.id)),
    brandId === null ? Promise.resolve([]) : listListingsById({ db, ids: [brandId], types: ["brand"] }),
  ]);
  const destinationId = row?.destinationId ?? null;
  const [destination, nearby] = await Promise.all([
    destinationId === null ? Promise.resolve([]) : listListingsById({ db, ids: [destinationId], types: ["destination"] }),
    destinationId !== null
      ? listHotels({ db, destinationId, excludeListingId: hotel.id, perPage: NEARBY_LIMIT }).then((result) => result.items)
      : hotelsInCountry(db, hotel),
  ]);
  return {
    kind: "hotel",
    destination: destination[0] ?? null,
    brand: brand[0] ?? null,
    occasions: OCCASIONS.filter((occasion) => hotel.goodFor.includes(occasion.slug)).map((occasion) => ({
      slug: occasion.slug,
      name: occasion.name,
      path: `/occassions/${occasion.slug}`,
    })),
    nearby,
  };
}

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
        sql`${listings.id} <> ${hotel.id}`,
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
