import type { SocialProviderClient } from "../../../adapters/oauth/provider-client";
import type { AccountDeps } from "../account-deps";
import { saveOAuthState } from "./oauth-states";
import { safeReturnPath } from "./return-path";

/**
 * GET /login/{provider}/redirect: remembers a new sign-in (state, PKCE verifier, nonce, where
 * to return) and says where to send the browser. The caller also binds `state` to the browser.
 */
export async function startSocialSignIn(
  deps: AccountDeps,
  client: SocialProviderClient,
  { returnTo, redirectUri }: { returnTo: string | undefined; redirectUri: string },
): Promise<{ authorizationUrl: string; state: string }> {
  const pending = await saveOAuthState(deps, {
    provider: client.provider,
    returnTo: safeReturnPath(returnTo),
    usesPkce: client.usesPkce,
  });
  return { authorizationUrl: client.authorizationUrl({ redirectUri, ...pending }), state: pending.state };
}
