import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { MAX_ROOM_TYPE_PHOTOS, ROOM_PHOTO_MESSAGES, ROOM_TYPE_PHOTO_ASPECT, ROOM_TYPE_PHOTO_FIELD } from "../../../core/booking/room-photos";
import { INVENTORY_MESSAGES } from "../../../core/booking/inventory-changes";
import { MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../core/listing-types";
import type { MediaStorage } from "../../adapters/storage/media-storage";
import type { Database } from "../../db/client";
import { roomTypes, type RoomTypeRow } from "../../db/schema/inventory";
import { AppError } from "../../kernel/errors";
import { prepareUploadedImage, type PreparedAvatar } from "../accounts/set-avatar";
import { inventoryChanged, ownHotelListingId, type InventoryDeps } from "./inventory-deps";
import { discardRoomPhotoFiles, ownRoomType, roomTypeView, type RoomTypeView } from "./room-types";

/** The inventory's deps and the store the photos' files go to. */
export type RoomPhotoDeps = InventoryDeps & { storage: MediaStorage };

/** A room type row of the hotel's, locked for the rest of the transaction; else not found. */
async function lockedRoomType(tx: Pick<Database, "select">, listingId: number, roomTypeId: number): Promise<RoomTypeRow> {
  const [row] = await tx
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.listingId, listingId)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", INVENTORY_MESSAGES.roomTypeNotFound);
  return row;
}

/** The picture's checks and re-encoding (decision 014), with a refusal named after the form's field. */
async function preparedPhoto(upload: Buffer): Promise<PreparedAvatar> {
  try {
    return await prepareUploadedImage(upload, ROOM_TYPE_PHOTO_ASPECT);
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED") {
      throw new AppError("VALIDATION_FAILED", error.message, { [ROOM_TYPE_PHOTO_FIELD]: [error.message] });
    }
    throw error;
  }
}

/**
 * Adds a photo to one of the signed-in hotel's room types, last: checked and re-encoded like an
 * avatar (4:3 WebP in four sizes, nothing of the upload but its pixels kept), stored under new
 * random names, then appended under the room type's row lock (the cap holds for two uploads at
 * once). The files of a refused photo are removed. The rooms page shows it at once.
 */
export async function addRoomTypePhoto(deps: RoomPhotoDeps, { userId, roomTypeId, upload }: { userId: number; roomTypeId: number; upload: Buffer }): Promise<RoomTypeView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const current = await ownRoomType(deps.db, listingId, roomTypeId);
  // Refused before the picture is decoded when the room type is already full.
  if (current.photos.length >= MAX_ROOM_TYPE_PHOTOS) throw new AppError("CONFLICT", ROOM_PHOTO_MESSAGES.tooMany);
  const prepared = await preparedPhoto(upload);
  const name = randomBytes(16).toString("hex");
  const keys = Object.fromEntries(MEDIA_SIZES.map((size) => [size, `${name}-${size}.webp`])) as Record<MediaSize, string>;
  await Promise.all(MEDIA_SIZES.map((size) => deps.storage.put(keys[size], prepared.files[size], "image/webp")));
  try {
    await deps.db.transaction(async (tx) => {
      const room = await lockedRoomType(tx, listingId, roomTypeId);
      if (room.photos.length >= MAX_ROOM_TYPE_PHOTOS) throw new AppError("CONFLICT", ROOM_PHOTO_MESSAGES.tooMany);
      const photo = Object.fromEntries(MEDIA_SIZES.map((size) => [size, deps.storage.urlFor(keys[size])])) as MediaSizes;
      await tx
        .update(roomTypes)
        .set({ photos: [...room.photos, photo], updatedAt: deps.clock.now() })
        .where(eq(roomTypes.id, roomTypeId));
    });
  } catch (error) {
    await deps.storage.remove(Object.values(keys));
    throw error;
  }
  await inventoryChanged(deps, listingId);
  return roomTypeView(deps.db, listingId, roomTypeId);
}

/** Takes a photo (position from 0) off one of the hotel's room types and deletes its files. */
export async function removeRoomTypePhoto(deps: RoomPhotoDeps, { userId, roomTypeId, position }: { userId: number; roomTypeId: number; position: number }): Promise<RoomTypeView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const removed = await deps.db.transaction(async (tx) => {
    const room = await lockedRoomType(tx, listingId, roomTypeId);
    const target = room.photos[position];
    if (!target) throw new AppError("NOT_FOUND", ROOM_PHOTO_MESSAGES.noSuchPhoto);
    await tx
      .update(roomTypes)
      .set({ photos: room.photos.filter((_, index) => index !== position), updatedAt: deps.clock.now() })
      .where(eq(roomTypes.id, roomTypeId));
    return target;
  });
  await discardRoomPhotoFiles(deps.storage, [removed]);
  await inventoryChanged(deps, listingId);
  return roomTypeView(deps.db, listingId, roomTypeId);
}

/** Moves a room type's photo (position from 0) to `newPosition`; past the last it goes last. */
export async function moveRoomTypePhoto(
  deps: InventoryDeps,
  { userId, roomTypeId, position, newPosition }: { userId: number; roomTypeId: number; position: number; newPosition: number },
): Promise<RoomTypeView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  if (!Number.isInteger(newPosition) || newPosition < 0) {
    throw new AppError("VALIDATION_FAILED", ROOM_PHOTO_MESSAGES.position, { newPosition: [ROOM_PHOTO_MESSAGES.position] });
  }
  await deps.db.transaction(async (tx) => {
    const room = await lockedRoomType(tx, listingId, roomTypeId);
    const moving = room.photos[position];
    if (!moving) throw new AppError("NOT_FOUND", ROOM_PHOTO_MESSAGES.noSuchPhoto);
    const photos = room.photos.filter((_, index) => index !== position);
    photos.splice(Math.min(newPosition, photos.length), 0, moving);
    await tx.update(roomTypes).set({ photos, updatedAt: deps.clock.now() }).where(eq(roomTypes.id, roomTypeId));
  });
  await inventoryChanged(deps, listingId);
  return roomTypeView(deps.db, listingId, roomTypeId);
}
