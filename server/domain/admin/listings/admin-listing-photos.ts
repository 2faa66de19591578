import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client";
import { listingMedia } from "../../../db/schema/catalogue";
import {
  addPhotoToListing,
  describeListingPhoto,
  movePhotoOfListing,
  removePhotoOfListing,
  type ListingPhotoDeps,
  type ListingPhotosView,
} from "../../storefront/listing-photos";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction, type AuditState } from "../audit-log";
import { listingRowOf } from "./admin-listing-view";

/**
 * Any listing's photos, changed by an admin with the business's own photo pipeline
 * (server/domain/storefront/listing-photos.ts: the same checks, re-encoding, cap, order and drawn
 * cover), each change audited in its transaction with the photos before and after.
 */

type PhotoEvent = "photo_add" | "photo_describe" | "photo_move" | "photo_remove";

/** The listing's pictures as the audit log keeps them: id, source, position and alt text. */
async function photosState(db: Database | Transaction, listingId: number): Promise<AuditState> {
  const rows = await db
    .select({ id: listingMedia.id, source: listingMedia.source, position: listingMedia.position, alt: listingMedia.alt })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(asc(listingMedia.position), asc(listingMedia.id));
  return { photos: rows };
}

async function audited(
  deps: ListingPhotoDeps,
  admin: AdminActor,
  listingId: number,
  event: PhotoEvent,
  summary: (title: string) => string,
  change: (within: (tx: Transaction) => Promise<void>) => Promise<ListingPhotosView>,
): Promise<ListingPhotosView> {
  const listing = await listingRowOf(deps.db, listingId);
  const before = await photosState(deps.db, listingId);
  return change(async (tx) => {
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "listings.edit",
      event: `listing.${event}`,
      target: { type: "listing", id: listingId },
      summary: summary(listing.title),
      before,
      after: await photosState(tx, listingId),
    });
  });
}

export function adminAddListingPhoto(deps: ListingPhotoDeps, admin: AdminActor, { listingId, upload, alt }: { listingId: number; upload: Buffer; alt?: string }) {
  return audited(deps, admin, listingId, "photo_add", (title) => `Added a photo to "${title}"`, (within) =>
    addPhotoToListing(deps, { listingId, upload, ...(alt === undefined ? {} : { alt }), within }),
  );
}

export function adminDescribeListingPhoto(deps: ListingPhotoDeps, admin: AdminActor, { listingId, photoId, alt }: { listingId: number; photoId: number; alt: string }) {
  return audited(deps, admin, listingId, "photo_describe", (title) => `Changed the description of photo ${photoId} of "${title}"`, (within) =>
    describeListingPhoto(deps, { listingId, photoId, alt, within }),
  );
}

/** Moves a photo (position 0: it becomes the cover). */
export function adminMoveListingPhoto(deps: ListingPhotoDeps, admin: AdminActor, { listingId, photoId, position }: { listingId: number; photoId: number; position: number }) {
  return audited(
    deps,
    admin,
    listingId,
    "photo_move",
    (title) => (position === 0 ? `Made photo ${photoId} the cover of "${title}"` : `Moved photo ${photoId} of "${title}" to place ${position + 1}`),
    (within) => movePhotoOfListing(deps, { listingId, photoId, position, within }),
  );
}

export function adminRemoveListingPhoto(deps: ListingPhotoDeps, admin: AdminActor, { listingId, photoId }: { listingId: number; photoId: number }) {
  return audited(deps, admin, listingId, "photo_remove", (title) => `Deleted photo ${photoId} of "${title}"`, (within) => removePhotoOfListing(deps, { listingId, photoId, within }));
}
