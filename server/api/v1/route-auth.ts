import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { adminActorOf, requireAdminAction, type AdminActor } from "../../domain/admin/admin-actor";
import type { AdminAction } from "../../../core/admin-roles";
import { authenticate, requireUser, type RequestAuth } from "../../http/auth";
import type { AuthRequirement } from "../../../core/contracts/contract";

/** What a handler receives as `auth` for its route's requirement. */
export type AuthFor<A extends AuthRequirement> = A extends "none" ? null : A extends "optional" ? RequestAuth | null : RequestAuth;

/** What an admin operation's handler receives as `admin`: the checked admin, else null. */
export type AdminFor<A extends AuthRequirement> = A extends "admin" ? AdminActor : null;

export function requiresSignIn(requirement: AuthRequirement): boolean {
  return requirement === "member" || requirement === "business" || requirement === "admin";
}

/**
 * The guard of a route that needs a login: it runs before the body is read or parsed, so a
 * visitor gets 401 whatever it sent, and never learns how a body would have been judged.
 */
export async function guardRoute(requirement: AuthRequirement, services: AppServices, request: FastifyRequest, adminAction?: AdminAction): Promise<void> {
  if (!requiresSignIn(requirement)) return;
  const auth = await requireUser(services, request);
  if (requirement === "admin") adminOf(auth, adminAction);
}

/** The admin behind `auth`, checked for `action` (server/domain/admin/admin-actor.ts); throws 403 otherwise. */
export function adminOf(auth: RequestAuth, action: AdminAction | undefined): AdminActor {
  if (!action) throw new Error("An admin operation must name its adminAction (core/admin-roles.ts)");
  return requireAdminAction(adminActorOf(auth.user, auth), action);
}

/** The caller as the handler sees it; for routes behind the guard this is the guard's (cached) answer. */
export async function authOf<A extends AuthRequirement>(requirement: A, services: AppServices, request: FastifyRequest): Promise<AuthFor<A>> {
  if (requirement === "none") return null as AuthFor<A>;
  const auth = requiresSignIn(requirement) ? await requireUser(services, request) : await authenticate(services, request);
  return auth as AuthFor<A>;
}
