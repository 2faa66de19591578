/**
 * A room type's photos (issue 17): uploaded by the hotel from the dashboard, re-encoded like the
 * other uploaded pictures (4:3 WebP in four sizes), shown first to last on the rooms page. The
 * dashboard's editor and the domain (server/domain/inventory/room-type-photos.ts) read the cap and
 * the words from here, so both say the same. Plain data: the browser imports it.
 */

/** A room type shows at most this many photos. */
export const MAX_ROOM_TYPE_PHOTOS = 8;

/** The file field of the upload's multipart body. */
export const ROOM_TYPE_PHOTO_FIELD = "photo";

/** The photos' shape, width ÷ height: the rooms page's cards. */
export const ROOM_TYPE_PHOTO_ASPECT = 4 / 3;

export const ROOM_PHOTO_MESSAGES = {
  tooMany: `A room type can have up to ${MAX_ROOM_TYPE_PHOTOS} photos. Remove one to add another.`,
  noSuchPhoto: "We could not find this photo.",
  added: "Photo added",
  removed: "Photo removed",
  moved: "Photos reordered",
  position: "The position is a whole number from 0",
} as const;

/** The alt text of a room type's photo: what couples hear for it on the rooms page and in the editor. */
export function roomPhotoAlt(roomName: string, index: number, count: number): string {
  return count > 1 ? `${roomName}, photo ${index + 1} of ${count}` : roomName;
}
