import { randomBytes } from "node:crypto";
import { CONTENT_MESSAGES } from "../../../../core/admin-content";
import { MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../../core/listing-types";
import { LISTING_PHOTO_ASPECT } from "../../../../core/storefront-photos";
import type { MediaStorage } from "../../../adapters/storage/media-storage";
import { AppError } from "../../../kernel/errors";
import { prepareUploadedImage } from "../../accounts/set-avatar";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import type { ContentMediaDeps } from "./content-deps";

/** The form field (and multipart file field) of a content picture. */
export const CONTENT_IMAGE_FIELD = "image";

/** An upload's stored file names: 32 hex characters, then the size. */
const UPLOAD_KEY = /^([a-f0-9]{32})-(thumbnail|small|medium|large)\.webp$/;

/**
 * Stores a picture for the content section (a page's share picture, a banner's slide, an article's
 * or a collection's cover): checked and re-encoded like a listing photo (3:2 WebP in four sizes,
 * nothing of the upload but its pixels; decision 014), under new random names. Answers its
 * addresses; the picture is used once a page, banner, article or collection is saved with it.
 */
export async function uploadContentImage(deps: ContentMediaDeps, admin: AdminActor, upload: Buffer): Promise<{ url: string; sizes: MediaSizes }> {
  let prepared;
  try {
    prepared = await prepareUploadedImage(upload, LISTING_PHOTO_ASPECT);
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED") {
      throw new AppError("VALIDATION_FAILED", error.message, { [CONTENT_IMAGE_FIELD]: [error.message] });
    }
    throw error;
  }
  const name = randomBytes(16).toString("hex");
  const keys = Object.fromEntries(MEDIA_SIZES.map((size) => [size, `${name}-${size}.webp`])) as Record<MediaSize, string>;
  await Promise.all(MEDIA_SIZES.map((size) => deps.storage.put(keys[size], prepared.files[size], "image/webp")));
  const sizes = Object.fromEntries(MEDIA_SIZES.map((size) => [size, deps.storage.urlFor(keys[size])])) as MediaSizes;
  await recordAdminAction(deps, admin, {
    action: "content.edit",
    event: "content_image.upload",
    target: { type: "content_image", id: name },
    summary: `Uploaded a content picture (${name})`,
    after: { sizes },
  });
  return { url: sizes.large, sizes };
}

/**
 * The four sizes of a picture given by one address: an upload of this store (its siblings by
 * name), a drawn scene (".../large.jpg" beside ".../small.jpg", stored without the drawing's
 * version an address shown on a page carries), else the same address for each.
 */
export function sizesOfPicture(storage: Pick<MediaStorage, "keyFromUrl" | "urlFor">, url: string): MediaSizes {
  const key = storage.keyFromUrl(url);
  const upload = key ? UPLOAD_KEY.exec(key) : null;
  if (upload) {
    return Object.fromEntries(MEDIA_SIZES.map((size) => [size, storage.urlFor(`${upload[1]}-${size}.webp`)])) as MediaSizes;
  }
  const scene = /^\/media\/scenes\/([a-z0-9_-]{1,120})\/(?:thumbnail|small|medium|large)\.(jpg|webp|svg)(?:\?v=[\w-]{1,32})?$/.exec(url);
  if (scene) return Object.fromEntries(MEDIA_SIZES.map((size) => [size, `/media/scenes/${scene[1]}/${size}.${scene[2]}`])) as MediaSizes;
  return Object.fromEntries(MEDIA_SIZES.map((size) => [size, url])) as MediaSizes;
}

/** A cover must be a picture uploaded here or a drawn scene, so every size of it exists. */
export function requireKnownPicture(storage: Pick<MediaStorage, "keyFromUrl">, url: string, field: string): void {
  const key = storage.keyFromUrl(url);
  if (key && UPLOAD_KEY.test(key)) return;
  if (/^\/media\/scenes\/[a-z0-9_-]{1,120}\/(?:thumbnail|small|medium|large)\.(?:jpg|webp|svg)(?:\?v=[\w-]{1,32})?$/.test(url)) return;
  throw new AppError("VALIDATION_FAILED", CONTENT_MESSAGES.notAnUpload, { [field]: [CONTENT_MESSAGES.notAnUpload] });
}
