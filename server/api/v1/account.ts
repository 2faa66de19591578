import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import type { AppServices } from "../../app-context";
import type { AccountDeps } from "../../domain/accounts/account-deps";
import { createLoginLink, redeemLoginLink } from "../../domain/accounts/login-links";
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
import {
  emailBody,
  loginBody,
  loginLinkQuery,
  messageResponse,
  registerBody,
  resetPasswordBody,
  signedInResponse,
  userResponse,
  verifyOtpBody,
} from "./account-schemas";
import type { ApiRegistry } from "./route";

function depsFor(services: AppServices, request: FastifyRequest): AccountDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

/** Every credential endpoint: 30 calls per 10 minutes per client address, then 429. */
function limitCredentialCalls(services: AppServices, request: FastifyRequest, endpoint: string): Promise<void> {
  return hitRateLimit(services, `${endpoint}:${request.ip}`, CREDENTIAL_RATE_LIMIT);
}

const tags = ["account"] as const;

/** docs/product.md §7 "Account". */
export function registerAccountRoutes(api: ApiRegistry): void {
  const signedIn = async (
    services: AppServices,
    request: FastifyRequest,
    reply: FastifyReply,
    result: SignedIn,
    message: string,
  ) => {
    // The website keeps the session in an HttpOnly cookie; apps keep the token from the body.
    setSessionCookie(services, reply, result.token);
    const loginurl = await createLoginLink(depsFor(services, request), result.user.email, requestOrigin(services, request));
    return { message, token: result.token, loginurl, user: result.user, is_new_user: result.isNewUser };
  };

  api.inline({
    method: "POST",
    path: "/login",
    operationId: "login",
    auth: "none",
    summary: "Sign in with e-mail and password",
    tags,
    body: loginBody,
    invalidBody: "validation",
    response: signedInResponse,
    errors: [429],
    handler: async ({ body, services, request, reply }) => {
      await limitCredentialCalls(services, request, "login");
      const result = await logIn(depsFor(services, request), {
        email: body.email,
        password: body.password,
        deviceName: body.device_name,
      });
      return signedIn(services, request, reply, result, "Login successfully");
    },
  });

  api.inline({
    method: "POST",
    path: "/register",
    operationId: "register",
    // A member signed in by code (no password yet) completes its sign-up under its own address.
    auth: "optional",
    summary: "Create an account with e-mail and password",
    tags,
    body: registerBody,
    invalidBody: "validation",
    response: signedInResponse,
    errors: [429],
    handler: async ({ body, auth, services, request, reply }) => {
      await limitCredentialCalls(services, request, "register");
      const result = await registerUser(depsFor(services, request), {
        email: body.email,
        password: body.password,
        name: body.name,
        deviceName: body.device_name,
        signedInUserId: auth?.user.id,
      });
      return signedIn(services, request, reply, result, "Registered successfully");
    },
  });

  api.inline({
    method: "POST",
    path: "/send-otp",
    operationId: "sendOtp",
    auth: "none",
    summary: "E-mail a six-digit sign-in code (also signs up a new address)",
    tags,
    body: emailBody,
    invalidBody: "validation",
    response: messageResponse,
    errors: [429],
    handler: async ({ body, services, request }) => {
      await limitCredentialCalls(services, request, "send-otp");
      await sendSignInCode(depsFor(services, request), body.email);
      return { message: ACCOUNT_MESSAGES.otpSent };
    },
  });

  api.inline({
    method: "POST",
    path: "/verify-otp",
    operationId: "verifyOtp",
    auth: "none",
    summary: "Check a sign-in code; signs in, creating the member on first use",
    tags,
    body: verifyOtpBody,
    invalidBody: "validation",
    response: signedInResponse,
    errors: [429],
    handler: async ({ body, services, request, reply }) => {
      await limitCredentialCalls(services, request, "verify-otp");
      const result = await verifySignInCode(depsFor(services, request), {
        email: body.email,
        otp: body.otp,
        deviceName: body.device_name,
      });
      return signedIn(services, request, reply, result, ACCOUNT_MESSAGES.otpVerified);
    },
  });

  api.inline({
    method: "POST",
    path: "/forgot-password",
    operationId: "forgotPassword",
    auth: "none",
    summary: "E-mail a password reset code to a registered address (same answer for any address)",
    tags,
    body: emailBody,
    invalidBody: "validation",
    response: messageResponse,
    errors: [429],
    handler: async ({ body, services, request }) => {
      await limitCredentialCalls(services, request, "forgot-password");
      await requestPasswordReset(depsFor(services, request), body.email);
      return { message: ACCOUNT_MESSAGES.otpSentRegisteredToast };
    },
  });

  api.inline({
    method: "POST",
    path: "/reset-password",
    operationId: "resetPassword",
    auth: "none",
    summary: "Set a new password with the e-mailed code; signs out every other device",
    tags,
    body: resetPasswordBody,
    invalidBody: "validation",
    response: signedInResponse,
    errors: [429],
    handler: async ({ body, services, request, reply }) => {
      await limitCredentialCalls(services, request, "reset-password");
      const result = await resetPassword(depsFor(services, request), {
        email: body.email,
        otp: body.otp,
        password: body.password,
        deviceName: body.device_name,
      });
      return signedIn(services, request, reply, result, "Your password has been reset.");
    },
  });

  for (const method of ["GET", "POST"] as const) {
    api.inline({
      method,
      path: "/logout",
      // GET is the apps' call (its docs/product.md name); POST the website's.
      operationId: method === "GET" ? "logout" : "logoutWebsite",
      // Signed out already is not an error: the answer is the same.
      auth: "optional",
      summary: method === "GET" ? "Sign out this device (the apps' call)" : "Sign out this device (the website's call)",
      tags,
      response: messageResponse,
      handler: async ({ auth, services, request, reply }) => {
        // GET changes nothing for a cookie sent by another site: browsers attach cookies to
        // cross-site GETs (links, images), so only a same-site GET may end the web session.
        const fetchSite = request.headers["sec-fetch-site"];
        const isCrossSiteGet = method === "GET" && auth?.via === "cookie" && typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none";
        if (auth && !isCrossSiteGet) await endSession(services, auth.token);
        if (!isCrossSiteGet) reply.header("set-cookie", clearedSessionCookie(services));
        return { message: "Logged out successfully" };
      },
    });
  }

  api.inline({
    method: "GET",
    path: "/login/link",
    operationId: "openLoginLink",
    auth: "none",
    summary: "Open the website signed in, from the loginurl of /login or /register (once, 5 minutes)",
    tags,
    query: loginLinkQuery,
    response: messageResponse,
    errors: [303],
    handler: async ({ query, services, request, reply }) => {
      const token = await redeemLoginLink(depsFor(services, request), query.email, query.token);
      if (token) setSessionCookie(services, reply, token);
      return reply.redirect(token ? "/" : "/?login=expired", 303);
    },
  });

  api.inline({
    method: "GET",
    path: "/user",
    operationId: "getUser",
    auth: "member",
    summary: "The signed-in member",
    tags,
    response: userResponse,
    errors: [401],
    handler: async ({ auth }) => {
      const { user } = auth;
      return { data: toApiUser(user) };
    },
  });

  // POST /user (the profile update, which may carry a picture) is in user-avatar.ts, in the one
  // scope that reads multipart bodies.

  api.inline({
    method: "DELETE",
    path: "/user",
    operationId: "deleteUser",
    auth: "member",
    summary: "Delete the signed-in member's account and end all of its sessions",
    tags,
    response: messageResponse,
    errors: [401],
    handler: async ({ auth, services, request, reply }) => {
      const { user } = auth;
      await deleteUser(depsFor(services, request), user.id);
      // The account is gone; its pictures go with it.
      await discardAvatarFiles(mediaStorageFor(services.config), user.avatarSizes);
      reply.header("set-cookie", clearedSessionCookie(services));
      return { message: "Account deleted successfully" };
    },
  });
}
