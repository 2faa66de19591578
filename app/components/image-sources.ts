import { MEDIA_SIZE_WIDTH, type MediaSizes } from "../../core/listing-types";

export type ImageAspect = "card" | "wide" | "square";

/** Intrinsic width and height per aspect, so the browser reserves the box before the file arrives. */
export const ASPECT_DIMENSIONS: Record<ImageAspect, { width: number; height: number }> = {
  card: { width: 800, height: 600 },
  wide: { width: 1600, height: 900 },
  square: { width: 800, height: 800 },
};

/** srcset from the small, medium and large renditions (400, 800 and 1600 pixels wide). */
export function imageSrcSet(sizes: MediaSizes): string {
  return (["small", "medium", "large"] as const).map((size) => `${sizes[size]} ${MEDIA_SIZE_WIDTH[size]}w`).join(", ");
}
