/**
 * The limits and messages of an uploaded picture (a member's avatar, an offer's picture): the
 * server's checks (server/domain/accounts/set-avatar.ts) and the upload contracts' schemas
 * (core/contracts/uploads-schemas.ts) both read them.
 */

/** The largest upload the API reads (enforced while the request streams in). */
export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  missing: "Choose a picture to upload.",
  empty: "The picture is empty. Choose another one.",
  notAnImage: "Upload a JPEG, PNG, WebP, GIF or AVIF picture.",
  tooManyPixels: "This picture is too large. Use one under 50 megapixels.",
  unreadable: "This picture could not be read. It may be damaged; choose another one.",
  tooLarge: "Pictures can be up to 8 MB.",
} as const;
