import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import { MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../core/listing-types";
import {
  LISTING_PHOTO_ASPECT,
  LISTING_PHOTO_FIELD,
  LISTING_PHOTO_MESSAGES,
  MAX_LISTING_PHOTOS,
  checkPhotoAlt,
  defaultPhotoAlt,
} from "../../../core/storefront-photos";
import type { MediaStorage } from "../../adapters/storage/media-storage";
import type { Database, Transaction } from "../../db/client";
import { listingMedia, listings, type ListingMediaRow, type ListingRow } from "../../db/schema/catalogue";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { prepareUploadedImage, type PreparedAvatar } from "../accounts/set-avatar";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { insertGeneratedCover } from "../catalogue/new-listing";
import { versionedSceneSizes } from "../media/scene-urls";
import { preparingBusinessAccountOf } from "../deals/business-account-of";
import { SEARCH_DOCUMENTS_CHANNEL } from "../search/search-engine";

/**
 * A business's own listing photos (issue 19). The listing's pictures are its listing_media rows,
 * first to last by position; the first is the cover. A listing starts with the pictures drawn from
 * its details ("generated"); the first upload replaces them, and uploads are then the listing's
 * pictures. Deleting the last upload brings the drawn cover back, so a listing never has no
 * picture (docs/decisions/034-listing-photos.md). Every change runs under the listing's row lock,
 * so the cap and the order hold for two changes at once.
 */

export type ListingPhotoDeps = {
  db: Database;
  clock: Clock;
  storage: MediaStorage;
  /** Cleared after each change, with the page cache that depends on it; absent in most tests. */
  catalogueCache?: CatalogueCache;
};

export type ListingPhoto = { id: number; position: number; alt: string; isCover: boolean; sizes: MediaSizes };

export type ListingPhotosView = {
  listing: { id: number; title: string; path: string };
  /** The uploads, first to last; the first is the cover. */
  photos: ListingPhoto[];
  maxPhotos: number;
  /** The drawn picture the listing shows while it has no upload; null once it has one. */
  drawnPicture: { alt: string; sizes: MediaSizes } | null;
};

/** The signed-in business's listing: an active (or in review, preparing) business account with a listing, else 403. */
async function ownListingId(db: Database, userId: number): Promise<number> {
  const account = await preparingBusinessAccountOf(db, userId);
  if (account.listingId === null) throw new AppError("FORBIDDEN", LISTING_PHOTO_MESSAGES.noListing);
  return account.listingId;
}

/** The listing's row, locked for the rest of the transaction: changes to its pictures queue here. */
async function lockedListing(tx: Transaction, listingId: number): Promise<ListingRow> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for("update");
  if (!row) throw new AppError("FORBIDDEN", LISTING_PHOTO_MESSAGES.noListing);
  return row;
}

function mediaOf(db: Pick<Database, "select">, listingId: number): Promise<ListingMediaRow[]> {
  return db.select().from(listingMedia).where(eq(listingMedia.listingId, listingId)).orderBy(asc(listingMedia.position), asc(listingMedia.id));
}

const uploadsIn = (media: ListingMediaRow[]) => media.filter((row) => row.source === "upload");

/** The uploads' photo whose id this is; another listing's, a drawn picture's or no photo's is not found. */
function photoIn(uploads: ListingMediaRow[], photoId: number): ListingMediaRow {
  const photo = uploads.find((row) => row.id === photoId);
  if (!photo) throw new AppError("NOT_FOUND", LISTING_PHOTO_MESSAGES.noSuchPhoto);
  return photo;
}

/** Writes the uploads' order as positions 0, 1, 2... (only the rows whose position changes). */
async function writeOrder(tx: Transaction, ordered: ListingMediaRow[]): Promise<void> {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index) await tx.update(listingMedia).set({ position: index }).where(eq(listingMedia.id, row.id));
  }
}

/**
 * After every change: the catalogue's reads (cards, the listing's page, the page cache) are cleared
 * in this process now, and in every other one when the search index's notification for the listing
 * reaches it (its search engine then clears the catalogue cache, server.ts). The search result's
 * cover follows by the trigger on listing_media.
 */
async function picturesChanged(deps: ListingPhotoDeps, listingId: number): Promise<void> {
  invalidateCatalogue({ cache: deps.catalogueCache });
  await deps.db.execute(sql`select pg_notify(${SEARCH_DOCUMENTS_CHANNEL}, ${String(listingId)})`);
}

