import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, normaliseEmail } from "../../../core/account-rules";
import type { Database } from "../../db/client";
import { rateLimitHits } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { inTransaction, type AccountDeps } from "./account-deps";
import { findUserByEmail } from "./find-user";

/**
 * Ten wrong passwords for one address within 15 minutes, from any number of client addresses,
 * lock password checks on that address for 15 minutes. During a lock-out every password is
 * refused unchecked, the right one too, so guessing gains nothing; the owner is e-mailed once.
 */
export const PASSWORD_LOCKOUT = { failures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

/*
 * Kept in rate_limit_hits, which every process shares: the failures in fixed windows under
 * `login-failed:{email}`, and each lock-out as one row under `login-locked:{email}` whose
 * window_start is the moment it began.
 */
const failedKey = (email: string) => `login-failed:${email}`;
const lockedKey = (email: string) => `login-locked:${email}`;

function lockedOut(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", ACCOUNT_MESSAGES.passwordLocked, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
}

/** Seconds left of the address's lock-out, or null when it is not locked. */
async function lockRemainingSeconds({ db, clock }: { db: Database; clock: Clock }, email: string): Promise<number | null> {
  const now = clock.now().getTime();
  const lockMs = PASSWORD_LOCKOUT.lockSeconds * 1000;
  const [lock] = await db
    .select({ startedAt: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, lockedKey(email)), gt(rateLimitHits.windowStart, new Date(now - lockMs))))
    .orderBy(desc(rateLimitHits.windowStart))
    .limit(1);
  return lock ? (lock.startedAt.getTime() + lockMs - now) / 1000 : null;
}

/**
 * Runs one password check (`check` answers whether the password was accepted) under the
 * lock-out. The attempt is counted before the password is looked at and given back if it was
 * right, so a burst of guesses sent at once cannot have more than ten checked. The tenth wrong
 * one starts the lock-out and is itself answered 429. Throws RATE_LIMITED (with Retry-After)
 * while locked; the same for an address that has no account.
 */
export async function checkPasswordUnderLockout(deps: AccountDeps, rawEmail: string, check: () => Promise<boolean>): Promise<boolean> {
  const email = normaliseEmail(rawEmail);
  const locked = await lockRemainingSeconds(deps, email);
  if (locked !== null) throw lockedOut(locked);

  const windowMs = PASSWORD_LOCKOUT.windowSeconds * 1000;
  const now = deps.clock.now().getTime();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const previousWindowStart = new Date(windowStart.getTime() - windowMs);
  const [current] = await deps.db
    .insert(rateLimitHits)
    .values({ key: failedKey(email), windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  const [previous] = await deps.db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, failedKey(email)), eq(rateLimitHits.windowStart, previousWindowStart)));
  // The previous window counts too, so guesses either side of a window's edge add up.
  const attempt = (current?.hits ?? 1) + (previous?.hits ?? 0);
  if (attempt > PASSWORD_LOCKOUT.failures) {
    throw lockedOut((await lockRemainingSeconds(deps, email)) ?? PASSWORD_LOCKOUT.lockSeconds);
  }

  if (await check()) {
    await deps.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, failedKey(email)), eq(rateLimitHits.windowStart, windowStart)));
    return true;
  }
  if (attempt === PASSWORD_LOCKOUT.failures) {
    await startLockout(deps, email);
    throw lockedOut(PASSWORD_LOCKOUT.lockSeconds);
  }
  return false;
}

/**
 * Records the lock-out, forgets the failures that led to it (so they do not count again once it
 * ends) and queues the owner's e-mail, all in one transaction.
 */
async function startLockout(deps: AccountDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const startedAt = deps.clock.now();
    const inserted = await tx
      .insert(rateLimitHits)
      .values({ key: lockedKey(email), windowStart: startedAt, hits: 1 })
      .onConflictDoNothing()
      .returning({ key: rateLimitHits.key });
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, failedKey(email)));
    if (inserted.length === 0) return;
    const user = await findUserByEmail(tx, email);
    if (!user || user.disabledAt) return;
    await queueEmail({
      ...inTransaction(deps, tx),
      to: user.email,
      template: { name: "password-lockout", failedAttempts: PASSWORD_LOCKOUT.failures, lockedMinutes: PASSWORD_LOCKOUT.lockSeconds / 60 },
    });
  });
}

/** The owner proved the address (a reset code): the lock-out and the failures behind it go. */
export async function endPasswordLockout({ db }: { db: Database }, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [failedKey(email), lockedKey(email)]));
}
