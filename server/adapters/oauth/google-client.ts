import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import type { GoogleSignInSettings } from "../../config";
import { createIdTokenVerifier } from "./id-token";
import {
  authorizationUrlWith,
  claimIsTrue,
  cleanName,
  OAuthProviderError,
  queryString,
  type AppCredentials,
  type AuthorizationRequest,
  type CodeExchange,
  type SocialProfile,
  type SocialProviderClient,
} from "./provider-client";
import { requestProvider } from "./provider-request";

const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

const tokenSchema = z.object({ access_token: z.string().min(1), id_token: z.string().min(1) });

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

const tokenInfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().optional(),
  expires_in: z.coerce.number().optional(),
});

/** Google Identity: OpenID Connect with PKCE (S256) and a nonce. */
export function createGoogleClient(settings: GoogleSignInSettings): SocialProviderClient {
  const base = settings.baseUrl;
  const endpoints = {
    authorize: `${base ?? "https://accounts.google.com"}/o/oauth2/v2/auth`,
    token: `${base ?? "https://oauth2.googleapis.com"}/token`,
    userInfo: `${base ?? "https://openidconnect.googleapis.com"}/v1/userinfo`,
    tokenInfo: `${base ?? "https://oauth2.googleapis.com"}/tokeninfo`,
    keys: `${base ?? "https://www.googleapis.com"}/oauth2/v3/certs`,
  };
  const verifyIdToken = createIdTokenVerifier({ what: "Google keys", keysUrl: endpoints.keys, issuers: ISSUERS });
  const appAudiences = [settings.clientId, ...settings.appClientIds];

  const readProfile = async (accessToken: string, subject: string): Promise<SocialProfile> => {
    const info = await requestProvider(
      "Google userinfo",
      endpoints.userInfo,
      { method: "GET", headers: { authorization: `Bearer ${accessToken}` } },
      userInfoSchema,
    );
    if (info.sub !== subject) throw new OAuthProviderError("rejected", "Google userinfo names another person");
    return {
      provider: "google",
      subject,
      email: info.email?.trim().toLowerCase() || null,
      isEmailVerified: claimIsTrue(info.email_verified),
      firstname: cleanName(info.given_name),
      lastname: cleanName(info.family_name),
    };
  };

  /**
   * Trades a code for tokens. The id_token comes straight from Google over TLS, which OIDC deems
   * enough (Core 3.1.3.7); its signature is checked all the same, as Apple's is.
   */
  const redeemCode = async (form: Record<string, string>, audiences: string[], now: Date, nonce?: string) => {
    const tokens = await requestProvider(
      "Google token endpoint",
      endpoints.token,
      {
        method: "POST",
        form: { ...form, client_id: settings.clientId, client_secret: settings.clientSecret, grant_type: "authorization_code" },
      },
      tokenSchema,
    );
    const claims = await verifyIdToken(tokens.id_token, { audiences, now, nonce });
    return readProfile(tokens.access_token, claims.sub);
  };

  return {
    provider: "google",
    label: "Google",
    usesPkce: true,
    authorizationUrl({ redirectUri, state, codeVerifier, nonce }: AuthorizationRequest) {
      const url = new OAuth2Client(settings.clientId, null, redirectUri).createAuthorizationURLWithPKCE(
        endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["openid", "email", "profile"],
      );
      // Shared computers: let the person pick the account instead of reusing the last one.
      return authorizationUrlWith(url, { nonce, prompt: "select_account" });
    },
    exchangeCode({ code, redirectUri, codeVerifier, nonce, now }: CodeExchange) {
      return redeemCode({ code, redirect_uri: redirectUri, code_verifier: codeVerifier }, [settings.clientId], now, nonce);
    },
    async verifyAppCredentials({ accessToken, code, now }: AppCredentials) {
      if (code !== undefined) {
        // The apps' server auth code has no redirect URI (Google documents an empty one) and no PKCE.
        return redeemCode({ code, redirect_uri: "" }, appAudiences, now);
      }
      if (accessToken === undefined) throw new OAuthProviderError("rejected", "no Google credential");
      // An access token alone does not say which app it was issued to: ask Google, so a token
      // handed to some other app cannot sign anyone in here.
      const info = await requestProvider(
        "Google tokeninfo",
        `${endpoints.tokenInfo}?${queryString({ access_token: accessToken })}`,
        { method: "GET" },
        tokenInfoSchema,
      );
      const audience = [info.aud, info.azp].filter((value) => value !== undefined);
      if (!audience.some((value) => appAudiences.includes(value))) throw new OAuthProviderError("rejected", "Google token was issued for another client");
      if (info.expires_in !== undefined && info.expires_in <= 0) throw new OAuthProviderError("rejected", "Google token has expired");
      if (!info.sub) throw new OAuthProviderError("rejected", "Google token has no subject");
      return readProfile(accessToken, info.sub);
    },
  };
}