function toView(listing: Pick<ListingRow, "id" | "title" | "type" | "slug">, media: ListingMediaRow[]): ListingPhotosView {
  const uploads = uploadsIn(media);
  const drawn = uploads.length === 0 ? media.find((row) => row.source === "generated") : undefined;
  return {
    listing: { id: listing.id, title: listing.title, path: listingPath(listing.type, listing.slug) },
    photos: uploads.map((row, index) => ({ id: row.id, position: index, alt: row.alt || listing.title, isCover: index === 0, sizes: row.sizes })),
    maxPhotos: MAX_LISTING_PHOTOS,
    drawnPicture: drawn ? { alt: drawn.alt || listing.title, sizes: versionedSceneSizes(drawn.sizes) } : null,
  };
}

async function viewOf(db: Database, listingId: number): Promise<ListingPhotosView> {
  const [listing] = await db.select({ id: listings.id, title: listings.title, type: listings.type, slug: listings.slug }).from(listings).where(eq(listings.id, listingId));
  if (!listing) throw new AppError("FORBIDDEN", LISTING_PHOTO_MESSAGES.noListing);
  return toView(listing, await mediaOf(db, listingId));
}

/** The alt text's refusal, named after the form's field. */
function refuseAlt(alt: string): void {
  const problem = checkPhotoAlt(alt);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { alt: [problem] });
}

/** The picture's checks and re-encoding (decision 014), with a refusal named after the form's field. */
async function preparedPhoto(upload: Buffer): Promise<PreparedAvatar> {
  try {
    return await prepareUploadedImage(upload, LISTING_PHOTO_ASPECT);
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED") {
      throw new AppError("VALIDATION_FAILED", error.message, { [LISTING_PHOTO_FIELD]: [error.message] });
    }
    throw error;
  }
}

/**
 * Runs in a photo change's transaction, after the change (the admin console's audit entry), so it
 * is written exactly when the change is.
 */
export type PhotoChangeHook = (tx: Transaction) => Promise<void>;

/** The signed-in business's photos, for the dashboard's Photos page and GET /business/photos. */
export async function listListingPhotos(deps: Pick<ListingPhotoDeps, "db">, { userId }: { userId: number }): Promise<ListingPhotosView> {
  return viewOf(deps.db, await ownListingId(deps.db, userId));
}

/** Any listing's photos by its id (the admin console's). */
export function photosOfListing(deps: Pick<ListingPhotoDeps, "db">, listingId: number): Promise<ListingPhotosView> {
  return viewOf(deps.db, listingId);
}

/**
 * Adds a photo to the business's listing, last: checked and re-encoded like an avatar (3:2 WebP
 * in four sizes, nothing of the upload but its pixels kept), stored under new random names, then
 * saved under the listing's row lock (the cap holds for two uploads at once). The first upload
 * takes the drawn pictures' place. The files of a refused photo are removed.
 */
export async function addListingPhoto(deps: ListingPhotoDeps, { userId, upload, alt }: { userId: number; upload: Buffer; alt?: string }): Promise<ListingPhotosView> {
  return addPhotoToListing(deps, { listingId: await ownListingId(deps.db, userId), upload, ...(alt === undefined ? {} : { alt }) });
}

/** addListingPhoto of any listing, by its id. */
export async function addPhotoToListing(
  deps: ListingPhotoDeps,
  { listingId, upload, alt, within }: { listingId: number; upload: Buffer; alt?: string; within?: PhotoChangeHook },
): Promise<ListingPhotosView> {
  const described = alt !== undefined && alt.trim() !== "" ? alt.trim() : null;
  if (described !== null) refuseAlt(described);
  // Refused before the picture is decoded when the listing is already full.
  if (uploadsIn(await mediaOf(deps.db, listingId)).length >= MAX_LISTING_PHOTOS) throw new AppError("CONFLICT", LISTING_PHOTO_MESSAGES.tooMany);
  const prepared = await preparedPhoto(upload);
  const name = randomBytes(16).toString("hex");
  const keys = Object.fromEntries(MEDIA_SIZES.map((size) => [size, `${name}-${size}.webp`])) as Record<MediaSize, string>;
  await Promise.all(MEDIA_SIZES.map((size) => deps.storage.put(keys[size], prepared.files[size], "image/webp")));
  try {
    await deps.db.transaction(async (tx) => {
      const listing = await lockedListing(tx, listingId);
      const media = await mediaOf(tx, listingId);
      const uploads = uploadsIn(media);
      if (uploads.length >= MAX_LISTING_PHOTOS) throw new AppError("CONFLICT", LISTING_PHOTO_MESSAGES.tooMany);
      // The drawn pictures are drawn on request from the listing's details: no files to delete.
      if (uploads.length === 0) await tx.delete(listingMedia).where(and(eq(listingMedia.listingId, listingId), eq(listingMedia.source, "generated")));
      const sizes = Object.fromEntries(MEDIA_SIZES.map((size) => [size, deps.storage.urlFor(keys[size])])) as MediaSizes;
      await tx.insert(listingMedia).values({
        listingId,
        position: uploads.length,
        source: "upload",
        alt: described ?? defaultPhotoAlt(listing.title),
        originalUrl: sizes.large,
        sizes,
        createdAt: deps.clock.now(),
      });
      await within?.(tx);
    });
  } catch (error) {
    await deps.storage.remove(Object.values(keys));
    throw error;
  }
  await picturesChanged(deps, listingId);
  return viewOf(deps.db, listingId);
}

