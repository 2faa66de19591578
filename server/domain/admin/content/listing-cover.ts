import { asc, eq } from "drizzle-orm";
import type { MediaSizes } from "../../../../core/listing-types";
import type { MediaStorage } from "../../../adapters/storage/media-storage";
import type { Database, Transaction } from "../../../db/client";
import { listingMedia } from "../../../db/schema/catalogue";
import { requireKnownPicture, sizesOfPicture } from "./content-images";

export type ListingCover = { url: string; alt: string; sizes: MediaSizes } | null;

/** A listing's cover: its first picture. */
export async function coverOf(db: Pick<Database, "select">, listingId: number): Promise<ListingCover> {
  const [row] = await db.select().from(listingMedia).where(eq(listingMedia.listingId, listingId)).orderBy(asc(listingMedia.position), asc(listingMedia.id)).limit(1);
  return row ? { url: row.originalUrl, alt: row.alt, sizes: row.sizes } : null;
}

/**
 * Makes `url` (a picture uploaded here, or a drawn scene) the listing's cover: its first picture is
 * replaced, or one is added first. Run inside the change's transaction.
 */
export async function replaceListingCover(
  tx: Transaction,
  storage: Pick<MediaStorage, "keyFromUrl" | "urlFor">,
  { listingId, url, alt, now }: { listingId: number; url: string; alt: string; now: Date },
): Promise<void> {
  requireKnownPicture(storage, url, "cover");
  const sizes = sizesOfPicture(storage, url);
  const source = url.startsWith("/media/scenes/") ? ("generated" as const) : ("upload" as const);
  const [first] = await tx.select().from(listingMedia).where(eq(listingMedia.listingId, listingId)).orderBy(asc(listingMedia.position), asc(listingMedia.id)).limit(1);
  if (first) {
    await tx.update(listingMedia).set({ originalUrl: sizes.large, sizes, source, alt }).where(eq(listingMedia.id, first.id));
  } else {
    await tx.insert(listingMedia).values({ listingId, position: 0, source, alt, originalUrl: sizes.large, sizes, createdAt: now });
  }
}
