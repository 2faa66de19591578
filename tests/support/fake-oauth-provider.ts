import {
  createHash,
  createHmac,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Google, Facebook and Apple sign-in, over real HTTP on 127.0.0.1. It speaks
 * the endpoints the product calls, under /google, /facebook and /apple (the *_OAUTH_BASE_URL
 * variables point there), and checks what the real ones check: client credentials, the code,
 * its redirect_uri, the PKCE verifier (S256), Apple's ES256 client secret; it signs id_tokens
 * with its own RSA keys and publishes them as JWKS, as Google and Apple do.
 */

export type FakeProviderName = "google" | "facebook" | "apple";

export type FakePerson = {
  subject: string;
  /** Omit for a Facebook account without an e-mail address. */
  email?: string;
  /** Google and Apple say whether they verified the address; default true. */
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
};

/** What the browser does after visiting an authorization URL. */
export type AuthorizeOutcome =
  | { kind: "redirect"; url: string }
  | { kind: "form_post"; url: string; fields: Record<string, string> }
  | { kind: "error_page"; status: number; body: string };

export type FakeOAuthProvider = {
  url: string;
  /** The variables that configure all three providers against this fake. */
  environment: Record<string, string>;
  clients: {
    google: { clientId: string; clientSecret: string; androidClientId: string };
    facebook: { clientId: string; clientSecret: string };
    apple: { clientId: string; teamId: string; keyId: string; bundleId: string };
  };
  /** Who consents at the next authorization of that provider (default: the last one set). */
  signInAs(provider: FakeProviderName, person: FakePerson): void;
  /** The next authorization answers with this error instead (access_denied, user_cancelled_authorize). */
  refuseNextAuthorization(provider: FakeProviderName, error: string): void;
  /** The next token call of that provider answers 503, as a provider outage would. */
  failNextTokenCall(provider: FakeProviderName): void;
  /** Follows an authorization URL the way a browser would (Apple answers with an auto-posting form). */
  authorize(authorizationUrl: string): Promise<AuthorizeOutcome>;
  /** Tokens the apps get when they sign in on the device. */
  issueGoogleAccessToken(person: FakePerson, options?: { clientId?: string }): string;
  issueGoogleServerAuthCode(person: FakePerson): string;
  issueFacebookAccessToken(person: FakePerson, options?: { appId?: string }): string;
  issueAppleIdentityToken(
    person: FakePerson,
    options?: { audience?: string; expiresInSeconds?: number; signedByStranger?: boolean },
  ): string;
  /** Every code, token and secret this fake handed out or holds: none may reach a log line. */
  secrets(): string[];
  /** Token-endpoint refusals, newest last (e.g. "google: PKCE verifier does not match"). */
  refusals: string[];
  close(): Promise<void>;
};

type CodeGrant = {
  provider: FakeProviderName;
  person: FakePerson;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | undefined;
  nonce: string | undefined;
  isUsed: boolean;
};

type AccessGrant = { provider: FakeProviderName; person: FakePerson; clientId: string };

const APPLE_ISSUER = "https://appleid.apple.com";
const GOOGLE_ISSUER = "https://accounts.google.com";

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function signRs256(claims: Record<string, unknown>, key: KeyObject, keyId: string): string {
  const signingInput = `${base64UrlJson({ alg: "RS256", kid: keyId, typ: "JWT" })}.${base64UrlJson(claims)}`;
  return `${signingInput}.${sign("RSA-SHA256", Buffer.from(signingInput), key).toString("base64url")}`;
}

function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

function randomValue(prefix: string): string {
  return `${prefix}${randomBytes(18).toString("base64url")}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function redirectBack(response: ServerResponse, redirectUri: string, parameters: Record<string, string>, fragment = ""): void {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  response.writeHead(302, { location: `${target.toString()}${fragment}` });
  response.end();
}

function bearerOf(request: IncomingMessage): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
}

export async function startFakeOAuthProvider({ now }: { now: () => Date }): Promise<FakeOAuthProvider> {
  const clients = {
    google: {
      clientId: "amora-web.apps.googleusercontent.com",
      clientSecret: randomValue("google-secret-"),
      androidClientId: "amora-android.apps.googleusercontent.com",
    },
    facebook: { clientId: "424242424242", clientSecret: randomValue("facebook-secret-") },
    apple: { clientId: "travel.amora.web", teamId: "AMORATEAM1", keyId: "AMORAKEY01", bundleId: "travel.amora.app" },
  };
  const appleClientKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const appleSigningKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const strangerKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const googleSigningKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const APPLE_SIGNING_KEY_ID = "apple-fake-key";
  const GOOGLE_SIGNING_KEY_ID = "google-fake-key";

  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, AccessGrant>();
  const issued: string[] = [];
  const refusals: string[] = [];
  const people = new Map<FakeProviderName, FakePerson>();
  const refuseNext = new Map<FakeProviderName, string>();
  const failNext = new Set<FakeProviderName>();
  /** Apple sends the person's name only the first time they consent to an app. */
  const appleConsented = new Set<string>();

  const seconds = () => Math.floor(now().getTime() / 1000);

  const newCode = (grant: Omit<CodeGrant, "isUsed">) => {
    const code = randomValue(`${grant.provider}-code-`);
    codes.set(code, { ...grant, isUsed: false });
    issued.push(code);
    return code;
  };

  const newAccessToken = (grant: AccessGrant) => {
    const token = randomValue(`${grant.provider}-access-`);
    accessTokens.set(token, grant);
    issued.push(token);
    return token;
  };

  const googleIdToken = (grant: { person: FakePerson; clientId: string; nonce: string | undefined }) => {
    const token = signRs256(
      {
        iss: GOOGLE_ISSUER,
        azp: grant.clientId,
        aud: clients.google.clientId,
        sub: grant.person.subject,
        email: grant.person.email,
        email_verified: grant.person.emailVerified ?? true,
        given_name: grant.person.firstName,
        family_name: grant.person.lastName,
        ...(grant.nonce !== undefined ? { nonce: grant.nonce } : {}),
        iat: seconds(),
        exp: seconds() + 3600,
      },
      googleSigningKey.privateKey,
      GOOGLE_SIGNING_KEY_ID,
    );
    issued.push(token);
    return token;
  };

  const appleIdToken = (
    person: FakePerson,
    { audience, nonce, expiresInSeconds = 600, key = appleSigningKey.privateKey }: { audience: string; nonce?: string | undefined; expiresInSeconds?: number; key?: KeyObject },
  ) => {
    const token = signRs256(
      {
        iss: APPLE_ISSUER,
        aud: audience,
        exp: seconds() + expiresInSeconds,
        iat: seconds(),
        sub: person.subject,
        ...(person.email !== undefined
          ? { email: person.email, email_verified: String(person.emailVerified ?? true), is_private_email: "false" }
          : {}),
        auth_time: seconds(),
        nonce_supported: true,
        ...(nonce !== undefined ? { nonce } : {}),
      },
      key,
      APPLE_SIGNING_KEY_ID,
    );
    issued.push(token);
    return token;
  };

  const refuse = (response: ServerResponse, provider: FakeProviderName, reason: string, status: number, body: unknown) => {
    refusals.push(`${provider}: ${reason}`);
    sendJson(response, status, body);
  };

  /** Checks a code at a token endpoint; answers the refusal itself and returns undefined. */
  const redeemCode = (
    response: ServerResponse,
    provider: FakeProviderName,
    form: URLSearchParams,
    refusal: (reason: string) => unknown,
  ): CodeGrant | undefined => {
    const grant = codes.get(form.get("code") ?? "");
    if (!grant || grant.provider !== provider) return void refuse(response, provider, "unknown code", 400, refusal("invalid_grant"));
    if (grant.isUsed) return void refuse(response, provider, "code already used", 400, refusal("invalid_grant"));
    if (form.get("redirect_uri") !== grant.redirectUri) {
      return void refuse(response, provider, "redirect_uri does not match", 400, refusal("redirect_uri_mismatch"));
    }
    if (grant.codeChallenge !== undefined) {
      const verifier = form.get("code_verifier");
      if (!verifier || s256(verifier) !== grant.codeChallenge) {
        return void refuse(response, provider, "PKCE verifier does not match", 400, refusal("invalid_grant"));
      }
    }
    grant.isUsed = true;
    return grant;
  };

  const personFor = (provider: FakeProviderName): FakePerson => {
    const person = people.get(provider);
    if (!person) throw new Error(`fake ${provider}: call signInAs first`);
    return person;
  };

  /** An authorization: validates the request, then consents (or refuses) at once. */
  const authorize = (provider: FakeProviderName, url: URL, response: ServerResponse) => {
    const query = url.searchParams;
    const clientId = clients[provider].clientId;
    const redirectUri = query.get("redirect_uri") ?? "";
    const state = query.get("state") ?? "";
    const problems = [
      query.get("client_id") !== clientId && "unknown client_id",
      query.get("response_type") !== "code" && "response_type must be code",
      !/^https?:\/\//.test(redirectUri) && "redirect_uri missing",
      state === "" && "state missing",
      provider !== "apple" && query.get("code_challenge_method") !== "S256" && "PKCE S256 missing",
      provider === "google" && !(query.get("scope") ?? "").split(" ").includes("openid") && "scope must include openid",
      provider !== "facebook" && !query.get("nonce") && "nonce missing",
      provider === "apple" && query.get("response_mode") !== "form_post" && "response_mode must be form_post",
      provider === "apple" && query.get("scope") !== "name email" && "scope must be 'name email'",
    ].filter((problem): problem is string => typeof problem === "string");
    if (problems.length > 0) {
      response.writeHead(400, { "content-type": "text/html" });
      response.end(`<!doctype html><title>Error 400: invalid_request</title><p>${escapeHtml(problems.join("; "))}</p>`);
      return;
    }
    const refusal = refuseNext.get(provider);
    refuseNext.delete(provider);
    const person = personFor(provider);
    let answer: Record<string, string>;
    if (refusal) {
      answer = provider === "facebook"
        ? { error: refusal, error_code: "200", error_description: "Permissions error", error_reason: "user_denied", state }
        : { error: refusal, state };
    } else {
      const code = newCode({
        provider,
        person,
        clientId,
        redirectUri,
        codeChallenge: provider === "apple" ? undefined : (query.get("code_challenge") ?? undefined),
        nonce: query.get("nonce") ?? undefined,
      });
      answer = { code, state };
      if (provider === "google") Object.assign(answer, { scope: "email profile openid", authuser: "0", prompt: "consent" });
      if (provider === "apple" && !appleConsented.has(person.subject)) {
        appleConsented.add(person.subject);
        answer.user = JSON.stringify({ name: { firstName: person.firstName, lastName: person.lastName }, email: person.email });
      }
    }
    if (provider === "apple") {
      const inputs = Object.entries(answer)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join("");
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<!doctype html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form></body>`);
      return;
    }
    // Facebook appends "#_=_" to its redirects; browsers keep fragments to themselves.
    redirectBack(response, redirectUri, answer, provider === "facebook" ? "#_=_" : "");
  };

  const googleToken = (form: URLSearchParams, response: ServerResponse) => {
    const oauthError = (error: string) => ({ error, error_description: "Bad Request" });
    if (form.get("grant_type") !== "authorization_code") return refuse(response, "google", "grant_type", 400, oauthError("unsupported_grant_type"));
    if (form.get("client_id") !== clients.google.clientId || form.get("client_secret") !== clients.google.clientSecret) {
      return refuse(response, "google", "client credentials", 401, oauthError("invalid_client"));
    }
    const grant = redeemCode(response, "google", form, oauthError);
    if (!grant) return;
    sendJson(response, 200, {
      access_token: newAccessToken({ provider: "google", person: grant.person, clientId: grant.clientId }),
      expires_in: 3599,
      scope: "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
      token_type: "Bearer",
      id_token: googleIdToken({ person: grant.person, clientId: grant.clientId, nonce: grant.nonce }),
    });
  };

  const facebookToken = (form: URLSearchParams, response: ServerResponse) => {
    const graphError = (message: string) => ({ error: { message, type: "OAuthException", code: 100, fbtrace_id: "fake" } });
    if (form.get("client_id") !== clients.facebook.clientId || form.get("client_secret") !== clients.facebook.clientSecret) {
      return refuse(response, "facebook", "client credentials", 400, graphError("Error validating client secret."));
    }
    const grant = redeemCode(response, "facebook", form, graphError);
    if (!grant) return;
    sendJson(response, 200, {
      access_token: newAccessToken({ provider: "facebook", person: grant.person, clientId: grant.clientId }),
      token_type: "bearer",
      expires_in: 5_183_944,
    });
  };

  /** Apple's client secret: an ES256 JWT from the team's key, for this client, not expired. */
  const appleClientSecretProblem = (secret: string): string | undefined => {
    const [header, claims, signature] = secret.split(".");
    if (!header || !claims || !signature) return "client_secret is not a JWT";
    const parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string; kid?: string };
    const parsedClaims = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
    if (parsedHeader.alg !== "ES256" || parsedHeader.kid !== clients.apple.keyId) return "client_secret header";
    const isSigned = verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      { key: appleClientKey.publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!isSigned) return "client_secret signature";
    if (parsedClaims.iss !== clients.apple.teamId || parsedClaims.sub !== clients.apple.clientId || parsedClaims.aud !== APPLE_ISSUER) {
      return "client_secret claims";
    }
    if (typeof parsedClaims.exp !== "number" || parsedClaims.exp <= seconds()) return "client_secret expired";
    return undefined;
  };

  const appleToken = (form: URLSearchParams, response: ServerResponse) => {
    const oauthError = (error: string) => ({ error });
    if (form.get("grant_type") !== "authorization_code") return refuse(response, "apple", "grant_type", 400, oauthError("unsupported_grant_type"));
    const secretProblem = form.get("client_id") !== clients.apple.clientId ? "client_id" : appleClientSecretProblem(form.get("client_secret") ?? "");
    if (secretProblem) return refuse(response, "apple", secretProblem, 400, oauthError("invalid_client"));
    const grant = redeemCode(response, "apple", form, oauthError);
    if (!grant) return;
    sendJson(response, 200, {
      access_token: newAccessToken({ provider: "apple", person: grant.person, clientId: grant.clientId }),
      token_type: "Bearer",
      expires_in: 3600,
      refresh_token: randomValue("apple-refresh-"),
      id_token: appleIdToken(grant.person, { audience: clients.apple.clientId, nonce: grant.nonce }),
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake.invalid");
    const body = request.method === "POST" ? await readBody(request) : "";
    const form = request.method === "POST" ? new URLSearchParams(body) : url.searchParams;
    const [, provider, ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    const isTokenCall =
      (provider === "google" && path === "/token") ||
      (provider === "facebook" && path === "/v19.0/oauth/access_token") ||
      (provider === "apple" && path === "/auth/token");
    if (isTokenCall && failNext.delete(provider as FakeProviderName)) {
      return sendJson(response, 503, { error: "temporarily_unavailable" });
    }
    const route = `${request.method} ${provider}${path}`;
    switch (route) {
      case "GET google/o/oauth2/v2/auth":
        return authorize("google", url, response);
      case "POST google/token":
        return googleToken(form, response);
      case "GET google/v1/userinfo": {
        const grant = accessTokens.get(bearerOf(request) ?? "");
        if (!grant || grant.provider !== "google") return sendJson(response, 401, { error: "invalid_request", error_description: "Invalid Credentials" });
        const { person } = grant;
        return sendJson(response, 200, {
          sub: person.subject,
          name: [person.firstName, person.lastName].filter(Boolean).join(" "),
          given_name: person.firstName,
          family_name: person.lastName,
          picture: "https://lh3.googleusercontent.com/a/fake",
          email: person.email,
          email_verified: person.emailVerified ?? true,
        });
      }
      case "GET google/tokeninfo": {
        const grant = accessTokens.get(url.searchParams.get("access_token") ?? "");
        if (!grant || grant.provider !== "google") return sendJson(response, 400, { error_description: "Invalid Value" });
        return sendJson(response, 200, {
          azp: grant.clientId,
          aud: grant.clientId,
          sub: grant.person.subject,
          scope: "openid email profile",
          exp: String(seconds() + 3000),
          expires_in: "3000",
          email: grant.person.email,
          email_verified: String(grant.person.emailVerified ?? true),
          access_type: "online",
        });
      }
      case "GET facebook/v19.0/dialog/oauth":
        return authorize("facebook", url, response);
      case "GET facebook/v19.0/oauth/access_token":
      case "POST facebook/v19.0/oauth/access_token":
        return facebookToken(form, response);
      case "GET facebook/me": {
        const token = bearerOf(request) ?? url.searchParams.get("access_token") ?? "";
        const grant = accessTokens.get(token);
        if (!grant || grant.provider !== "facebook") {
          return sendJson(response, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
        }
        const proof = url.searchParams.get("appsecret_proof");
        if (proof !== null && proof !== createHmac("sha256", clients.facebook.clientSecret).update(token).digest("hex")) {
          return sendJson(response, 400, { error: { message: "Invalid appsecret_proof provided in the API argument", type: "GraphMethodException", code: 100 } });
        }
        const { person } = grant;
        const fields = (url.searchParams.get("fields") ?? "id,name").split(",");
        const all: Record<string, string | undefined> = {
          id: person.subject,
          name: [person.firstName, person.lastName].filter(Boolean).join(" "),
          email: person.email,
          first_name: person.firstName,
          last_name: person.lastName,
        };
        return sendJson(response, 200, Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]])));
      }
      case "GET facebook/debug_token": {
        const appToken = bearerOf(request) ?? url.searchParams.get("access_token");
        if (appToken !== `${clients.facebook.clientId}|${clients.facebook.clientSecret}`) {
          return sendJson(response, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
        }
        const grant = accessTokens.get(url.searchParams.get("input_token") ?? "");
        if (!grant || grant.provider !== "facebook") {
          return sendJson(response, 200, { data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
        }
        return sendJson(response, 200, {
          data: {
            app_id: grant.clientId,
            type: "USER",
            application: "Amora",
            expires_at: seconds() + 3600,
            is_valid: true,
            scopes: ["email", "public_profile"],
            user_id: grant.person.subject,
          },
        });
      }
      case "GET apple/auth/authorize":
        return authorize("apple", url, response);
      case "POST apple/auth/token":
        return appleToken(form, response);
      case "GET apple/auth/keys": {
        const jwk = appleSigningKey.publicKey.export({ format: "jwk" });
        return sendJson(response, 200, { keys: [{ ...jwk, kid: APPLE_SIGNING_KEY_ID, use: "sig", alg: "RS256" }] });
      }
      case "GET google/oauth2/v3/certs": {
        const jwk = googleSigningKey.publicKey.export({ format: "jwk" });
        return sendJson(response, 200, { keys: [{ ...jwk, kid: GOOGLE_SIGNING_KEY_ID, use: "sig", alg: "RS256" }] });
      }
      default:
        return sendJson(response, 404, { error: "not_found", route });
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const applePrivateKeyPem = appleClientKey.privateKey.export({ format: "pem", type: "pkcs8" }).toString();

  return {
    url,
    clients: {
      google: clients.google,
      facebook: clients.facebook,
      apple: { clientId: clients.apple.clientId, teamId: clients.apple.teamId, keyId: clients.apple.keyId, bundleId: clients.apple.bundleId },
    },
    environment: {
      GOOGLE_CLIENT_ID: clients.google.clientId,
      GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
      GOOGLE_OAUTH_BASE_URL: `${url}/google`,
      GOOGLE_APP_CLIENT_IDS: clients.google.androidClientId,
      FACEBOOK_CLIENT_ID: clients.facebook.clientId,
      FACEBOOK_CLIENT_SECRET: clients.facebook.clientSecret,
      FACEBOOK_OAUTH_BASE_URL: `${url}/facebook`,
      APPLE_CLIENT_ID: clients.apple.clientId,
      APPLE_TEAM_ID: clients.apple.teamId,
      APPLE_KEY_ID: clients.apple.keyId,
      // One line with "\n" escapes, as hosting panels keep it.
      APPLE_PRIVATE_KEY: applePrivateKeyPem.trim().replace(/\n/g, "\\n"),
      APPLE_OAUTH_BASE_URL: `${url}/apple`,
      APPLE_APP_BUNDLE_IDS: clients.apple.bundleId,
    },
    signInAs(provider, person) {
      people.set(provider, person);
    },
    refuseNextAuthorization(provider, error) {
      refuseNext.set(provider, error);
    },
    failNextTokenCall(provider) {
      failNext.add(provider);
    },
    async authorize(authorizationUrl) {
      const response = await fetch(authorizationUrl, { redirect: "manual" });
      const body = await response.text();
      const location = response.headers.get("location");
      if (response.status === 302 && location) return { kind: "redirect", url: location };
      const form = /<form method="post" action="([^"]*)">(.*)<\/form>/.exec(body);
      if (response.status === 200 && form) {
        const fields = Object.fromEntries(
          [...(form[2] ?? "").matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((match) => [
            unescapeHtml(match[1] ?? ""),
            unescapeHtml(match[2] ?? ""),
          ]),
        );
        return { kind: "form_post", url: unescapeHtml(form[1] ?? ""), fields };
      }
      return { kind: "error_page", status: response.status, body };
    },
    issueGoogleAccessToken(person, { clientId = clients.google.androidClientId } = {}) {
      return newAccessToken({ provider: "google", person, clientId });
    },
    issueGoogleServerAuthCode(person) {
      // Android's server auth code: no PKCE, and Google documents an empty redirect_uri for it.
      return newCode({ provider: "google", person, clientId: clients.google.androidClientId, redirectUri: "", codeChallenge: undefined, nonce: undefined });
    },
    issueFacebookAccessToken(person, { appId = clients.facebook.clientId } = {}) {
      return newAccessToken({ provider: "facebook", person, clientId: appId });
    },
    issueAppleIdentityToken(person, { audience = clients.apple.bundleId, expiresInSeconds, signedByStranger = false } = {}) {
      return appleIdToken(person, {
        audience,
        ...(expiresInSeconds !== undefined ? { expiresInSeconds } : {}),
        key: signedByStranger ? strangerKey.privateKey : appleSigningKey.privateKey,
      });
    },
    secrets() {
      return [...issued, clients.google.clientSecret, clients.facebook.clientSecret];
    },
    refusals,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
