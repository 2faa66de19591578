import { OAuthProviderError } from "../../../adapters/oauth/provider-client";
import type { SocialProvider } from "../../../config";
import { PROVIDER_LABELS, SocialSignInError } from "./social-sign-in-error";

/** What the apps are told when the credential they sent does not check out, per provider. */
const INVALID_CREDENTIAL: Record<SocialProvider, string> = {
  google: "The Google code or access token is invalid or has expired.",
  facebook: "The Facebook access token is invalid or has expired.",
  apple: "The Apple identity token is invalid or has expired.",
};

/**
 * Turns a provider client's failure into the sign-in's: a refusal is the caller's problem
 * (422), an unreachable provider is ours (503). Anything else is a bug and is rethrown.
 */
export function providerFailure(error: unknown, provider: SocialProvider): never {
  if (!(error instanceof OAuthProviderError)) throw error;
  if (error.reason === "unavailable") {
    const message = `${PROVIDER_LABELS[provider]} sign-in is not reachable right now. Please try again.`;
    throw new SocialSignInError("unavailable", "UNAVAILABLE", message, "/", error.message);
  }
  throw new SocialSignInError("exchange_failed", "VALIDATION_FAILED", INVALID_CREDENTIAL[provider], "/", error.message);
}
