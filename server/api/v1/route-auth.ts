import type { FastifyRequest } from "fastify";
import type { AppServices } from "../../app-context";
import { isAdmin } from "../../domain/accounts/is-admin";
import { AppError } from "../../kernel/errors";
import { authenticate, requireUser, type RequestAuth } from "../../http/auth";

/**
 * Who may call an /api/v1 route. The registry enforces it and the OpenAPI document derives the
 * operation's `security` from it, so the two cannot disagree.
 * - "none": public; credentials, if sent, are not read.
 * - "optional": public; a signed-in caller is recognised (its session ended, its e-mail used).
 * - "member": any signed-in account, else 401.
 * - "business": signed in, else 401; whether the account is an active business is the
 *   domain's 403.
 * - "admin": signed in, else 401; an account that is not an admin gets 403.
 */
export const AUTH_REQUIREMENTS = ["none", "optional", "member", "business", "admin"] as const;
export type AuthRequirement = (typeof AUTH_REQUIREMENTS)[number];

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
