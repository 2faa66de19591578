import type { SocialProvider } from "../../config";

/** What a provider vouches for about the person who just signed in. */
export type SocialProfile = {
  provider: SocialProvider;
  /** The provider's stable id for the person (OpenID `sub`, Facebook's app-scoped id). */
  subject: string;
  email: string | null;
  /** Only a verified address may be matched to an existing member. */
  isEmailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
};

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  /** PKCE verifier; ignored by providers without PKCE. */
  codeVerifier: string;
  /** OpenID nonce, echoed in the id_token; ignored by providers without one. */
  nonce: string;
};

export type CodeExchange = {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  now: Date;
  /**
   * Apple's form_post `user` field (JSON with the person's name), sent on the first consent
   * only. Trusted for names, never for the e-mail, which comes from the signed id_token.
   */
  formUser?: string | undefined;
};

/** What the mobile apps send after signing in on the device (docs/product.md §7). */
export type AppCredentials = {
  accessToken?: string | undefined;
  /** Google's server auth code (no PKCE, no redirect). */
  code?: string | undefined;
  now: Date;
};

/** One provider's OAuth 2.0 / OpenID Connect client. */
export interface SocialProviderClient {
  readonly provider: SocialProvider;
  /** The provider's name as people know it: "Google", "Facebook", "Apple". */
  readonly label: string;
  readonly usesPkce: boolean;
  /** Where to send the browser to ask for consent. */
  authorizationUrl(request: AuthorizationRequest): string;
  /** Web flow: trades the code for tokens and reads the verified profile. */
  exchangeCode(exchange: CodeExchange): Promise<SocialProfile>;
  /** App flow: checks a token (or code) obtained on the device was issued for this product. */
  verifyAppCredentials(credentials: AppCredentials): Promise<SocialProfile>;
}

/**
 * Why a provider call failed. `rejected`: the provider (or a token's signature or claims) said
 * no; `unavailable`: it did not answer in time. Messages never include a code, token or secret.
 */
export class OAuthProviderError extends Error {
  override name = "OAuthProviderError";
  constructor(
    readonly reason: "rejected" | "unavailable",
    message: string,
  ) {
    super(message);
  }
}

/** The query string of a provider call; spaces as %20. */
export function queryString(parameters: Record<string, string>): string {
  return Object.entries(parameters)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
}

/**
 * An authorization URL built by arctic with `extra` parameters added. URLSearchParams writes
 * spaces as "+", which Apple does not read as a space; it writes a literal "+" as %2B, so every
 * "+" left is a space and becomes %20.
 */
export function authorizationUrlWith(url: URL, extra: Record<string, string>): string {
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.search = url.search.replace(/\+/g, "%20");
  return url.toString();
}

/** Apple and Google send booleans as true or "true". */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === "true";
}

/** "Jane Ann" + "Doe", trimmed, empty as null. */
export function cleanName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim().slice(0, 100);
  return trimmed === "" ? null : trimmed;
}
