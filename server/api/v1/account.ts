import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import type { AppServices } from "../../app-context";
import type { AccountDeps } from "../../domain/accounts/account-deps";
import { createLoginLink, redeemLoginLink } from "../../domain/accounts/login-links";
import { redeemEmailSignInLink } from "../../domain/accounts/email-sign-in-links";
import { emailLinkFailurePath } from "../../../core/email-link";
import { logIn, registerUser } from "../../domain/accounts/password-sign-in";
import { requestPasswordReset, resetPassword } from "../../domain/accounts/password-reset";
import { CREDENTIAL_RATE_LIMIT, hitRateLimit } from "../../domain/accounts/rate-limit";
import { endSession } from "../../domain/accounts/sessions";
import { sendSignInCode, verifySignInCode, type SignedIn } from "../../domain/accounts/sign-in-with-code";
import { toApiUser } from "../../domain/accounts/api-user";
import { discardAvatarFiles } from "../../domain/accounts/set-avatar";
import { deleteUser } from "../../domain/accounts/update-user";
import { clearedSessionCookie, setSessionCookie } from "../../http/auth";
import { requestOrigin } from "../../http/request-origin";
import * as account from "../../../core/contracts/account";
import type { ApiRegistry } from "./route";

function depsFor(services: AppServices, request: FastifyRequest): AccountDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

/** Every credential endpoint: 30 calls per 10 minutes per client address, then 429. */
function limitCredentialCalls(services: AppServices, request: FastifyRequest, endpoint: string): Promise<void> {
  return hitRateLimit(services, `${endpoint}:${request.ip}`, CREDENTIAL_RATE_LIMIT);
}

/** The handlers of core/contracts/account.ts (docs/product.md §7 "Account"). */
export function registerAccountRoutes(api: ApiRegistry): void {
  /** The answer of a call that signed the caller in. */
  const signedIn = async (services: AppServices, request: FastifyRequest, reply: FastifyReply, result: SignedIn, message: string) => {
    // The website keeps the session in an HttpOnly cookie; apps keep the token from the body.
    setSessionCookie(services, reply, result.token);
    const loginurl = await createLoginLink(depsFor(services, request), result.user.email, requestOrigin(services, request));
    return { message, token: result.token, loginurl, user: result.user, is_new_user: result.isNewUser };
  };

  /** The calls that e-mail a code: rate-limited, then the domain's step, answered with a message. */
  const codeRoute = (contract: typeof account.sendOtp | typeof account.forgotPassword, message: string, send: (deps: AccountDeps, email: string) => Promise<void>) =>
    api.route(contract, async ({ body, services, request }) => {
      await limitCredentialCalls(services, request, contract.path.slice(1));
      await send(depsFor(services, request), body.email);
      return { message };
    });

  api.route(account.login, async ({ body, services, request, reply }) => {
    await limitCredentialCalls(services, request, "login");
    return signedIn(services, request, reply, await logIn(depsFor(services, request), body), "Login successfully");
  });

  api.route(account.register, async ({ body, auth, services, request, reply }) => {
    await limitCredentialCalls(services, request, "register");
    const result = await registerUser(depsFor(services, request), { ...body, signedInUserId: auth?.user.id });
    return signedIn(services, request, reply, result, "Registered successfully");
  });

  codeRoute(account.sendOtp, ACCOUNT_MESSAGES.otpSent, sendSignInCode);

  api.route(account.verifyOtp, async ({ body, services, request, reply }) => {
    await limitCredentialCalls(services, request, "verify-otp");
    return signedIn(services, request, reply, await verifySignInCode(depsFor(services, request), body), ACCOUNT_MESSAGES.otpVerified);
  });

  codeRoute(account.forgotPassword, ACCOUNT_MESSAGES.otpSentRegisteredToast, requestPasswordReset);

  api.route(account.resetPassword, async ({ body, services, request, reply }) => {
    await limitCredentialCalls(services, request, "reset-password");
    return signedIn(services, request, reply, await resetPassword(depsFor(services, request), body), "Your password has been reset.");
  });

  // GET is the apps' call (its docs/product.md name); POST the website's.
  for (const contract of [account.logout, account.logoutWebsite]) {
    api.route(contract, async ({ auth, services, request, reply }) => {
      // GET changes nothing for a cookie sent by another site: browsers attach cookies to
      // cross-site GETs (links, images), so only a same-site GET may end the web session.
      const fetchSite = request.headers["sec-fetch-site"];
      const isCrossSiteGet =
        contract.method === "GET" && auth?.via === "cookie" && typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none";
      if (auth && !isCrossSiteGet) await endSession(services, auth.token);
      if (!isCrossSiteGet) reply.header("set-cookie", clearedSessionCookie(services));
      return { message: "Logged out successfully" };
    });
  }

  api.route(account.openLoginLink, async ({ query, services, request, reply }) => {
    const token = await redeemLoginLink(depsFor(services, request), query.email, query.token);
    // A blocked account's page says why (the login_error message of the sign-in notice).
    if (token === "blocked") return reply.redirect("/?login_error=account_disabled", 303);
    if (token) setSessionCookie(services, reply, token);
    return reply.redirect(token ? "/" : "/?login=expired", 303);
  });

  api.route(account.openEmailLink, async ({ query, services, reply }) => {
    const outcome = await redeemEmailSignInLink(services, { userId: query.user, to: query.to, token: query.token });
    if (outcome === "blocked") return reply.redirect("/?login_error=account_disabled", 303);
    // A used or expired link: the sign-in, saying why, and then the offer.
    if (outcome === "unusable") return reply.redirect(emailLinkFailurePath(query.to), 303);
    setSessionCookie(services, reply, outcome.session);
    return reply.redirect(query.to, 303);
  });

  api.route(account.getUser, async ({ auth }) => {
    const { user } = auth;
    return { data: toApiUser(user) };
  });

  // POST /user (the profile update, which may carry a picture) is in user-avatar.ts, in the one
  // scope that reads multipart bodies.

  api.route(account.deleteUser, async ({ auth, services, request, reply }) => {
    const { user } = auth;
    await deleteUser(depsFor(services, request), user.id);
    // The account is gone; its pictures go with it.
    await discardAvatarFiles(mediaStorageFor(services.config), user.avatarSizes);
    reply.header("set-cookie", clearedSessionCookie(services));
    return { message: "Account deleted successfully" };
  });
}
