import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, OTP_RESEND_SECONDS } from "../../../core/account-rules";
import type { Database } from "../../db/client";
import { oneTimeCodes, type OneTimeCodePurpose } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { hashCode, randomCode, sameHash } from "./secrets";

/** docs/quality.md "one-time codes". */
export const CODE_RULES = {
  lifetimeMinutes: 10,
  maxFailedAttempts: 5,
  resendAfterSeconds: OTP_RESEND_SECONDS,
  maxPerHour: 5,
} as const;

type Deps = { db: Database; clock: Clock; secret: string };

const scopeOf = (purpose: OneTimeCodePurpose, email: string) => `${purpose}:${email}`;

/** Serialises code requests for one address, so two at once cannot both pass the resend check. */
export async function lockAddress(db: Database, purpose: OneTimeCodePurpose, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${scopeOf(purpose, email)}, 0))`);
}

/**
 * Creates a new code for `email` inside the caller's transaction (after `lockAddress`), ending any
 * earlier one. Refused within 60 s of the last code and past the hourly cap, the same way whether
 * or not an account exists for the address.
 */
export async function issueCode({ db, clock, secret }: Deps, email: string, purpose: OneTimeCodePurpose): Promise<string> {
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, hourAgo)))
    .orderBy(desc(oneTimeCodes.createdAt));
  const latest = recent[0];
  if (latest) {
    const secondsSince = (now.getTime() - latest.createdAt.getTime()) / 1000;
    if (secondsSince < CODE_RULES.resendAfterSeconds) {
      throw new AppError(
        "RATE_LIMITED",
        ACCOUNT_MESSAGES.otpResendTooSoon,
        undefined,
        Math.ceil(CODE_RULES.resendAfterSeconds - secondsSince),
      );
    }
  }
  if (recent.length >= CODE_RULES.maxPerHour) {
    const oldest = recent[recent.length - 1]!;
    const retryAfter = Math.ceil((oldest.createdAt.getTime() + 60 * 60 * 1000 - now.getTime()) / 1000);
    throw new AppError("RATE_LIMITED", ACCOUNT_MESSAGES.otpHourlyCap, undefined, Math.max(1, retryAfter));
  }
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
  const code = randomCode();
  await db.insert(oneTimeCodes).values({
    email,
    purpose,
    codeHash: hashCode(secret, scopeOf(purpose, email), code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_RULES.lifetimeMinutes * 60 * 1000),
  });
  return code;
}

export type CodeCheck = "valid" | "invalid" | "expired";

/**
 * Checks a code and uses it up. A wrong code counts a try (the fifth ends the code); the count is
 * written even though the caller then refuses, so run this in its own transaction.
 */
export async function consumeCode({ db, clock, secret }: Deps, email: string, purpose: OneTimeCodePurpose, code: string): Promise<CodeCheck> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for("update");
  if (!row) return "invalid";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (sameHash(row.codeHash, hashCode(secret, scopeOf(purpose, email), code))) {
    await db.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return "valid";
  }
  const failedAttempts = row.failedAttempts + 1;
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts, consumedAt: failedAttempts >= CODE_RULES.maxFailedAttempts ? now : null })
    .where(eq(oneTimeCodes.id, row.id));
  return "invalid";
}
