/**
 * docs/product.md §2 "Page head metadata": what every page puts in its <head>, and the defaults for
 * a path with no metadata row.
 */
export const ROBOTS = "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1";

export const DEFAULT_HERO_IMAGE = "/media/scenes/hero/large.jpg";

export function defaultTitle(productName: string): string {
  return `${productName} | Romantic Getaways, Hotels & Travel Advisors – Plan Your Dream Trip`;
}

export const DEFAULT_DESCRIPTION =
  "Discover handpicked romantic destinations and connect with expert Romance Travel Advisors for your honeymoon, anniversary or romantic getaway.";

export type PageHead = {
  title: string;
  description: string | null;
  keywords: string | null;
  /** Absolute URL of the share image. */
  image: string;
  /** Absolute URL of the page. */
  canonical: string;
  siteName: string;
  /** schema.org objects, emitted as JSON-LD. */
  jsonLd: Record<string, unknown>[];
};
