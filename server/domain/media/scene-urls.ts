import { MEDIA_SIZES, type MediaSize, type MediaSizes } from "../../../core/listing-types";

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

export function sceneUrl(key: string, size: MediaSize, format: SceneFormat): string {
  return `/media/scenes/${encodeURIComponent(key)}/${size}.${format}`;
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
