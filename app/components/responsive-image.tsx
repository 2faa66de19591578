import type { MediaSizes } from "../../core/listing-types";
import { ASPECT_DIMENSIONS, imageSrcSet, type ImageAspect } from "./image-sources";
import "./responsive-image.css";

/** An image in its stored renditions; the same shape as ListingSummary["image"]. */
export type ImageSizes = { alt: string; sizes: MediaSizes };

export type ResponsiveImageProps = {
  image: ImageSizes | null;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 900px) 33vw, 100vw". */
  sizes: string;
  /** The page's main image (LCP): fetched eagerly and first. */
  priority?: boolean;
  className?: string;
  aspect?: ImageAspect;
};

export function ResponsiveImage({ image, sizes, priority = false, className, aspect = "card" }: ResponsiveImageProps) {
  const classes = `responsive-image responsive-image--${aspect}${className ? ` ${className}` : ""}`;
  if (!image) {
    // Decorative: with no picture there is nothing to describe, and the card's title says the rest.
    return <div className={`${classes} responsive-image--placeholder`} aria-hidden="true" />;
  }
  const { width, height } = ASPECT_DIMENSIONS[aspect];
  return (
    <img
      className={classes}
      src={image.sizes.medium}
      srcSet={imageSrcSet(image.sizes)}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
