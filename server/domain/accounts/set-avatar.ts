import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { default as Sharp, Metadata, SharpOptions } from "sharp";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../../core/avatar-rules";
import { MEDIA_SIZE_WIDTH, MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../core/listing-types";
import type { MediaStorage } from "../../adapters/storage/media-storage";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { toApiUser, type ApiUser } from "./api-user";

// The upload limit and messages live in core (the upload contracts' schemas read them too).
export { AVATAR_MAX_BYTES, AVATAR_MESSAGES };

/**
 * Pixel bombs: a few kilobytes of PNG can claim 100000 × 100000 pixels. 50 megapixels still takes
 * the 48 MP photos of current phones; anything larger is refused before it is decoded.
 */
export const AVATAR_MAX_PIXELS = 50_000_000;

/** Formats decoded from uploads. SVG (a document that can carry script), PDF and the rest are not. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

/**
 * Markup that turns an image into a polyglot (a file that is also an HTML or SVG document). The
 * re-encoded output could never carry it, but a file built to be both is refused outright.
 */
const EMBEDDED_MARKUP = /<(?:script|html|svg|iframe|object|embed)[\s/>]|<\?php|javascript:/i;

const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: AVATAR_MAX_PIXELS,
  // Truncated or corrupt pixel data is refused rather than half-decoded.
  failOn: "warning",
};

// sharp is loaded with the first upload, as for the drawn pictures (scenes/rasterize-scene.ts):
// loading it and its native library takes a tenth of a second that start-up does not need.
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async (): Promise<typeof Sharp> => (await (sharpModule ??= import("sharp"))).default;

/** An upload that passed every check, re-encoded to a square WebP per stored size. */
export type PreparedAvatar = { files: Record<MediaSize, Buffer> };

function refused(message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { avatar: [message] });
}

/**
 * Checks an uploaded picture and re-encodes it: the picture is decoded (never trusted by its
 * name or declared type), turned upright by its EXIF orientation, cropped to a centred square
 * and written fresh as WebP in each size of MEDIA_SIZE_WIDTH (never enlarged beyond the
 * original). Nothing of the upload but its pixels survives: EXIF, GPS, XMP and ICC data and any
 * bytes hidden after the image are gone. Refusals are 422s with a message for the person.
 */
export function prepareAvatar(upload: Buffer): Promise<PreparedAvatar> {
  return prepareUploadedImage(upload, 1);
}

/**
 * The same checks and re-encoding for any uploaded picture, cropped to `aspect` (width ÷ height,
 * centred): 1 for avatars, 4/3 for the pictures of an offer. Each stored size is MEDIA_SIZE_WIDTH
 * wide (never enlarged beyond the original).
 */
export async function prepareUploadedImage(upload: Buffer, aspect: number): Promise<PreparedAvatar> {
  if (upload.length === 0) throw refused(AVATAR_MESSAGES.empty);
  if (upload.length > AVATAR_MAX_BYTES) throw refused(AVATAR_MESSAGES.tooLarge);
  if (EMBEDDED_MARKUP.test(upload.toString("latin1"))) throw refused(AVATAR_MESSAGES.notAnImage);

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below with its own message.
    metadata = await sharp(upload, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw refused(AVATAR_MESSAGES.notAnImage);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw refused(AVATAR_MESSAGES.notAnImage);
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS) throw refused(AVATAR_MESSAGES.tooManyPixels);

  const { width: sourceWidth, height: sourceHeight } = metadata.autoOrient;
  // The widest crop of the wanted shape the picture holds.
  const cropWidth = Math.min(sourceWidth, Math.floor(sourceHeight * aspect));
  const largest = Math.max(1, Math.min(cropWidth, MEDIA_SIZE_WIDTH.large));
  const heightFor = (width: number) => Math.max(1, Math.round(width / aspect));
  try {
    // Decoded once into the crop at the largest size; every stored size is made from that.
    const square = await sharp(upload, DECODE_OPTIONS)
      .autoOrient()
      .resize(largest, heightFor(largest), { fit: "cover", position: "centre" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .timeout({ seconds: 30 })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: square.info.width, height: square.info.height, channels: square.info.channels };
    const encoded = await Promise.all(
      MEDIA_SIZES.map(async (size) => {
        const width = Math.min(MEDIA_SIZE_WIDTH[size], largest);
        const file = await sharp(square.data, { raw }).resize(width, heightFor(width)).webp({ quality: 82 }).toBuffer();
        return [size, file] as const;
      }),
    );
    return { files: Object.fromEntries(encoded) as Record<MediaSize, Buffer> };
  } catch {
    throw refused(AVATAR_MESSAGES.unreadable);
  }
}

export type SetAvatarDeps = { db: Database; clock: Clock; storage: MediaStorage };

export type SetAvatarOptions = {
  userId: number;
  /** The uploaded bytes, or a picture prepareAvatar already checked. */
  image: Buffer | PreparedAvatar;
};

/**
 * Makes a picture the member's avatar (POST /api/v1/user/avatar and the avatar field of
 * POST /api/v1/user). The files get new random names, so a URL never shows another picture and
 * caches may keep it for good; the previous avatar's files are deleted once the new one is saved.
 */
export async function setAvatar(deps: SetAvatarDeps, { userId, image }: SetAvatarOptions): Promise<ApiUser> {
  const prepared = Buffer.isBuffer(image) ? await prepareAvatar(image) : image;
  const name = randomBytes(16).toString("hex");
  const keys = Object.fromEntries(MEDIA_SIZES.map((size) => [size, `${name}-${size}.webp`])) as Record<MediaSize, string>;
  const written = Object.values(keys);
  await Promise.all(MEDIA_SIZES.map((size) => deps.storage.put(keys[size], prepared.files[size], "image/webp")));

  let saved: { previous: MediaSizes | null; user: ApiUser };
  try {
    saved = await deps.db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both read the same "previous" and orphan one set.
      const [current] = await tx.select({ avatarSizes: users.avatarSizes }).from(users).where(eq(users.id, userId)).for("update");
      if (!current) throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
      const sizes = Object.fromEntries(MEDIA_SIZES.map((size) => [size, deps.storage.urlFor(keys[size])])) as MediaSizes;
      const [row] = await tx
        .update(users)
        .set({ avatarSizes: sizes, updatedAt: deps.clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
      return { previous: current.avatarSizes ?? null, user: toApiUser(row) };
    });
  } catch (error) {
    await deps.storage.remove(written);
    throw error;
  }
  await discardAvatarFiles(deps.storage, saved.previous);
  return saved.user;
}

/** Deletes the stored files of an avatar that is no longer anyone's (replaced, or its account deleted). */
export async function discardAvatarFiles(storage: MediaStorage, sizes: MediaSizes | null | undefined): Promise<void> {
  if (!sizes) return;
  const keys = Object.values(sizes)
    .map((url) => storage.keyFromUrl(url))
    .filter((key): key is string => key !== null);
  await storage.remove(keys);
}
