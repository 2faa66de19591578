import { and, eq, isNull, sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_ATTEMPTS, SECOND_FACTOR_MESSAGES } from "../../../../core/admin-second-factor";
import type { Database, Transaction } from "../../../db/client";
import { rateLimitHits, sessions } from "../../../db/schema/accounts";
import { adminRecoveryCodes, adminSecondFactors } from "../../../db/schema/admin";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { hashCode } from "../../accounts/secrets";

/** What the second factor's verbs need: the database, the clock and the app secret (sealing and hashing). */
export type SecondFactorDeps = { db: Database; clock: Clock; secret: string };

type Db = Database | Transaction;

export async function findSecondFactor(db: Db, userId: number) {
  const [row] = await db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, userId)).limit(1);
  return row;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Letters and digits nobody confuses when reading them off paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** "xxxxx-xxxxx": 10 characters of 31, about 50 random bits, kept only as an HMAC. */
function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < 10; index += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function recoveryCodeHash(secret: string, userId: number, code: string): string {
  return hashCode(secret, `admin-recovery:${userId}`, normaliseRecoveryCode(code));
}

/** Replaces the admin's recovery codes with a new set; returns the codes (shown once, never stored). */
export async function replaceRecoveryCodes(db: Db, secret: string, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(secret, userId, code) })));
  return codes;
}

/** Marks one session as confirmed with the second factor. */
export async function markSessionVerified(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}

/** Removes an admin's authenticator and recovery codes; every session of theirs (but `keepSessionId`) must confirm again. */
export async function removeSecondFactor(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  const others = keepSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keepSessionId}`);
  await db.update(sessions).set({ secondFactorAt: null }).where(others);
}

const attemptsKey = (userId: number) => `admin-second-factor-failed:${userId}`;

/**
 * Runs one code check under the admin's limit of wrong codes. The attempt is counted before the
 * code is looked at and given back when it was right, so a burst sent at once cannot have more
 * than the limit checked; over the limit every code is refused unchecked (429 with Retry-After),
 * the right one too.
 */
export async function checkUnderAttemptLimit<T>({ db, clock }: Pick<SecondFactorDeps, "db" | "clock">, userId: number, check: () => Promise<T | null>): Promise<T | null> {
  const now = clock.now().getTime();
  const windowMs = SECOND_FACTOR_ATTEMPTS.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: attemptsKey(userId), windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  if ((row?.hits ?? 1) > SECOND_FACTOR_ATTEMPTS.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new AppError("RATE_LIMITED", SECOND_FACTOR_MESSAGES.tooManyAttempts, undefined, retryAfter);
  }
  const result = await check();
  if (result !== null) {
    await db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, attemptsKey(userId)), eq(rateLimitHits.windowStart, windowStart)));
  }
  return result;
}
