import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { SECOND_FACTOR_MESSAGES } from "../../../../core/admin-second-factor";
import { adminRecoveryCodes, adminSecondFactors } from "../../../db/schema/admin";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { wrongCode } from "./enrolment";
import { openSecret } from "./secret-box";
import {
  checkUnderAttemptLimit,
  findSecondFactor,
  markSessionVerified,
  recoveryCodeHash,
  recoveryCodesLeft,
  type SecondFactorDeps,
} from "./second-factor-store";
import { matchTotp } from "./totp";

export type VerifyInput = { code: string } | { recoveryCode: string };
export type Verified = { method: "authenticator" } | { method: "recovery_code"; recoveryCodesLeft: number };

/**
 * Confirms this session with a code from the authenticator app (each code works once: a step at or
 * before the last one used is refused) or with a recovery code (used up, audited, the count left
 * said). Wrong codes count towards the admin's limit.
 */
export async function verifySecondFactor(deps: SecondFactorDeps, actor: AdminActor, input: VerifyInput): Promise<Verified> {
  const { db, clock, secret } = deps;
  const factor = await findSecondFactor(db, actor.userId);
  if (!factor?.confirmedAt) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.notEnrolled);

  if ("code" in input) {
    const totpSecret = openSecret(secret, factor.secretCiphertext);
    const verified = await checkUnderAttemptLimit(deps, actor.userId, async () => {
      const fresh = await findSecondFactor(db, actor.userId);
      const step = matchTotp(totpSecret, input.code, clock.now(), fresh?.lastUsedStep ?? null);
      if (step === null) return null;
      return db.transaction(async (tx) => {
        // Taken in one statement: two requests with the same code cannot both pass.
        const taken = await tx
          .update(adminSecondFactors)
          .set({ lastUsedStep: step })
          .where(
            and(
              eq(adminSecondFactors.userId, actor.userId),
              isNotNull(adminSecondFactors.confirmedAt),
              or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step)),
            ),
          )
          .returning({ userId: adminSecondFactors.userId });
        if (taken.length === 0) return null;
        await markSessionVerified(tx, actor.sessionId, clock.now());
        return { method: "authenticator" } as const;
      });
    });
    if (!verified) throw wrongCode();
    return verified;
  }

  const verified = await checkUnderAttemptLimit(deps, actor.userId, () =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const [used] = await tx
        .update(adminRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminRecoveryCodes.userId, actor.userId),
            eq(adminRecoveryCodes.codeHash, recoveryCodeHash(secret, actor.userId, input.recoveryCode)),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      if (!used) return null;
      await markSessionVerified(tx, actor.sessionId, now);
      const left = await recoveryCodesLeft(tx, actor.userId);
      await recordAdminAction({ db: tx, clock }, actor, {
        action: "second_factor",
        event: "second_factor.recovery_code_use",
        target: { type: "admin", id: actor.userId },
        summary: `${actor.email} confirmed a sign-in with a recovery code (${left} left)`,
        before: { recovery_codes_left: left + 1 },
        after: { recovery_codes_left: left },
      });
      return { method: "recovery_code", recoveryCodesLeft: left } as const;
    }),
  );
  if (!verified) {
    throw new AppError("VALIDATION_FAILED", SECOND_FACTOR_MESSAGES.wrongRecoveryCode, { recovery_code: [SECOND_FACTOR_MESSAGES.wrongRecoveryCode] });
  }
  return verified;
}
