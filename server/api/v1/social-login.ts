import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { loginSuccessToast } from "../../../core/account-rules";
import { socialProviderClient } from "../../adapters/oauth/provider-clients";
import type { SocialProviderClient } from "../../adapters/oauth/provider-client";
import type { AppServices } from "../../app-context";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../config";
import type { AccountDeps } from "../../domain/accounts/account-deps";
import { createLoginLink } from "../../domain/accounts/login-links";
import { CREDENTIAL_RATE_LIMIT, hitRateLimit } from "../../domain/accounts/rate-limit";
import { endSession } from "../../domain/accounts/sessions";
import { finishSocialSignIn } from "../../domain/accounts/social/finish-social-sign-in";
import { OAUTH_STATE_LIFETIME_MS } from "../../domain/accounts/social/oauth-states";
import { withLoginOutcome } from "../../domain/accounts/social/return-path";
import { signInWithProviderToken } from "../../domain/accounts/social/sign-in-with-provider-token";
import {
  notConfigured,
  PROVIDER_LABELS,
  SocialSignInError,
  type SocialLoginErrorCode,
} from "../../domain/accounts/social/social-sign-in-error";
import { startSocialSignIn } from "../../domain/accounts/social/start-social-sign-in";
import { AppError } from "../../kernel/errors";
import { authenticate, readCookie, setSessionCookie } from "../../http/auth";
import { requestOrigin } from "../../http/request-origin";
import * as socialLogin from "../../../core/contracts/social-login";
import { type ApiRegistry } from "./route";

function depsFor(services: AppServices, request: FastifyRequest): AccountDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

function clientFor(services: AppServices, provider: SocialProvider): SocialProviderClient {
  const client = socialProviderClient(services.config, provider);
  if (!client) throw notConfigured(provider);
  return client;
}

function redirectUriFor(services: AppServices, request: FastifyRequest, provider: SocialProvider): string {
  return `${requestOrigin(services, request)}/api/v1/login/${provider}/callback?plateform=web`;
}

/**
 * The state also travels in a cookie only this browser holds, so a callback URL someone else
 * started (login CSRF) is refused. Apple returns with a cross-site form POST, which SameSite=Lax
 * cookies do not follow; its cookie is SameSite=None (hence Secure), scoped to its callback.
 */
function stateCookieName(provider: SocialProvider): string {
  return `amora_oauth_${provider}`;
}

function stateCookie(services: AppServices, provider: SocialProvider, value: string, maxAgeSeconds: number): string {
  const sameSite = provider === "apple" ? "SameSite=None; Secure" : `SameSite=Lax${services.config.isProduction ? "; Secure" : ""}`;
  return `${stateCookieName(provider)}=${value}; Max-Age=${maxAgeSeconds}; Path=/api/v1/login/${provider}/callback; HttpOnly; ${sameSite}`;
}

function limitCredentialCalls(services: AppServices, request: FastifyRequest, endpoint: string): Promise<void> {
  return hitRateLimit(services, `${endpoint}:${request.ip}`, CREDENTIAL_RATE_LIMIT);
}

function webFailure(error: unknown): { reason: SocialLoginErrorCode; returnTo: string; detail?: string | undefined } {
  if (error instanceof SocialSignInError) return { reason: error.reason, returnTo: error.returnTo, detail: error.detail };
  if (error instanceof AppError && error.code === "RATE_LIMITED") return { reason: "too_many_attempts", returnTo: "/" };
  return { reason: "failed", returnTo: "/" };
}

/**
 * The website's return from the provider. Every outcome is a redirect back into the site, with
 * `signed_in=<provider>` or `login_error=<code>`: never an error page, never a stack.
 */
async function finishWebSignIn(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  client: SocialProviderClient,
  input: { state?: string | undefined; code?: string | undefined; error?: string | undefined; formUser?: string | undefined },
) {
  const provider = client.provider;
  const browserState = readCookie(request.headers.cookie, stateCookieName(provider));
  reply.header("set-cookie", stateCookie(services, provider, "", 0));
  reply.header("cache-control", "no-store");
  try {
    await limitCredentialCalls(services, request, `login-${provider}-callback`);
    const { signedIn, returnTo } = await finishSocialSignIn(depsFor(services, request), client, {
      ...input,
      browserState,
      redirectUri: redirectUriFor(services, request, provider),
    });
    // Signing in as someone else in this browser ends the session it had.
    const previous = await authenticate(services, request);
    if (previous?.via === "cookie") await endSession(services, previous.token);
    setSessionCookie(services, reply, signedIn.token);
    return reply.redirect(withLoginOutcome(returnTo, "signed_in", provider), 302);
  } catch (error) {
    const failure = webFailure(error);
    if (failure.reason === "failed") request.log.error({ err: error, provider }, "social sign-in failed");
    else request.log.info({ provider, reason: failure.reason, detail: failure.detail }, "social sign-in refused");
    return reply.redirect(withLoginOutcome(failure.returnTo, "login_error", failure.reason), 302);
  }
}

function registerProviderRoutes(api: ApiRegistry, provider: SocialProvider): void {
  const label = PROVIDER_LABELS[provider];

  api.route(socialLogin.startSignIn[provider], async ({ query, services, request, reply }) => {
    const client = clientFor(services, provider);
    reply.header("cache-control", "no-store");
    try {
      await limitCredentialCalls(services, request, `login-${provider}-redirect`);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "RATE_LIMITED") throw error;
      return reply.redirect(withLoginOutcome(query.return_to ?? "/", "login_error", "too_many_attempts"), 302);
    }
    const started = await startSocialSignIn(depsFor(services, request), client, {
      returnTo: query.return_to,
      redirectUri: redirectUriFor(services, request, provider),
    });
    reply.header("set-cookie", stateCookie(services, provider, started.state, OAUTH_STATE_LIFETIME_MS / 1000));
    return reply.redirect(started.authorizationUrl, 302);
  });

  api.route(socialLogin.signInCallback[provider], async ({ query, services, request, reply }) => {
    const client = clientFor(services, provider);
    if (query.plateform === "web") return finishWebSignIn(services, request, reply, client, query);
    await limitCredentialCalls(services, request, `login-${provider}-callback`);
    const deps = depsFor(services, request);
    const result = await signInWithProviderToken(deps, client, {
      accessToken: query.access_token,
      code: query.code,
      deviceName: query.plateform || "app",
    });
    const loginurl = await createLoginLink(deps, result.user.email, requestOrigin(services, request));
    return {
      message: loginSuccessToast(label),
      token: result.token,
      loginurl,
      user: result.user,
      is_new_user: result.isNewUser,
    };
  });
}

/**
 * Social sign-in (docs/product.md §7 "GET /login/{facebook|google|apple}/callback"), for the
 * providers configured in server/config.ts; the others answer 404 on every path. A plugin of
 * its own because Apple's form_post needs a form-body parser, which the rest of the JSON API
 * must not have (it would open it to cross-site HTML forms).
 */
export function socialLoginRoutes(api: ApiRegistry): FastifyPluginAsync {
  return async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const social = api.within(scope);
    for (const provider of SOCIAL_PROVIDERS) registerProviderRoutes(social, provider);

    social.route(socialLogin.appleSignInFormPost, async ({ body, services, request, reply }) => {
      const client = clientFor(services, "apple");
      return finishWebSignIn(services, request, reply, client, {
        state: body.state,
        code: body.code,
        error: body.error,
        formUser: body.user,
      });
    });
  };
}
