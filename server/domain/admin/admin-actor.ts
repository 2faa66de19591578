import { ADMIN_MESSAGES, adminMay, type AdminAction, type AdminRole } from "../../../core/admin-roles";
import type { UserRow } from "../../db/schema/accounts";
import { AppError } from "../../kernel/errors";
import { isAdmin } from "../accounts/is-admin";

/**
 * The admin behind a request, as every admin action sees it: the API's guard and the console's
 * loaders and actions build it from the session, and the audit log records it.
 */
export type AdminActor = {
  userId: number;
  email: string;
  /** Null for an admin account given no console role yet: it may do nothing but its own second factor. */
  role: AdminRole | null;
  sessionId: number;
  /** Whether this session was confirmed with the authenticator app. */
  secondFactorVerified: boolean;
};

export function adminActorOf(
  user: Pick<UserRow, "id" | "email" | "role" | "adminRole">,
  session: { sessionId: number; secondFactorAt: Date | null },
): AdminActor | null {
  if (!isAdmin(user)) return null;
  return { userId: user.id, email: user.email, role: user.adminRole, sessionId: session.sessionId, secondFactorVerified: session.secondFactorAt !== null };
}

/**
 * The one check of every admin action: an admin (else 403), whose session passed the second factor
 * (else 403 saying so; the authenticator's own operations excepted), whose role has the action
 * (core/admin-roles.ts; else 403).
 */
export function requireAdminAction(actor: AdminActor | null, action: AdminAction): AdminActor {
  if (!actor) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.adminsOnly);
  if (action !== "second_factor" && !actor.secondFactorVerified) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.secondFactorRequired);
  if (!adminMay(actor.role, action)) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.roleRefused);
  return actor;
}
