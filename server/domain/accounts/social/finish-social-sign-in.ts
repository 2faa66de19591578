import { timingSafeEqual } from "node:crypto";
import type { SocialProviderClient } from "../../../adapters/oauth/provider-client";
import { WEB_DEVICE_NAME } from "../../../../core/account-rules";
import type { AccountDeps } from "../account-deps";
import { hashToken } from "../secrets";
import type { SignedIn } from "../sign-in-with-code";
import { consumeOAuthState } from "./oauth-states";
import { providerFailure } from "./provider-failure";
import { signInSocialMember } from "./sign-in-social-member";
import { PROVIDER_LABELS, SocialSignInError } from "./social-sign-in-error";

export type SocialCallback = {
  state?: string | undefined;
  /** The state this browser was given when it left (its cookie); absent in another browser. */
  browserState?: string | undefined;
  code?: string | undefined;
  /** The provider's `error` parameter: the person cancelled, or the provider failed. */
  error?: string | undefined;
  /** Apple's form_post `user` field. */
  formUser?: string | undefined;
  redirectUri: string;
};

/** "Cancel" at each provider: OAuth's access_denied, Apple's user_cancelled_authorize. */
const CANCELLED = new Set(["access_denied", "user_cancelled_authorize"]);

function isSameState(left: string, right: string): boolean {
  return timingSafeEqual(Buffer.from(hashToken(left), "hex"), Buffer.from(hashToken(right), "hex"));
}

function invalidState(returnTo = "/"): SocialSignInError {
  return new SocialSignInError("invalid_state", "VALIDATION_FAILED", "This sign-in link has expired or was already used. Please try again.", returnTo);
}

/**
 * The website's callback: checks and uses up the state (this browser's, unused, not expired),
 * trades the code with the PKCE verifier, checks the nonce, and signs the member in. Failures
 * are SocialSignInErrors carrying the path to return to.
 */
export async function finishSocialSignIn(
  deps: AccountDeps,
  client: SocialProviderClient,
  callback: SocialCallback,
): Promise<{ signedIn: SignedIn; returnTo: string }> {
  // A state from another browser is someone else's sign-in (login CSRF): refuse it untouched.
  if (!callback.state || !callback.browserState || !isSameState(callback.state, callback.browserState)) throw invalidState();
  const pending = await consumeOAuthState(deps, client.provider, callback.state);
  if (pending.status === "unknown") throw invalidState();
  if (pending.status === "expired") throw invalidState(pending.returnTo);
  const { returnTo } = pending;

  if (callback.error !== undefined) {
    throw CANCELLED.has(callback.error)
      ? new SocialSignInError("access_denied", "VALIDATION_FAILED", `${PROVIDER_LABELS[client.provider]} sign-in was cancelled.`, returnTo)
      : new SocialSignInError("provider_error", "VALIDATION_FAILED", `${PROVIDER_LABELS[client.provider]} could not sign you in.`, returnTo);
  }
  if (!callback.code) throw new SocialSignInError("provider_error", "VALIDATION_FAILED", `${PROVIDER_LABELS[client.provider]} could not sign you in.`, returnTo);

  try {
    const profile = await client
      .exchangeCode({
        code: callback.code,
        redirectUri: callback.redirectUri,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
        now: deps.clock.now(),
        formUser: callback.formUser,
      })
      .catch((error: unknown) => providerFailure(error, client.provider));
    const signedIn = await signInSocialMember(deps, profile, WEB_DEVICE_NAME);
    return { signedIn, returnTo };
  } catch (error) {
    throw error instanceof SocialSignInError ? error.returningTo(returnTo) : error;
  }
}