/** Changes a photo's alt text: what people who cannot see it hear, on every page that shows it. */
export async function updateListingPhoto(deps: ListingPhotoDeps, { userId, photoId, alt }: { userId: number; photoId: number; alt: string }): Promise<ListingPhotosView> {
  return describeListingPhoto(deps, { listingId: await ownListingId(deps.db, userId), photoId, alt });
}

/** updateListingPhoto of any listing, by its id. */
export async function describeListingPhoto(
  deps: ListingPhotoDeps,
  { listingId, photoId, alt, within }: { listingId: number; photoId: number; alt: string; within?: PhotoChangeHook },
): Promise<ListingPhotosView> {
  refuseAlt(alt);
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(listingMedia)
      .set({ alt: alt.trim() })
      .where(and(eq(listingMedia.id, photoId), eq(listingMedia.listingId, listingId), eq(listingMedia.source, "upload")))
      .returning({ id: listingMedia.id });
    if (updated.length === 0) throw new AppError("NOT_FOUND", LISTING_PHOTO_MESSAGES.noSuchPhoto);
    await within?.(tx);
  });
  await picturesChanged(deps, listingId);
  return viewOf(deps.db, listingId);
}

/** Moves a photo to `position` (0 first, the cover); past the last it goes last. */
export async function moveListingPhoto(deps: ListingPhotoDeps, { userId, photoId, position }: { userId: number; photoId: number; position: number }): Promise<ListingPhotosView> {
  return movePhotoOfListing(deps, { listingId: await ownListingId(deps.db, userId), photoId, position });
}

/** moveListingPhoto of any listing, by its id. */
export async function movePhotoOfListing(
  deps: ListingPhotoDeps,
  { listingId, photoId, position, within }: { listingId: number; photoId: number; position: number; within?: PhotoChangeHook },
): Promise<ListingPhotosView> {
  if (!Number.isInteger(position) || position < 0) {
    throw new AppError("VALIDATION_FAILED", LISTING_PHOTO_MESSAGES.position, { position: [LISTING_PHOTO_MESSAGES.position] });
  }
  await deps.db.transaction(async (tx) => {
    await lockedListing(tx, listingId);
    const uploads = uploadsIn(await mediaOf(tx, listingId));
    const moving = photoIn(uploads, photoId);
    const ordered = uploads.filter((row) => row.id !== photoId);
    ordered.splice(Math.min(position, ordered.length), 0, moving);
    await writeOrder(tx, ordered);
    await within?.(tx);
  });
  await picturesChanged(deps, listingId);
  return viewOf(deps.db, listingId);
}

/** Makes a photo the cover: it goes first, the others keep their order. */
export function setListingCover(deps: ListingPhotoDeps, { userId, photoId }: { userId: number; photoId: number }): Promise<ListingPhotosView> {
  return moveListingPhoto(deps, { userId, photoId, position: 0 });
}

/**
 * Deletes a photo and then its files. The last upload's deletion brings the listing's drawn cover
 * back in the same transaction, so no reader ever finds the listing without a picture.
 */
export async function removeListingPhoto(deps: ListingPhotoDeps, { userId, photoId }: { userId: number; photoId: number }): Promise<ListingPhotosView> {
  return removePhotoOfListing(deps, { listingId: await ownListingId(deps.db, userId), photoId });
}

/** removeListingPhoto of any listing, by its id. */
export async function removePhotoOfListing(
  deps: ListingPhotoDeps,
  { listingId, photoId, within }: { listingId: number; photoId: number; within?: PhotoChangeHook },
): Promise<ListingPhotosView> {
  const removed = await deps.db.transaction(async (tx) => {
    const listing = await lockedListing(tx, listingId);
    const uploads = uploadsIn(await mediaOf(tx, listingId));
    const target = photoIn(uploads, photoId);
    await tx.delete(listingMedia).where(eq(listingMedia.id, target.id));
    const remaining = uploads.filter((row) => row.id !== photoId);
    await writeOrder(tx, remaining);
    if (remaining.length === 0) await insertGeneratedCover(tx, listing, deps.clock.now());
    await within?.(tx);
    return target;
  });
  const keys = [...Object.values(removed.sizes), removed.originalUrl].map((url) => deps.storage.keyFromUrl(url)).filter((key): key is string => key !== null);
  if (keys.length > 0) await deps.storage.remove([...new Set(keys)]);
  await picturesChanged(deps, listingId);
  return viewOf(deps.db, listingId);
}
