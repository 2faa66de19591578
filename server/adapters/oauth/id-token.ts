import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from "jose";
import { OAuthProviderError } from "./provider-client";

/** Keys are kept this long; a token naming an unknown key id refetches sooner (rotation). */
const KEYS_LIFETIME_MS = 60 * 60 * 1000;
/** ...but not more often than this, so forged key ids cannot hammer the provider. */
const REFETCH_AFTER_MS = 60 * 1000;
/** A provider that has not answered in this time is treated as down; the person can retry. */
const KEYS_TIMEOUT_MS = 10_000;
/** Tokens minted a little in the future by a provider whose clock runs ahead still count. */
const CLOCK_SKEW_SECONDS = 60;

export type IdTokenExpectations = {
  audiences: string[];
  now: Date;
  /** The nonce this server sent (web flow); tokens the apps send carry none of ours. */
  nonce?: string | undefined;
};

export type VerifiedIdToken = JWTPayload & { sub: string };

export type IdTokenVerifier = (token: string, expected: IdTokenExpectations) => Promise<VerifiedIdToken>;

const rejected = (message: string) => new OAuthProviderError("rejected", message);

/** jose's own messages are not a contract; these are the ones logged and asserted. */
function rejection(error: errors.JOSEError): OAuthProviderError {
  if (error instanceof errors.JWTExpired) return rejected("token has expired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return rejected("token has another issuer");
    if (error.claim === "aud") return rejected("token was issued for another client");
    if (error.claim === "sub") return rejected("token has no subject");
    return rejected(`token claim ${error.claim} does not check out`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return rejected("token is not signed with RS256");
  if (error instanceof errors.JWSSignatureVerificationFailed) return rejected("token signature does not verify");
  if (error instanceof errors.JWKSNoMatchingKey) return rejected("token is signed with an unknown key");
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return rejected("token is not a JWT");
  return rejected("token could not be verified");
}

/**
 * Checks OpenID Connect id_tokens (Core 3.1.3.7) against a provider's published keys: RS256
 * only, issuer, audience, expiry and, for the web flow, the nonce. The keys are fetched on
 * demand, cached, and refetched when a token names a key id not seen yet (rotation).
 */
export function createIdTokenVerifier({ what, keysUrl, issuers }: { what: string; keysUrl: string; issuers: string[] }): IdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(keysUrl), {
    cacheMaxAge: KEYS_LIFETIME_MS,
    cooldownDuration: REFETCH_AFTER_MS,
    timeoutDuration: KEYS_TIMEOUT_MS,
    // Outages are ours to report as `unavailable`, refusals as `rejected`; a redirect is neither
    // expected nor followed.
    [customFetch]: async (url, init) => {
      let response: Response;
      try {
        response = await fetch(url, { ...init, redirect: "error" });
      } catch {
        throw new OAuthProviderError("unavailable", `${what} did not answer`);
      }
      if (response.status >= 500) throw new OAuthProviderError("unavailable", `${what} answered ${response.status}`);
      if (response.status !== 200) throw rejected(`${what} answered ${response.status}`);
      return response;
    },
  });

  return async (token, { audiences, now, nonce }) => {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, keys, {
        algorithms: ["RS256"],
        issuer: issuers,
        audience: audiences,
        currentDate: now,
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ["exp", "sub"],
      }));
    } catch (error) {
      if (error instanceof OAuthProviderError) throw error;
      if (error instanceof errors.JWKSTimeout) throw new OAuthProviderError("unavailable", `${what} did not answer`);
      if (error instanceof errors.JOSEError) throw rejection(error);
      throw error;
    }
    // jose checks iat only together with a maximum age, which these tokens do not have.
    if (typeof claims.iat === "number" && claims.iat - CLOCK_SKEW_SECONDS > now.getTime() / 1000) throw rejected("token is issued in the future");
    if (nonce !== undefined && claims.nonce !== nonce) throw rejected("token nonce does not match");
    if (typeof claims.sub !== "string" || claims.sub === "") throw rejected("token has no subject");
    return { ...claims, sub: claims.sub };
  };
}
