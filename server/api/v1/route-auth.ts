import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { isAdmin } from "../../domain/accounts/is-admin";
import { AppError } from "../../kernel/errors";
import { authenticate, requireUser, type RequestAuth } from "../../http/auth";
import type { AuthRequirement } from "../../../core/contracts/contract";

/** What a handler receives as `auth` for its route's requirement. */
export type AuthFor<A extends AuthRequirement> = A extends "none" ? null : A extends "optional" ? RequestAuth | null : RequestAuth;

export const ADMIN_ONLY_MESSAGE = "Only admins may do this.";

export function requiresSignIn(requirement: AuthRequirement): boolean {
  return requirement === "member" || requirement === "business" || requirement === "admin";
}

/**
 * The guard of a route that needs a login: it runs before the body is read or parsed, so a
 * visitor gets 401 whatever it sent, and never learns how a body would have been judged.
 */
export async function guardRoute(requirement: AuthRequirement, services: AppServices, request: FastifyRequest): Promise<void> {
  if (!requiresSignIn(requirement)) return;
  const auth = await requireUser(services, request);
  if (requirement === "admin" && !isAdmin(auth.user)) throw new AppError("FORBIDDEN", ADMIN_ONLY_MESSAGE);
}

/** The caller as the handler sees it; for routes behind the guard this is the guard's (cached) answer. */
export async function authOf<A extends AuthRequirement>(requirement: A, services: AppServices, request: FastifyRequest): Promise<AuthFor<A>> {
  if (requirement === "none") return null as AuthFor<A>;
  const auth = requiresSignIn(requirement) ? await requireUser(services, request) : await authenticate(services, request);
  return auth as AuthFor<A>;
}
