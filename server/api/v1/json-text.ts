import type { AppServices } from "../../app-context";

/**
 * A response body already serialized, which the route layer (route.ts) sends as is. `T` is the
 * shape the text holds, so a handler returning one is still checked against its response schema.
 */
export class JsonText<T> {
  declare readonly shape?: T;
  /** UTF-8 bytes, encoded once: a string body would be measured and encoded on every request. */
  readonly body: Buffer;
  constructor(readonly text: string) {
    this.body = Buffer.from(text, "utf8");
  }
}

/**
 * The JSON text of a hot catalogue read, kept in the catalogue cache: a popular listing, page or
 * search is serialized once per cache lifetime instead of on every request (serializing a listing
 * was about 15% of a detail request's time). Null (nothing found) passes through. Without a cache
 * (most tests) it loads and serializes every time.
 */
export async function cachedJson<T>(services: AppServices, key: string, load: () => Promise<T>): Promise<Serialized<T>> {
  const serialize = async () => {
    const value = await load();
    return (value === null ? null : new JsonText(JSON.stringify(value))) as Serialized<T>;
  };
  return services.catalogueCache ? services.catalogueCache.read(`json:${key}`, serialize) : serialize();
}

/** JsonText of the value's shape; null stays null (distributes over `X | null`). */
type Serialized<T> = T extends null ? null : JsonText<T>;
