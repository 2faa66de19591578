import { eq } from "drizzle-orm";
import { ADMIN_USER_MESSAGES, BLOCK_REASON_MAX_LENGTH, BLOCK_REASON_MIN_LENGTH } from "../../../../core/admin-users";
import type { Database, Transaction } from "../../../db/client";
import { users, type UserRow } from "../../../db/schema/accounts";
import type { Clock } from "../../../kernel/clock";
import { AppError, notFound } from "../../../kernel/errors";
import { endAllSessions } from "../../accounts/sessions";
import { publishLiveEvent } from "../../live/publish-live-event";
import { requireAdminAction, type AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";

type Deps = { db: Database; clock: Clock };

/** What the audit log keeps of an account: who it is and whether it is blocked, never secrets. */
export function auditedUser(user: UserRow) {
  return auditState({
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    disabledAt: user.disabledAt,
  });
}

async function lockUser(tx: Transaction, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return user;
}

function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < BLOCK_REASON_MIN_LENGTH) {
    throw new AppError("VALIDATION_FAILED", ADMIN_USER_MESSAGES.reasonRequired, { reason: [ADMIN_USER_MESSAGES.reasonRequired] });
  }
  if (trimmed.length > BLOCK_REASON_MAX_LENGTH) {
    throw new AppError("VALIDATION_FAILED", ADMIN_USER_MESSAGES.reasonTooLong, { reason: [ADMIN_USER_MESSAGES.reasonTooLong] });
  }
  return trimmed;
}

/**
 * Blocks an account: it is marked disabled, every session ends at once (an open page's next
 * request is signed out, its live stream closes), and every way of signing in refuses it with
 * ACCOUNT_MESSAGES.accountBlocked. The reason is kept in the audit entry. Admins are not blocked
 * here: their access is the owner's to take away on the admin team page.
 */
export async function blockUser(deps: Deps, actor: AdminActor, { userId, reason }: { userId: number; reason: string }): Promise<UserRow> {
  requireAdminAction(actor, "users.block");
  const why = checkReason(reason);
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.id === actor.userId) throw new AppError("FORBIDDEN", ADMIN_USER_MESSAGES.cannotBlockSelf);
    if (user.role === "admin") throw new AppError("FORBIDDEN", ADMIN_USER_MESSAGES.cannotBlockAdmin);
    if (user.disabledAt) throw new AppError("CONFLICT", ADMIN_USER_MESSAGES.alreadyBlocked);
    const now = deps.clock.now();
    const [blocked] = await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
    await endAllSessions({ db: tx }, userId);
    // Delivered on commit: the member's open pages learn it now, not at their next click.
    await publishLiveEvent(tx, { userId, event: { type: "signed-out", data: { reason: "blocked" } } });
    await recordAdminAction({ db: tx, clock: deps.clock }, actor, {
      action: "users.block",
      event: "user.block",
      target: { type: "user", id: userId },
      summary: `Blocked ${user.email}: ${why}`,
      before: auditedUser(user),
      after: { ...auditedUser(blocked!), reason: why },
    });
    return blocked!;
  });
}

/** Unblocks an account: it may sign in again (its old sessions stay ended). */
export async function unblockUser(deps: Deps, actor: AdminActor, { userId, note = "" }: { userId: number; note?: string }): Promise<UserRow> {
  requireAdminAction(actor, "users.block");
  const why = note.trim().slice(0, BLOCK_REASON_MAX_LENGTH);
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user.disabledAt) throw new AppError("CONFLICT", ADMIN_USER_MESSAGES.notBlocked);
    const now = deps.clock.now();
    const [unblocked] = await tx.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, userId)).returning();
    await recordAdminAction({ db: tx, clock: deps.clock }, actor, {
      action: "users.block",
      event: "user.unblock",
      target: { type: "user", id: userId },
      summary: `Unblocked ${user.email}${why ? `: ${why}` : ""}`,
      before: auditedUser(user),
      after: { ...auditedUser(unblocked!), ...(why ? { note: why } : {}) },
    });
    return unblocked!;
  });
}
