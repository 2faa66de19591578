import { createECDH, createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { calculateJwkThumbprint, importJWK, SignJWT, type CryptoKey, type JWK } from "jose";
import { ITINERARY_PARTNER_MESSAGES, PARTNER_TOKEN_LIFETIME_SECONDS, PARTNER_TOKEN_PARAMETER } from "../../../core/contracts/itineraries";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { AppError, notFound } from "../../kernel/errors";
import type { Clock } from "../../kernel/clock";

/**
 * The hand-off token to an itinerary's own partner website (decision 031). A member who follows
 * an itinerary's website link gets a short-lived JWT the partner can check without asking us:
 * signed with ES256 by a P-256 key derived from the app secret, whose public half anyone can
 * fetch (`partnerPublicKeys`, served by GET /api/v1/itineraries/partner-keys). One app secret
 * cannot be a separate shared secret per partner, and a shared HS256 key would let any partner
 * forge tokens for every other; a public key lets every partner verify and none sign.
 */

export const PARTNER_TOKEN_ALGORITHM = "ES256";
/** The token's `typ` header: names what the token is for, so it cannot pass for another JWT. */
export const PARTNER_TOKEN_TYPE = "itinerary-handoff+jwt";

/** A public key as the JWK Set publishes it. */
export type PartnerPublicKey = { kty: "EC"; crv: "P-256"; x: string; y: string; kid: string; use: "sig"; alg: "ES256" };

/** What the token says (decision 031 lists what the partner checks of each). */
export type PartnerTokenClaims = {
  /** This site's origin. */
  iss: string;
  /** The partner website's origin. */
  aud: string;
  /** The member, as this partner alone knows them (partnerSubject). */
  sub: string;
  itinerary_id: number;
  /** Unique per token: the partner accepts each once. */
  jti: string;
  iat: number;
  exp: number;
};

type SigningKey = { key: CryptoKey; publicKey: PartnerPublicKey };

/**
 * The P-256 signing key from the app secret: the private scalar is an HMAC of the secret under
 * this purpose's own label (so it is unrelated to the web push keys and the other HMACs), and
 * every process of one deployment derives the same pair without storing one. A value outside
 * the curve's range (odds about 1 in 2^32) is hashed again.
 */
export function derivePartnerSigningJwk(secret: string): JWK & { kty: "EC"; crv: "P-256"; x: string; y: string; d: string } {
  for (let round = 0; ; round += 1) {
    const scalar = createHmac("sha256", secret).update(`itinerary partner signing key ${round}`).digest();
    const curve = createECDH("prime256v1");
    try {
      curve.setPrivateKey(scalar);
    } catch {
      continue;
    }
    // Uncompressed point: 0x04, then 32 bytes of x and 32 of y.
    const point = curve.getPublicKey();
    return {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
      d: scalar.toString("base64url"),
    };
  }
}

const signingKeys = new Map<string, Promise<SigningKey>>();

async function loadSigningKey(secret: string): Promise<SigningKey> {
  const jwk = derivePartnerSigningJwk(secret);
  const { x, y } = jwk;
  const kid = await calculateJwkThumbprint({ kty: "EC", crv: "P-256", x, y }, "sha256");
  const key = (await importJWK(jwk, PARTNER_TOKEN_ALGORITHM)) as CryptoKey;
  return { key, publicKey: { kty: "EC", crv: "P-256", x, y, kid, use: "sig", alg: PARTNER_TOKEN_ALGORITHM } };
}

function signingKeyFor(secret: string): Promise<SigningKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = loadSigningKey(secret);
    // One deployment has one secret; a test run a few. Never more than a handful are kept.
    if (signingKeys.size >= 8) signingKeys.clear();
    signingKeys.set(secret, key);
  }
  return key;
}

/** The JWK Set partners verify tokens with: the public half of the current key. */
export async function partnerPublicKeys(secret: string): Promise<{ keys: PartnerPublicKey[] }> {
  return { keys: [(await signingKeyFor(secret)).publicKey] };
}

