import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { users } from "../../db/schema/accounts";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { inTransaction, secretOf, type AccountDeps } from "./account-deps";
import { toApiUser } from "./api-user";
import { findUserByEmail } from "./find-user";
import { consumeCode, issueCode, lockAddress } from "./one-time-codes";
import { endPasswordLockout } from "./password-lockout";
import { hashPassword } from "./passwords";
import { createSession, endAllSessions } from "./sessions";
import type { SignedIn } from "./sign-in-with-code";

/**
 * POST /forgot-password: e-mails a reset code when the address has an account. The code is
 * created (and rate limited) either way, so the answer and its timing say nothing.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAddress(tx, "password_reset", email);
    const code = await issueCode({ db: tx, clock: deps.clock, secret: secretOf(deps) }, email, "password_reset");
    const user = await findUserByEmail(tx, email);
    if (!user || user.disabledAt) return;
    await queueEmail({
      ...inTransaction(deps, tx),
      to: user.email,
      template: { name: "password-reset-code", code, expiresInMinutes: 10 },
    });
  });
}

/** POST /reset-password: a valid code sets the new password, signs out everywhere, signs in here. */
export async function resetPassword(
  deps: AccountDeps,
  { email, otp, password, deviceName }: { email: string; otp: string; password: string; deviceName: string },
): Promise<SignedIn> {
  const check = await deps.db.transaction((tx) =>
    consumeCode({ db: tx, clock: deps.clock, secret: secretOf(deps) }, email, "password_reset", otp),
  );
  const user = check === "valid" ? await findUserByEmail(deps.db, email) : undefined;
  if (check === "expired") throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.otpExpired, { otp: [ACCOUNT_MESSAGES.otpExpired] });
  if (!user || user.disabledAt) throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.otpInvalid, { otp: [ACCOUNT_MESSAGES.otpInvalid] });
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await endAllSessions({ db: tx }, user.id);
    // The code proved the owner: a lock-out from someone else's guesses no longer applies.
    await endPasswordLockout({ db: tx }, user.email);
    const token = await createSession({ db: tx, clock: deps.clock }, user.id, deviceName);
    return { token, user: toApiUser(updated!), isNewUser: false };
  });
}
