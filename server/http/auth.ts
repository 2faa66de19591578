import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES } from "../../core/account-rules";
import type { AppServices } from "../app-context";
import type { UserRow } from "../db/schema/accounts";
import { findSession, SESSION_LIFETIME_MS } from "../domain/accounts/sessions";
import { listFavoriteIds } from "../domain/favorites/list-favorite-ids";
import { AppError } from "../kernel/errors";

/** The web's session cookie: HttpOnly, SameSite=Lax, Secure in production. */
export const SESSION_COOKIE = "amora_session";

export type RequestAuth = {
  user: UserRow;
  token: string;
  /** How the token arrived: apps send a Bearer header, the website a cookie. */
  via: "bearer" | "cookie";
  sessionId: number;
  /** When an admin confirmed this session with the authenticator (null until then). */
  secondFactorAt: Date | null;
};

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function tokenFromHeaders(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
}): { token: string; via: "bearer" | "cookie" } | null {
  const authorization = headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match ? { token: match[1]!, via: "bearer" } : null;
  }
  const cookie = readCookie(headers.cookie, SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/** Who is calling, resolved once per request; null for visitors and unknown tokens. */
export function authenticate(services: AppServices, request: FastifyRequest): Promise<RequestAuth | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = (async () => {
      const presented = tokenFromHeaders(request.headers);
      if (!presented) return null;
      const session = await findMemberSession(services, presented.token);
      return session
        ? { user: session.user, token: presented.token, via: presented.via, sessionId: session.sessionId, secondFactorAt: session.secondFactorAt }
        : null;
    })();
    resolved.set(request, pending);
  }
  return pending;
}

/** The session behind a token, from the member cache (member-cache.ts) when it knows it. */
async function findMemberSession(services: AppServices, token: string) {
  const cache = services.memberCache;
  const cached = cache?.get(token);
  if (cached) return cached.session;
  const generation = cache?.generation ?? 0;
  const session = await findSession(services, token);
  if (session) cache?.set(token, { session }, generation);
  return session;
}

/** The ids of the listings a signed-in reader saved, from the member cache when it has them. */
export async function memberFavoriteIds(services: AppServices, auth: RequestAuth): Promise<readonly number[]> {
  const cache = services.memberCache;
  const cached = cache?.get(auth.token);
  if (cached?.favoriteIds) return cached.favoriteIds;
  const generation = cache?.generation ?? 0;
  const favoriteIds = await listFavoriteIds({ db: services.db, userId: auth.user.id });
  if (cached) cache?.set(auth.token, { ...cached, favoriteIds }, generation);
  return favoriteIds;
}

/** Guard: the signed-in user, or 401 in the contract's shape. */
export async function requireUser(services: AppServices, request: FastifyRequest): Promise<RequestAuth> {
  const auth = await authenticate(services, request);
  if (!auth) throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
  return auth;
}

function cookieAttributes(services: AppServices): string {
  return `Path=/; HttpOnly; SameSite=Lax${services.config.isProduction ? "; Secure" : ""}`;
}

export function sessionCookie(services: AppServices, token: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${Math.floor(SESSION_LIFETIME_MS / 1000)}; ${cookieAttributes(services)}`;
}

export function clearedSessionCookie(services: AppServices): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${cookieAttributes(services)}`;
}

export function setSessionCookie(services: AppServices, reply: FastifyReply, token: string): void {
  reply.header("set-cookie", sessionCookie(services, token));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF (docs/quality.md): a state change that would ride on the cookie must come from this site.
 * Browsers send Sec-Fetch-Site (or at least Origin) on every cross-site write; apps use Bearer
 * tokens, which a foreign page cannot attach.
 */
export function isCrossSiteCookieWrite(
  request: Pick<FastifyRequest, "method" | "headers" | "host">,
  /** The site's own origin; a function so that safe requests (most of them) never compute it. */
  expectedOrigin: string | (() => string),
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const headers = request.headers;
  if (headers.authorization) return false;
  if (!readCookie(headers.cookie, SESSION_COOKIE)) return false;
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.origin;
  if (typeof origin === "string") return origin !== (typeof expectedOrigin === "function" ? expectedOrigin() : expectedOrigin);
  return false;
}
