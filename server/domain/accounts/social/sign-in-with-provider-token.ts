import type { SocialProviderClient } from "../../../adapters/oauth/provider-client";
import type { AccountDeps } from "../account-deps";
import type { SignedIn } from "../sign-in-with-code";
import { providerFailure } from "./provider-failure";
import { signInSocialMember } from "./sign-in-social-member";
import { SocialSignInError } from "./social-sign-in-error";

const MISSING_CREDENTIAL = {
  google: "The code or access_token field is required.",
  facebook: "The access_token field is required.",
  apple: "The access_token field is required.",
} as const;

/**
 * The apps' sign-in (docs/product.md §7): they sign in with the provider on the device and send
 * what it gave them (Facebook access token, Google server auth code or access token, Apple
 * identity token). The provider confirms it was issued to this product before anyone is signed in.
 */
export async function signInWithProviderToken(
  deps: AccountDeps,
  client: SocialProviderClient,
  { accessToken, code, deviceName }: { accessToken: string | undefined; code: string | undefined; deviceName: string },
): Promise<SignedIn> {
  const usableCode = client.provider === "google" ? code : undefined;
  if (!accessToken && !usableCode) {
    throw new SocialSignInError("exchange_failed", "VALIDATION_FAILED", MISSING_CREDENTIAL[client.provider]);
  }
  const profile = await client
    .verifyAppCredentials({ accessToken: accessToken || undefined, code: usableCode || undefined, now: deps.clock.now() })
    .catch((error: unknown) => providerFailure(error, client.provider));
  return signInSocialMember(deps, profile, deviceName);
}
