import { ADMIN_MESSAGES } from "../../../../core/admin-roles";
import { SECOND_FACTOR_MESSAGES } from "../../../../core/admin-second-factor";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { findSecondFactor, recoveryCodesLeft, removeSecondFactor, replaceRecoveryCodes, type SecondFactorDeps } from "./second-factor-store";

export type SecondFactorStatus = { enrolled: boolean; verified: boolean; recoveryCodesLeft: number };

/** Whether the admin has an authenticator, whether this session passed it, and how many recovery codes are left. */
export async function secondFactorStatus({ db }: Pick<SecondFactorDeps, "db">, actor: AdminActor): Promise<SecondFactorStatus> {
  const factor = await findSecondFactor(db, actor.userId);
  const enrolled = Boolean(factor?.confirmedAt);
  return { enrolled, verified: actor.secondFactorVerified, recoveryCodesLeft: enrolled ? await recoveryCodesLeft(db, actor.userId) : 0 };
}

function requireVerified(actor: AdminActor): void {
  if (!actor.secondFactorVerified) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.secondFactorRequired);
}

/** A new set of recovery codes (the old ones stop working), on a confirmed session only. */
export async function renewRecoveryCodes({ db, clock, secret }: SecondFactorDeps, actor: AdminActor): Promise<{ recoveryCodes: string[] }> {
  requireVerified(actor);
  const factor = await findSecondFactor(db, actor.userId);
  if (!factor?.confirmedAt) throw new AppError("CONFLICT", SECOND_FACTOR_MESSAGES.notEnrolled);
  return db.transaction(async (tx) => {
    const before = await recoveryCodesLeft(tx, actor.userId);
    const recoveryCodes = await replaceRecoveryCodes(tx, secret, actor.userId);
    await recordAdminAction({ db: tx, clock }, actor, {
      action: "second_factor",
      event: "second_factor.recovery_codes_renew",
      target: { type: "admin", id: actor.userId },
      summary: `${actor.email} made new recovery codes`,
      before: { recovery_codes_left: before },
      after: { recovery_codes_left: recoveryCodes.length },
    });
    return { recoveryCodes };
  });
}

/**
 * "I lost my device": on a confirmed session (entered with a recovery code, say) the admin's
 * authenticator and recovery codes go, so a new app can be set up; every other session of theirs
 * must confirm again.
 */
export async function resetOwnSecondFactor({ db, clock }: SecondFactorDeps, actor: AdminActor): Promise<void> {
  requireVerified(actor);
  await db.transaction(async (tx) => {
    const factor = await findSecondFactor(tx, actor.userId);
    const left = await recoveryCodesLeft(tx, actor.userId);
    await removeSecondFactor(tx, actor.userId, actor.sessionId);
    await recordAdminAction({ db: tx, clock }, actor, {
      action: "second_factor",
      event: "second_factor.reset",
      target: { type: "admin", id: actor.userId },
      summary: `${actor.email} removed their authenticator app`,
      before: { enrolled: Boolean(factor?.confirmedAt), recovery_codes_left: left },
      after: { enrolled: false, recovery_codes_left: 0 },
    });
  });
}
