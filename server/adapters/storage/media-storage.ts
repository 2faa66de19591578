import type { Readable } from "node:stream";

/**
 * Where uploaded media live (docs/architecture.md §7 "Uploads": the local disk by default, or
 * an S3-compatible bucket with MEDIA_STORE=s3; decision 037). Keys are flat file names the server chose
 * itself, never a name a client sent, e.g. "3f9c…-small.webp".
 */
export type MediaStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes what exists of these keys; a key already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address a browser loads the file from. */
  urlFor(key: string): string;
  /** The key behind one of this store's URLs; null for any other URL. */
  keyFromUrl(url: string): string | null;
  /** The stored bytes as a stream, or null when there is no such file. */
  open(key: string): Promise<StoredMedia | null>;
};

export type StoredMedia = {
  body: Readable;
  size: number;
  modifiedAt: Date;
  /** As stored with the file, when the store keeps one (S3 does; the local disk does not). */
  contentType?: string;
};

/** What a key may look like: lower-case letters, digits and single hyphens, one extension. */
export const MEDIA_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]{2,5}$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 120 && MEDIA_KEY.test(key);
}
