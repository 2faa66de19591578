import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDER_NAMES, type SocialProviderName } from "../social-providers";
import { defineContract } from "./contract";

/**
 * Social sign-in (docs/product.md §7 "GET /login/{facebook|google|apple}/callback"): one pair of
 * operations per provider, and Apple's form_post return. The website's flow answers with
 * redirects; the apps' token flow with a token like /login. A provider the server has not
 * configured answers 404.
 */

const schemas = () => import("./social-login-schemas");
const tags = ["account"] as const;

function startSignInContract(provider: SocialProviderName) {
  const label = SOCIAL_PROVIDER_LABELS[provider];
  return defineContract({
    method: "GET",
    path: `/login/${provider}/redirect`,
    operationId: `start${label}SignIn`,
    auth: "none",
    summary: `Start ${label} sign-in on the website: 302 to ${label}, which returns to the callback`,
    tags,
    errors: [302, 404],
    schemas: () => schemas().then((s) => s.startSignIn),
  });
}

function signInCallbackContract(provider: SocialProviderName) {
  const label = SOCIAL_PROVIDER_LABELS[provider];
  return defineContract({
    method: "GET",
    path: `/login/${provider}/callback`,
    operationId: `${provider}SignInCallback`,
    // The website's return ends the session this browser had, if any.
    auth: "optional",
    summary:
      provider === "google"
        ? "Google sign-in. plateform=web: the website's return from Google (302 back). Otherwise the apps send a server auth `code` or an `access_token` and get a token like /login"
        : `${label} sign-in. plateform=web: the website's return from ${label} (302 back). Otherwise the apps send ${provider === "apple" ? "Apple's identity token" : "the access token"} as \`access_token\` and get a token like /login`,
    tags,
    errors: [302, 403, 404, 422, 429, 503],
    schemas: () => schemas().then((s) => s.signInCallback),
  });
}

function byProvider<T>(contractOf: (provider: SocialProviderName) => T): Record<SocialProviderName, T> {
  return Object.fromEntries(SOCIAL_PROVIDER_NAMES.map((provider) => [provider, contractOf(provider)])) as Record<SocialProviderName, T>;
}

/** GET /login/{provider}/redirect: start<Provider>SignIn. */
export const startSignIn = /* @__PURE__ */ byProvider(startSignInContract);

/** GET /login/{provider}/callback: <provider>SignInCallback. */
export const signInCallback = /* @__PURE__ */ byProvider(signInCallbackContract);

export const appleSignInFormPost = defineContract({
  method: "POST",
  path: "/login/apple/callback",
  operationId: "appleSignInFormPost",
  auth: "optional",
  summary: "Apple's return to the website (response_mode=form_post): 302 back into the site",
  tags,
  errors: [302, 404],
  schemas: () => schemas().then((s) => s.appleSignInFormPost),
});
