import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { users } from "../../db/schema/accounts";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { toApiUser, type ApiUser } from "./api-user";
import { inTransaction, secretOf, type AccountDeps } from "./account-deps";
import { findUserByEmail } from "./find-user";
import { consumeCode, issueCode, lockAddress } from "./one-time-codes";
import { createSession } from "./sessions";
import { eq } from "drizzle-orm";

/**
 * POST /send-otp: e-mails a sign-in code. The answer is the same whether or not the address has
 * an account (the quick sign-up creates one when the code is verified).
 */
export async function sendSignInCode(deps: AccountDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAddress(tx, "sign_in", email);
    const code = await issueCode({ db: tx, clock: deps.clock, secret: secretOf(deps) }, email, "sign_in");
    await queueEmail({
      ...inTransaction(deps, tx),
      to: email,
      template: { name: "sign-in-code", code, expiresInMinutes: 10 },
    });
  });
}

export type SignedIn = { token: string; user: ApiUser; isNewUser: boolean };

/**
 * POST /verify-otp: a valid code signs the address in, creating the member on first use (quick
 * sign-up) and marking the e-mail verified.
 */
export async function verifySignInCode(
  deps: AccountDeps,
  { email, otp, deviceName }: { email: string; otp: string; deviceName: string },
): Promise<SignedIn> {
  const check = await deps.db.transaction((tx) =>
    consumeCode({ db: tx, clock: deps.clock, secret: secretOf(deps) }, email, "sign_in", otp),
  );
  if (check === "expired") throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.otpExpired, { otp: [ACCOUNT_MESSAGES.otpExpired] });
  if (check !== "valid") throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.otpInvalid, { otp: [ACCOUNT_MESSAGES.otpInvalid] });

  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const existing = await findUserByEmail(tx, email);
    let user = existing;
    if (existing && existing.disabledAt) throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.accountBlocked);
    if (existing && !existing.emailVerifiedAt) {
      [user] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, existing.id)).returning();
    }
    if (!existing) {
      [user] = await tx.insert(users).values({ email, emailVerifiedAt: now, createdAt: now, updatedAt: now }).returning();
      await queueEmail({ ...inTransaction(deps, tx), to: email, template: { name: "welcome", firstname: null } });
    }
    if (!user) throw new Error("user row missing after sign-in");
    const token = await createSession({ db: tx, clock: deps.clock }, user.id, deviceName);
    return { token, user: toApiUser(user), isNewUser: !existing };
  });
}
