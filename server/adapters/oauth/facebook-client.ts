import { createHmac } from "node:crypto";
import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import type { FacebookSignInSettings } from "../../config";
import {
  authorizationUrlWith,
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

const GRAPH_VERSION = "v19.0";

const tokenSchema = z.object({ access_token: z.string().min(1) });

const meSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string().optional(),
    is_valid: z.boolean().optional(),
    user_id: z.string().optional(),
  }),
});

/** Facebook Login: OAuth 2.0 with PKCE (S256); the profile comes from the Graph API. */
export function createFacebookClient(settings: FacebookSignInSettings): SocialProviderClient {
  const web = settings.baseUrl ?? "https://www.facebook.com";
  const graph = settings.baseUrl ?? "https://graph.facebook.com";
  const endpoints = {
    authorize: `${web}/${GRAPH_VERSION}/dialog/oauth`,
    token: `${graph}/${GRAPH_VERSION}/oauth/access_token`,
    me: `${graph}/me`,
    debugToken: `${graph}/debug_token`,
  };

  const readProfile = async (accessToken: string): Promise<SocialProfile> => {
    // appsecret_proof: Graph calls made with a stolen token but without the secret are refused
    // when the app requires it.
    const proof = createHmac("sha256", settings.clientSecret).update(accessToken).digest("hex");
    const me = await requestProvider(
      "Facebook Graph /me",
      `${endpoints.me}?${queryString({ fields: "id,name,email,first_name,last_name", appsecret_proof: proof })}`,
      { method: "GET", headers: { authorization: `Bearer ${accessToken}` } },
      meSchema,
    );
    const email = me.email?.trim().toLowerCase() || null;
    return {
      provider: "facebook",
      subject: me.id,
      email,
      // Graph returns only an address the person has confirmed with Facebook.
      isEmailVerified: email !== null,
      firstname: cleanName(me.first_name),
      lastname: cleanName(me.last_name),
    };
  };

  return {
    provider: "facebook",
    label: "Facebook",
    usesPkce: true,
    authorizationUrl({ redirectUri, state, codeVerifier }: AuthorizationRequest) {
      // Facebook separates scopes with commas, not spaces: one "scope" keeps arctic from joining.
      const url = new OAuth2Client(settings.clientId, null, redirectUri).createAuthorizationURLWithPKCE(
        endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["email,public_profile"],
      );
      return authorizationUrlWith(url, {});
    },
    async exchangeCode({ code, redirectUri, codeVerifier }: CodeExchange) {
      const tokens = await requestProvider(
        "Facebook token endpoint",
        endpoints.token,
        {
          method: "POST",
          form: {
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            redirect_uri: redirectUri,
            code,
            code_verifier: codeVerifier,
          },
        },
        tokenSchema,
      );
      return readProfile(tokens.access_token);
    },
    async verifyAppCredentials({ accessToken }: AppCredentials) {
      if (accessToken === undefined) throw new OAuthProviderError("rejected", "no Facebook access token");
      // A user token says nothing about which app it belongs to: ask Graph, so a token handed to
      // some other app cannot sign anyone in here.
      const debug = await requestProvider(
        "Facebook debug_token",
        `${endpoints.debugToken}?${queryString({ input_token: accessToken })}`,
        { method: "GET", headers: { authorization: `Bearer ${settings.clientId}|${settings.clientSecret}` } },
        debugTokenSchema,
      );
      if (debug.data.is_valid !== true || debug.data.app_id !== settings.clientId) {
        throw new OAuthProviderError("rejected", "Facebook token is not valid for this app");
      }
      const profile = await readProfile(accessToken);
      if (debug.data.user_id !== undefined && debug.data.user_id !== profile.subject) {
        throw new OAuthProviderError("rejected", "Facebook token names another person");
      }
      return profile;
    },
  };
}
