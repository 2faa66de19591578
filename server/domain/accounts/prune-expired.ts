import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oauthStates, oneTimeCodes, rateLimitHits, sessions } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired sessions and OAuth states, one-time codes older than
 * a day (the hourly cap only looks back an hour) and rate-limit windows older than a day.
 */
export async function pruneExpired({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, dayAgo));
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, dayAgo));
}
