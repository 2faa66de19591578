import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { users } from "../../db/schema/accounts";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { inTransaction, type AccountDeps } from "./account-deps";
import { toApiUser } from "./api-user";
import { findUserByEmail, splitName } from "./find-user";
import { hashPassword, verifyPassword } from "./passwords";
import { checkPasswordUnderLockout } from "./password-lockout";
import { createSession } from "./sessions";
import type { SignedIn } from "./sign-in-with-code";

/**
 * POST /login. One message for an unknown address and a wrong password; the password lock-out
 * (password-lockout.ts) applies to both alike.
 */
export async function logIn(
  deps: AccountDeps,
  { email, password, deviceName }: { email: string; password: string; deviceName: string },
): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, email);
  const isAccepted = await checkPasswordUnderLockout(deps, email, async () => {
    const isValid = await verifyPassword(user?.passwordHash ?? null, password);
    return Boolean(user && isValid);
  });
  if (!user || !isAccepted) {
    throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.credentialsWrong, { email: [ACCOUNT_MESSAGES.credentialsWrong] });
  }
  // Said only once the password was right: a guess learns nothing about the account.
  if (user.disabledAt) throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.accountBlocked);
  const token = await createSession(deps, user.id, deviceName);
  return { token, user: toApiUser(user), isNewUser: false };
}

/**
 * POST /register. A new address becomes a member with a password. The classic sign-up verifies
 * the address by code first (which signs in a password-less member): registering that same
 * address while signed in as it sets the name and password instead of refusing.
 */
export async function registerUser(
  deps: AccountDeps,
  {
    email,
    password,
    name,
    deviceName,
    signedInUserId,
  }: { email: string; password: string; name: string; deviceName: string; signedInUserId?: number },
): Promise<SignedIn> {
  const passwordHash = await hashPassword(password);
  const names = splitName(name);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      const isCompletingOwnSignUp = existing.id === signedInUserId && existing.passwordHash === null;
      if (!isCompletingOwnSignUp) {
        throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
      }
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, ...names, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      const token = await createSession({ db: tx, clock: deps.clock }, existing.id, deviceName);
      return { token, user: toApiUser(updated!), isNewUser: false };
    }
    const inserted = await tx
      .insert(users)
      .values({ email, passwordHash, ...names, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    if (!user) throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
    await queueEmail({ ...inTransaction(deps, tx), to: email, template: { name: "welcome", firstname: names.firstname } });
    const token = await createSession({ db: tx, clock: deps.clock }, user.id, deviceName);
    return { token, user: toApiUser(user), isNewUser: true };
  });
}
