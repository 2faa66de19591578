import { createHash } from "node:crypto";
import { MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../core/listing-types";
import { SCENE_VERSION } from "../../scenes/scene-version";

/**
 * Addresses and pixel sizes of generated scenes. A listing's first picture has its slug as key;
 * further gallery views add "--2", "--3"... (a slug never holds "--": slugFromTitle turns
 * hyphens into underscores and collapses spaces).
 */
export const SCENE_FORMATS = ["svg", "webp", "jpg"] as const;
export type SceneFormat = (typeof SCENE_FORMATS)[number];

/** 3:2 like a photograph; widths follow MEDIA_SIZE_WIDTH except the largest, kept lighter. */
export const SCENE_PIXELS: Record<MediaSize, { width: number; height: number }> = {
  thumbnail: { width: 150, height: 100 },
  small: { width: 400, height: 267 },
  medium: { width: 800, height: 533 },
  large: { width: 1600, height: 1067 },
};

/** The Open Graph share image: what link previews ask for. */
export const SHARE_IMAGE_PIXELS = { width: 1200, height: 630 };

export const SCENE_VIEW_SEPARATOR = "--";
export const MAX_SCENE_VIEW = 4;

export function sceneDimensions(size: MediaSize, format: SceneFormat): { width: number; height: number } {
  return size === "large" && format === "jpg" ? SHARE_IMAGE_PIXELS : SCENE_PIXELS[size];
}

export function sceneKey(slug: string, view: number): string {
  return view <= 1 ? slug : `${slug}${SCENE_VIEW_SEPARATOR}${view}`;
}

export function parseSceneKey(key: string): { slug: string; view: number } {
  const match = /^(.+)--([1-9])$/.exec(key);
  if (!match) return { slug: key, view: 1 };
  return { slug: match[1] as string, view: Number(match[2]) };
}

/**
 * A picture's address as stored (listing_media, banners, page metadata): without the drawing's
 * version, which changes with the code, not with the data. Pages and the API show it versioned
 * (versionedSceneUrl).
 */
export function sceneUrl(key: string, size: MediaSize, format: SceneFormat): string {
  return `/media/scenes/${encodeURIComponent(key)}/${size}.${format}`;
}

/** The `v` of a drawing version's addresses: a short hash, the same in every process of one build. */
export function sceneUrlVersion(version: string): string {
  return createHash("sha256").update(`scene:${version}`).digest("base64url").slice(0, 10);
}

/** The `v` the current drawing's addresses carry; the picture route caches those for a year. */
export const SCENE_URL_VERSION = sceneUrlVersion(SCENE_VERSION);

/** A drawn picture's path, without any query ("/media/scenes/villa-rosa-amalfi/small.webp"). */
const SCENE_PATH = /^\/media\/scenes\/[^?#]+/;

/**
 * A drawn picture's address with the drawing's version (`?v=`, replacing an older one), so a new
 * drawing is a new address that no browser or cache holds yet. Any other address (an upload, an
 * outside picture) is returned as it is.
 */
export function versionedSceneUrl(url: string, version: string = SCENE_URL_VERSION): string {
  const path = SCENE_PATH.exec(url)?.[0];
  return path === undefined ? url : `${path}?v=${version}`;
}

/** Every size of a picture, drawn ones versioned (versionedSceneUrl). */
export function versionedSceneSizes<Sizes extends Partial<Record<MediaSize, string>>>(sizes: Sizes, version: string = SCENE_URL_VERSION): Sizes {
  return Object.fromEntries(Object.entries(sizes).map(([size, url]) => [size, typeof url === "string" ? versionedSceneUrl(url, version) : url])) as Sizes;
}

/** The sizes stored in listing_media for a generated picture: WebP at every size. */
export function sceneMediaSizes(key: string): MediaSizes {
  return Object.fromEntries(MEDIA_SIZES.map((size) => [size, sceneUrl(key, size, "webp")])) as MediaSizes;
}

/** The share image of a key: a 1200 x 630 JPEG, which every link preview can show. */
export function sceneShareImageUrl(key: string): string {
  return sceneUrl(key, "large", "jpg");
}

export function sceneOriginalUrl(key: string): string {
  return sceneUrl(key, "large", "svg");
}
