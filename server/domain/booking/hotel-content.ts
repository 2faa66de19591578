import { asc, eq } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import type { MediaSizes } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listingMedia } from "../../db/schema/catalogue";
import { roomTypes, type RoomTypeRow } from "../../db/schema/inventory";
import { notFound } from "../../kernel/errors";
import { versionedSceneSizes } from "../media/scene-urls";
import { findHotel } from "./booking-location";

export type HotelContent = {
  id: number;
  slug: string;
  path: string;
  name: string;
  stars: number | null;
  category: string | null;
  address: { city: string | null; region: string | null; country: string | null; latitude: number | null; longitude: number | null };
  description: string;
  pictures: ({ alt: string } & MediaSizes)[];
  amenities: string[];
  goodFor: string[];
  roomTypes: RoomTypeRow[];
};

export const HOTEL_NOT_FOUND = "We could not find that hotel.";

/** A hotel's content for its booking page (fetchhotelcontent): the listing, its pictures and room types. */
export async function getHotelContent(db: Database, hotel: string): Promise<HotelContent> {
  const row = await findHotel(db, hotel);
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  const [media, rooms] = await Promise.all([
    db.select().from(listingMedia).where(eq(listingMedia.listingId, row.id)).orderBy(asc(listingMedia.position), asc(listingMedia.id)),
    db.select().from(roomTypes).where(eq(roomTypes.listingId, row.id)).orderBy(asc(roomTypes.position), asc(roomTypes.id)),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    path: listingPath(row.type, row.slug),
    name: row.title,
    stars: row.starRating,
    category: row.category,
    address: { city: row.city, region: row.region, country: row.country, latitude: row.latitude, longitude: row.longitude },
    description: row.description,
    pictures: media.map((item) => ({ alt: item.alt || row.title, ...versionedSceneSizes(item.sizes) })),
    amenities: row.amenities,
    goodFor: row.goodFor,
    roomTypes: rooms,
  };
}
