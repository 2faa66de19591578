import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES, birthdayFieldError } from "../../../core/account-rules";
import { users, type UserRow } from "../../db/schema/accounts";
import { AppError } from "../../kernel/errors";
import { queueEmail } from "../mail/queue-email";
import { inTransaction, type AccountDeps } from "./account-deps";
import { toApiUser, type ApiUser } from "./api-user";
import { findUserById } from "./find-user";
import { checkPasswordUnderLockout } from "./password-lockout";
import { hashPassword, verifyPassword } from "./passwords";
import { endAllSessions, endOtherSessions } from "./sessions";

/** The fields a member may change on their own account (POST /user). Absent: unchanged. */
export type UserChanges = {
  firstname?: string | null;
  lastname?: string | null;
  /** YYYY-MM-DD or null to clear. */
  birthday?: string | null;
  wedding_date?: string | null;
  anniversary_date?: string | null;
  fcm_token?: string | null;
  /** A new password; needs current_password when the account already has one. */
  password?: string;
  current_password?: string;
};

function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * POST /user. A new password ends every other session of the member, in the same transaction;
 * `sessionToken` is the session that made the change, which stays signed in.
 */
export async function updateUser(deps: AccountDeps, userId: number, changes: UserChanges, sessionToken: string): Promise<ApiUser> {
  const birthdayError = birthdayFieldError(changes.birthday?.trim() ?? "", deps.clock.now());
  if (birthdayError) throw new AppError("VALIDATION_FAILED", birthdayError, { birthday: [birthdayError] });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
  const set: Partial<UserRow> = {};
  if (changes.firstname !== undefined) set.firstname = blankToNull(changes.firstname) ?? null;
  if (changes.lastname !== undefined) set.lastname = blankToNull(changes.lastname) ?? null;
  if (changes.birthday !== undefined) set.birthday = blankToNull(changes.birthday) ?? null;
  if (changes.wedding_date !== undefined) set.weddingDate = blankToNull(changes.wedding_date) ?? null;
  if (changes.anniversary_date !== undefined) set.anniversaryDate = blankToNull(changes.anniversary_date) ?? null;
  if (changes.fcm_token !== undefined) set.fcmToken = blankToNull(changes.fcm_token) ?? null;
  if (changes.password !== undefined) {
    const { passwordHash } = user;
    // The current password is a password check like a sign-in's: the same lock-out guards it.
    if (passwordHash && !(await checkPasswordUnderLockout(deps, user.email, () => verifyPassword(passwordHash, changes.current_password ?? "")))) {
      throw new AppError("VALIDATION_FAILED", ACCOUNT_MESSAGES.currentPasswordWrong, {
        current_password: [ACCOUNT_MESSAGES.currentPasswordWrong],
      });
    }
    set.passwordHash = await hashPassword(changes.password);
  }
  set.updatedAt = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
    if (row && set.passwordHash !== undefined) await endOtherSessions({ db: tx }, userId, sessionToken);
    return row;
  });
  if (!updated) throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
  return toApiUser(updated);
}

/** DELETE /user: the member, their sessions, favourites and identities go; a goodbye e-mail is queued. */
export async function deleteUser(deps: AccountDeps, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
    if (!deleted) throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
    // The foreign keys cascade; said again here so the rule does not hang on the schema alone.
    await endAllSessions({ db: tx }, userId);
    await queueEmail({ ...inTransaction(deps, tx), to: deleted.email, template: { name: "account-deleted" } });
  });
}
