import { createPublicKey, sign, verify, type JsonWebKey, type KeyObject } from "node:crypto";
import { OAuthProviderError } from "./provider-client";

export type JwtClaims = Record<string, unknown>;

export type DecodedJwt = {
  header: { alg?: unknown; kid?: unknown; typ?: unknown };
  claims: JwtClaims;
  signingInput: string;
  signature: Buffer;
};

const rejected = (message: string) => new OAuthProviderError("rejected", message);

function base64UrlJson(text: string): unknown {
  return JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
}

/** Splits a compact JWS and parses its header and claims; checks nothing. */
export function decodeJwt(token: string): DecodedJwt {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) throw rejected("token is not a JWT");
  const [header, claims, signature] = parts as [string, string, string];
  let decodedHeader: unknown;
  let decodedClaims: unknown;
  try {
    decodedHeader = base64UrlJson(header);
    decodedClaims = base64UrlJson(claims);
  } catch {
    throw rejected("token is not a JWT");
  }
  if (typeof decodedHeader !== "object" || decodedHeader === null || typeof decodedClaims !== "object" || decodedClaims === null) {
    throw rejected("token is not a JWT");
  }
  return {
    header: decodedHeader as DecodedJwt["header"],
    claims: decodedClaims as JwtClaims,
    signingInput: `${header}.${claims}`,
    signature: Buffer.from(signature, "base64url"),
  };
}

/** RS256 only: a token that names another algorithm (or "none") is refused before any key is used. */
export function verifyRs256(jwt: DecodedJwt, jwk: JsonWebKey): void {
  if (jwt.header.alg !== "RS256") throw rejected("token is not signed with RS256");
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk, format: "jwk" });
  } catch {
    throw rejected("signing key is not usable");
  }
  if (key.asymmetricKeyType !== "rsa" || !verify("RSA-SHA256", Buffer.from(jwt.signingInput), key, jwt.signature)) {
    throw rejected("token signature does not verify");
  }
}

/** An ES256 JWS (the client secret Apple asks for); JOSE wants r||s, not DER. */
export function signEs256(header: Record<string, unknown>, claims: JwtClaims, privateKeyPem: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const signingInput = `${encode({ ...header, alg: "ES256" })}.${encode(claims)}`;
  const signature = sign("sha256", Buffer.from(signingInput), { key: privateKeyPem, dsaEncoding: "ieee-p1363" });
  return `${signingInput}.${signature.toString("base64url")}`;
}

/** Tokens minted a little in the future by a provider whose clock runs ahead still count. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * OpenID Connect Core 3.1.3.7: issuer, audience, expiry and, for the web flow, the nonce this
 * server sent. Returns the subject.
 */
export function checkIdTokenClaims(
  claims: JwtClaims,
  { issuers, audiences, now, nonce }: { issuers: string[]; audiences: string[]; now: Date; nonce?: string | undefined },
): string {
  const seconds = now.getTime() / 1000;
  if (typeof claims.iss !== "string" || !issuers.includes(claims.iss)) throw rejected("token has another issuer");
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.some((item) => typeof item === "string" && audiences.includes(item))) throw rejected("token was issued for another client");
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_SECONDS <= seconds) throw rejected("token has expired");
  if (typeof claims.iat === "number" && claims.iat - CLOCK_SKEW_SECONDS > seconds) throw rejected("token is issued in the future");
  if (nonce !== undefined && claims.nonce !== nonce) throw rejected("token nonce does not match");
  if (typeof claims.sub !== "string" || claims.sub === "") throw rejected("token has no subject");
  return claims.sub;
}

/** Apple and Google send booleans as true or "true". */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === "true";
}
