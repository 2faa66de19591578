import type Sharp from "sharp";

// sharp is loaded on the first raster request: it takes ~140 ms to load and start-up needs none.
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp"));

export type RasterFormat = "webp" | "jpg";

export type RasterizeSceneOptions = {
  svg: string;
  format: RasterFormat;
  /** Identifies the exact bytes that will come out (the response ETag), so equal work is shared. */
  cacheKey: string;
};

/**
 * Rendering a scene takes tens of milliseconds of CPU, so finished images are kept in memory,
 * bounded by total bytes (least recently used goes first), and concurrent requests for the same
 * image wait for one render instead of starting their own.
 */
const MAX_CACHE_BYTES = 48 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;
const inFlight = new Map<string, Promise<Buffer>>();

export async function rasterizeScene({ svg, format, cacheKey }: RasterizeSceneOptions): Promise<Buffer> {
  const cached = cache.get(cacheKey);
  if (cached) {
    // Re-inserting moves the entry to the end of the Map's order: most recently used.
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  const pending = inFlight.get(cacheKey);
  if (pending) return pending;
  const render = encode(svg, format)
    .then((image) => {
      remember(cacheKey, image);
      return image;
    })
    .finally(() => inFlight.delete(cacheKey));
  inFlight.set(cacheKey, render);
  return render;
}

async function encode(svg: string, format: RasterFormat): Promise<Buffer> {
  const { default: sharp } = await loadSharp();
  const image = sharp(Buffer.from(svg));
  return format === "jpg"
    ? image.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer()
    : image.webp({ quality: 80, effort: 4 }).toBuffer();
}

function remember(key: string, image: Buffer): void {
  if (image.length > MAX_CACHE_BYTES / 4) return;
  cache.set(key, image);
  cachedBytes += image.length;
  for (const [oldestKey, oldest] of cache) {
    if (cachedBytes <= MAX_CACHE_BYTES) break;
    cache.delete(oldestKey);
    cachedBytes -= oldest.length;
  }
}
