import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitHits } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";

export type RateLimitRule = { limit: number; windowSeconds: number };

/** Credential endpoints, per client address and endpoint. */
export const CREDENTIAL_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 600 };

/**
 * Counts one hit for `key` in the current fixed window; over the limit, throws RATE_LIMITED with
 * the seconds until the window ends (sent as Retry-After). One upsert: safe across processes.
 */
export async function hitRateLimit(
  { db, clock }: { db: Database; clock: Clock },
  key: string,
  { limit, windowSeconds }: RateLimitRule,
  message = "Too many attempts. Please try again later.",
): Promise<void> {
  const now = clock.now().getTime();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if ((row?.hits ?? 0) > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new AppError("RATE_LIMITED", message, undefined, retryAfterSeconds);
  }
}
