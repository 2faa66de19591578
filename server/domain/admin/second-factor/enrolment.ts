import { and, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { SECOND_FACTOR_MESSAGES } from "../../../../core/admin-second-factor";
import { adminSecondFactors } from "../../../db/schema/admin";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { openSecret, sealSecret } from "./secret-box";
import {
  checkUnderAttemptLimit,
  findSecondFactor,
  markSessionVerified,
  replaceRecoveryCodes,
  type SecondFactorDeps,
} from "./second-factor-store";
import { matchTotp, newTotpSecret, otpauthUrl } from "./totp";

export type Enrolment = {
  /** The shared secret in base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth address as a QR code (SVG markup made by the qrcode package from that address alone). */
  qrSvg: string;
};

/**
 * Starts setting up the admin's authenticator app, or starts again while it is not yet confirmed
 * (a new secret replaces the unconfirmed one). Refused once confirmed: a session that has not
 * passed the second factor must not swap the authenticator; a lost one is reset instead.
 */
export async function startEnrolment({ db, secret }: SecondFactorDeps, actor: AdminActor): Promise<Enrolment> {
  const existing = await findSecondFactor(db, actor.userId);
  if (existing?.confirmedAt) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  const totpSecret = newTotpSecret();
  const sealed = sealSecret(secret, totpSecret);
  const inserted = await db
    .insert(adminSecondFactors)
    .values({ userId: actor.userId, secretCiphertext: sealed })
    .onConflictDoUpdate({ target: adminSecondFactors.userId, set: { secretCiphertext: sealed, lastUsedStep: null }, setWhere: isNull(adminSecondFactors.confirmedAt) })
    .returning({ userId: adminSecondFactors.userId });
  // Confirmed by another request meanwhile: the row was left alone.
  if (inserted.length === 0) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  return enrolmentOf(totpSecret, actor.email);
}

/**
 * The enrolment started and not yet confirmed, shown again (the console page reloaded, a wrong
 * code typed): the same secret, address and QR code. Null when none is waiting.
 */
export async function pendingEnrolment({ db, secret }: Pick<SecondFactorDeps, "db" | "secret">, actor: AdminActor): Promise<Enrolment | null> {
  const existing = await findSecondFactor(db, actor.userId);
  if (!existing || existing.confirmedAt) return null;
  return enrolmentOf(openSecret(secret, existing.secretCiphertext), actor.email);
}

async function enrolmentOf(totpSecret: string, email: string): Promise<Enrolment> {
  const url = otpauthUrl(totpSecret, email);
  return { secret: totpSecret, otpauthUrl: url, qrSvg: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }) };
}

/**
 * Confirms the authenticator with its first code: the app works, this session is confirmed, and
 * the admin gets recovery codes (returned once, kept only hashed). Audited without any secret.
 */
export async function confirmEnrolment(deps: SecondFactorDeps, actor: AdminActor, code: string): Promise<{ recoveryCodes: string[] }> {
  const { db, clock, secret } = deps;
  const factor = await findSecondFactor(db, actor.userId);
  if (!factor) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.notStarted);
  if (factor.confirmedAt) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  const totpSecret = openSecret(secret, factor.secretCiphertext);

  const codes = await checkUnderAttemptLimit(deps, actor.userId, async () => {
    const step = matchTotp(totpSecret, code, clock.now(), null);
    if (step === null) return null;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const confirmed = await tx
        .update(adminSecondFactors)
        .set({ confirmedAt: now, lastUsedStep: step })
        .where(and(eq(adminSecondFactors.userId, actor.userId), isNull(adminSecondFactors.confirmedAt), eq(adminSecondFactors.secretCiphertext, factor.secretCiphertext)))
        .returning({ userId: adminSecondFactors.userId });
      if (confirmed.length === 0) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.alreadyEnrolled);
      const recoveryCodes = await replaceRecoveryCodes(tx, secret, actor.userId);
      await markSessionVerified(tx, actor.sessionId, now);
      await recordAdminAction({ db: tx, clock }, actor, {
        action: "second_factor",
        event: "second_factor.enrol",
        target: { type: "admin", id: actor.userId },
        summary: `${actor.email} set up an authenticator app`,
        before: { enrolled: false },
        after: { enrolled: true, recovery_codes: recoveryCodes.length },
      });
      return recoveryCodes;
    });
  });
  if (codes === null) throw wrongCode();
  return { recoveryCodes: codes };
}

export function wrongCode(): AppError {
  return new AppError("VALIDATION_FAILED", SECOND_FACTOR_MESSAGES.wrongCode, { code: [SECOND_FACTOR_MESSAGES.wrongCode] });
}