/**
 * The member as one partner knows them: an HMAC of the user id and the partner's origin under the
 * app secret. The same member at the same partner is always the same id, so the partner can
 * recognise a returning member; two partners get unrelated ids, and none learns the database id.
 */
export function partnerSubject(secret: string, userId: number, partnerOrigin: string): string {
  return createHmac("sha256", secret).update(`itinerary partner subject\n${userId}\n${partnerOrigin}`).digest("base64url");
}

/**
 * The itinerary's website as an address a token may be sent to: absolute http or https, without
 * a user name or password (which would put credentials in the link). Anything else is the 422 the
 * member reads.
 */
export function partnerAddress(website: string | null): URL {
  const text = website?.trim() ?? "";
  if (text === "") throw new AppError("VALIDATION_FAILED", ITINERARY_PARTNER_MESSAGES.noWebsite);
  let address: URL;
  try {
    address = new URL(text);
  } catch {
    // A path on this site (the demo itineraries point at their own pages) or no address at all.
    throw new AppError("VALIDATION_FAILED", ITINERARY_PARTNER_MESSAGES.notWebAddress);
  }
  if ((address.protocol !== "https:" && address.protocol !== "http:") || address.username !== "" || address.password !== "" || address.hostname === "") {
    throw new AppError("VALIDATION_FAILED", ITINERARY_PARTNER_MESSAGES.notWebAddress);
  }
  return address;
}

/** The token's claims: pure, from what the caller decided (who, where, when, which id). */
export function partnerTokenClaims(input: {
  issuer: string;
  partner: URL;
  subject: string;
  itineraryId: number;
  jti: string;
  issuedAt: Date;
}): PartnerTokenClaims {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  return {
    iss: new URL(input.issuer).origin,
    aud: input.partner.origin,
    sub: input.subject,
    itinerary_id: input.itineraryId,
    jti: input.jti,
    iat,
    exp: iat + PARTNER_TOKEN_LIFETIME_SECONDS,
  };
}

export type PartnerHandOff = { token: string; expiresAt: Date; url: string };

/**
 * A hand-off token for a signed-in member to an active itinerary's website, and the address to
 * send them to: the website with the token as its `handoff_token` parameter, its other parameters
 * and fragment kept. Another listing, or an itinerary not shown (in review, inactive), is not
 * found; an itinerary without an http(s) website is a 422.
 */
export async function issueItineraryPartnerToken(
  { db, clock, secret }: { db: Database; clock: Clock; secret: string },
  { userId, itineraryId, issuer }: { userId: number; itineraryId: number; issuer: string },
): Promise<PartnerHandOff> {
  const [itinerary] = await db
    .select({ type: listings.type, status: listings.status, website: listings.website })
    .from(listings)
    .where(eq(listings.id, itineraryId))
    .limit(1);
  if (!itinerary || itinerary.type !== "itinerary" || itinerary.status !== "active") throw notFound(ITINERARY_PARTNER_MESSAGES.notFound);
  const partner = partnerAddress(itinerary.website);
  const claims = partnerTokenClaims({
    issuer,
    partner,
    subject: partnerSubject(secret, userId, partner.origin),
    itineraryId,
    jti: randomUUID(),
    issuedAt: clock.now(),
  });
  const { key, publicKey } = await signingKeyFor(secret);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: PARTNER_TOKEN_ALGORITHM, kid: publicKey.kid, typ: PARTNER_TOKEN_TYPE })
    .sign(key);
  return { token, expiresAt: new Date(claims.exp * 1000), url: withPartnerToken(partner, token) };
}

/**
 * The address with the token as its last query parameter. The other parameters are kept as
 * written (URLSearchParams would write them again, `%20` as `+`, `?flag` as `?flag=`); a
 * parameter of the token's own name is replaced.
 */
export function withPartnerToken(address: URL, token: string): string {
  const url = new URL(address);
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && decodedName(pair) !== PARTNER_TOKEN_PARAMETER);
  // A JWT is base64url and dots: nothing in it needs escaping in a query.
  url.search = `?${[...kept, `${PARTNER_TOKEN_PARAMETER}=${token}`].join("&")}`;
  return url.toString();
}

function decodedName(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
}
