/**
 * A listing's photos (issue 19, the storefront's pictures): uploaded by the business from its
 * dashboard, re-encoded like the other uploaded pictures (3:2 WebP in four sizes, the generated
 * pictures' shape), shown first to last on the listing's page; the first is the cover that cards,
 * search results and the page's banner show. The dashboard's editor and the domain
 * (server/domain/storefront/listing-photos.ts) read the cap, the rules and the words from here,
 * so both say the same. Plain data: the browser imports it.
 */

/** A listing shows at most this many uploaded photos. */
export const MAX_LISTING_PHOTOS = 20;

/** The file field of the upload's multipart body. */
export const LISTING_PHOTO_FIELD = "photo";

/** The photos' shape, width ÷ height: a photograph's, like the generated pictures. */
export const LISTING_PHOTO_ASPECT = 3 / 2;

/** The longest alt text a photo may have. */
export const MAX_PHOTO_ALT_LENGTH = 200;

export const LISTING_PHOTO_MESSAGES = {
  tooMany: `A listing can have up to ${MAX_LISTING_PHOTOS} photos. Delete one to add another.`,
  noSuchPhoto: "We could not find this photo.",
  noListing: "Your account has no listing yet. Photos can be added once it has one.",
  added: "Photo added",
  updated: "Photo description saved",
  moved: "Photos reordered",
  cover: "Cover photo changed",
  removed: "Photo deleted",
  altRequired: "Describe the photo in a few words: people who cannot see it hear this instead.",
  altTooLong: `Keep the description to ${MAX_PHOTO_ALT_LENGTH} characters or fewer.`,
  position: "The position is a whole number from 0",
} as const;

/** The field errors of an alt text, as the form shows them; the domain refuses with the same. */
export function checkPhotoAlt(alt: string): string | null {
  const text = alt.trim();
  if (text.length === 0) return LISTING_PHOTO_MESSAGES.altRequired;
  if (text.length > MAX_PHOTO_ALT_LENGTH) return LISTING_PHOTO_MESSAGES.altTooLong;
  return null;
}

/** The alt text a new photo gets until the business writes its own: the listing's title, cut to fit. */
export function defaultPhotoAlt(title: string): string {
  return title.trim().slice(0, MAX_PHOTO_ALT_LENGTH);
}
