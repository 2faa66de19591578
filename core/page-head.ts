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

/** twitter:site when the configuration (TWITTER_SITE) names no other handle. */
export const DEFAULT_TWITTER_SITE = "@amoratravel";

/** Every share image is this size (a 1200 x 630 JPEG drawn for the page): what link previews ask for. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The one title of every not-found page, whichever route answered 404. */
export function notFoundTitle(productName: string): string {
  return `Page not found | ${productName}`;
}

export const NOT_FOUND_DESCRIPTION = "The page you were looking for has moved or never existed.";

/**
 * The share image of a picture: a drawn scene (any of its sizes and formats) is shared as its
 * 1200 x 630 JPEG, with the drawing's version (`?v=`) the picture's address carries. A picture that
 * is not drawn (an upload, an address an admin typed) is shared as it is, and its size is not
 * claimed (null).
 */
export function shareImageOf(picture: string): { path: string; size: typeof SHARE_IMAGE_SIZE | null } {
  const scene = /^\/media\/scenes\/([^/?#]+)\/[a-z]+\.[a-z]+(\?v=[\w-]{1,32})?$/.exec(picture);
  return scene ? { path: `/media/scenes/${scene[1]}/large.jpg${scene[2] ?? ""}`, size: SHARE_IMAGE_SIZE } : { path: picture, size: null };
}

export type PageHead = {
  title: string;
  description: string | null;
  keywords: string | null;
  /** Absolute URL of the share image. */
  image: string;
  /** Its pixel size: SHARE_IMAGE_SIZE for every drawn picture; null for an upload or outside address. */
  imageSize: { width: number; height: number } | null;
  /** What the share image shows, for og:image:alt and twitter:image:alt. */
  imageAlt: string;
  /** Absolute URL of the page. */
  canonical: string;
  siteName: string;
  /** The site's X (Twitter) handle (configuration TWITTER_SITE), for twitter:site. */
  twitterSite: string;
  /** schema.org objects, emitted as JSON-LD. */
  jsonLd: Record<string, unknown>[];
};
