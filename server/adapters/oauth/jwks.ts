import type { JsonWebKey } from "node:crypto";
import { z } from "zod";
import { OAuthProviderError } from "./provider-client";
import { requestProvider } from "./provider-request";

const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kid: z.string().optional(), kty: z.string() })),
});

/** Keys are kept this long; a token naming an unknown key id refetches sooner (rotation). */
const KEYS_LIFETIME_MS = 60 * 60 * 1000;
/** ...but not more often than this, so forged key ids cannot hammer the provider. */
const REFETCH_AFTER_MS = 60 * 1000;

export type JwksKeySource = { keyFor(keyId: unknown, now: Date): Promise<JsonWebKey> };

/** A provider's published signing keys, fetched on demand and cached. */
export function createJwksKeySource(what: string, url: string): JwksKeySource {
  let keys: Map<string, JsonWebKey> | undefined;
  let fetchedAt = 0;
  let pending: Promise<void> | undefined;

  const refresh = async () => {
    const answer = await requestProvider(what, url, { method: "GET" }, jwksSchema);
    keys = new Map(answer.keys.filter((key) => key.kid !== undefined).map((key) => [key.kid!, key as JsonWebKey]));
  };

  return {
    async keyFor(keyId, now) {
      if (typeof keyId !== "string") throw new OAuthProviderError("rejected", "token names no signing key");
      const age = now.getTime() - fetchedAt;
      const isStale = keys === undefined || age >= KEYS_LIFETIME_MS || age < 0;
      const isUnknown = keys !== undefined && !keys.has(keyId) && age >= REFETCH_AFTER_MS;
      if (isStale || isUnknown) {
        // Concurrent sign-ins share one fetch.
        pending ??= refresh().finally(() => {
          pending = undefined;
        });
        await pending;
        fetchedAt = now.getTime();
      }
      const key = keys?.get(keyId);
      if (!key) throw new OAuthProviderError("rejected", "token is signed with an unknown key");
      return key;
    },
  };
}
