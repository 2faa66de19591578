import { OAuth2Client } from "arctic";
import { importPKCS8, SignJWT, type CryptoKey } from "jose";
import { z } from "zod";
import type { AppleSignInSettings } from "../../config";
import { createIdTokenVerifier } from "./id-token";
import {
  authorizationUrlWith,
  claimIsTrue,
  cleanName,
  OAuthProviderError,
  type AppCredentials,
  type AuthorizationRequest,
  type CodeExchange,
  type SocialProfile,
  type SocialProviderClient,
} from "./provider-client";
import { requestProvider } from "./provider-request";

/** The issuer and client-secret audience are Apple's identity, whatever host answers. */
const APPLE_ISSUER = "https://appleid.apple.com";
/** Apple allows up to six months; a short-lived secret made per exchange leaks nothing lasting. */
const CLIENT_SECRET_LIFETIME_SECONDS = 5 * 60;

const tokenSchema = z.object({ id_token: z.string().min(1) });

const formUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

function namesFromFormUser(formUser: string | undefined): { firstname: string | null; lastname: string | null } {
  if (!formUser) return { firstname: null, lastname: null };
  try {
    const parsed = formUserSchema.safeParse(JSON.parse(formUser));
    if (!parsed.success) return { firstname: null, lastname: null };
    return { firstname: cleanName(parsed.data.name?.firstName), lastname: cleanName(parsed.data.name?.lastName) };
  } catch {
    return { firstname: null, lastname: null };
  }
}

/**
 * Sign in with Apple: the website asks for name and e-mail, so Apple answers with a form POST
 * (response_mode=form_post). Apple documents no PKCE; the nonce binds the id_token to this flow,
 * and every id_token is checked against Apple's published keys.
 */
export function createAppleClient(settings: AppleSignInSettings): SocialProviderClient {
  const base = settings.baseUrl ?? "https://appleid.apple.com";
  const endpoints = { authorize: `${base}/auth/authorize`, token: `${base}/auth/token`, keys: `${base}/auth/keys` };
  const verifyIdToken = createIdTokenVerifier({ what: "Apple keys", keysUrl: endpoints.keys, issuers: [APPLE_ISSUER] });
  // Imported on first use: a key Apple's format does not fit fails that sign-in, not start-up.
  let signingKey: Promise<CryptoKey> | undefined;

  const clientSecret = async (now: Date) => {
    signingKey ??= importPKCS8(settings.privateKey, "ES256");
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(settings.clientId)
      .setAudience(APPLE_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + CLIENT_SECRET_LIFETIME_SECONDS)
      .sign(await signingKey);
  };

  const verifyIdentityToken = async (
    token: string,
    { audiences, now, nonce }: { audiences: string[]; now: Date; nonce?: string },
  ): Promise<Omit<SocialProfile, "firstname" | "lastname">> => {
    const claims = await verifyIdToken(token, { audiences, now, nonce });
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() || null : null;
    return { provider: "apple", subject: claims.sub, email, isEmailVerified: email !== null && claimIsTrue(claims.email_verified) };
  };

  return {
    provider: "apple",
    label: "Apple",
    usesPkce: false,
    authorizationUrl({ redirectUri, state, nonce }: AuthorizationRequest) {
      const url = new OAuth2Client(settings.clientId, null, redirectUri).createAuthorizationURL(endpoints.authorize, state, ["name", "email"]);
      return authorizationUrlWith(url, { response_mode: "form_post", nonce });
    },
    async exchangeCode({ code, redirectUri, nonce, now, formUser }: CodeExchange) {
      const tokens = await requestProvider(
        "Apple token endpoint",
        endpoints.token,
        {
          method: "POST",
          form: {
            client_id: settings.clientId,
            client_secret: await clientSecret(now),
            code,
            grant_type: "authorization_code",
            redirect_uri: redirectUri,
          },
        },
        tokenSchema,
      );
      const identity = await verifyIdentityToken(tokens.id_token, { audiences: [settings.clientId], now, nonce });
      return { ...identity, ...namesFromFormUser(formUser) };
    },
    async verifyAppCredentials({ accessToken, now }: AppCredentials) {
      if (accessToken === undefined) throw new OAuthProviderError("rejected", "no Apple identity token");
      // Signed in on the device: the audience is the app's bundle id (or the Services ID).
      const identity = await verifyIdentityToken(accessToken, { audiences: [settings.clientId, ...settings.appBundleIds], now });
      return { ...identity, firstname: null, lastname: null };
    },
  };
}
