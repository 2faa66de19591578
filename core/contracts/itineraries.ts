import { defineContract } from "./contract";

/**
 * The hand-off to an itinerary's own partner website (decision 031): a signed-in member who
 * follows an itinerary's website link is sent there with a short-lived signed token (an ES256
 * JWT) that tells the partner "a member of this site, known to you by this opaque id, comes from
 * this itinerary". The partner checks it with the public keys of `listItineraryPartnerKeys`.
 */

const schemas = () => import("./itineraries-schemas");
const tags = ["itineraries"] as const;

/** How long a hand-off token is valid: long enough for the partner's page to load, no longer. */
export const PARTNER_TOKEN_LIFETIME_SECONDS = 300;

/** The query parameter of the partner's address that carries the token (its other parameters stay). */
export const PARTNER_TOKEN_PARAMETER = "handoff_token";

export const ITINERARY_PARTNER_MESSAGES = {
  notFound: "No itinerary found",
  noWebsite: "This itinerary has no website of its own to hand you to.",
  notWebAddress: "This itinerary's website is not a plain http or https address.",
} as const;

export const tokenGenerateItineararys = defineContract({
  method: "POST",
  path: "/itineraries/:id/partner-token",
  // The app's call is named `tokenGenerate/itineararys` (spelled so); an operationId becomes a
  // generated client's function name, so it keeps the name without the slash.
  operationId: "tokenGenerateItineararys",
  auth: "member",
  summary: "A five-minute signed token that hands the signed-in member to an itinerary's own partner website",
  description: `The answer's url is the itinerary's website with the token added as the ${PARTNER_TOKEN_PARAMETER} query parameter (its other parameters kept). The token is an ES256 JWT: iss is this site's origin, aud the partner's origin, sub an opaque id of the member that is stable for that partner and differs between partners, itinerary_id, jti, iat and exp (${PARTNER_TOKEN_LIFETIME_SECONDS} seconds later); no e-mail or name. The partner verifies it with the keys of GET /itineraries/partner-keys. Only an active itinerary with an http or https website: another listing is a 404, an itinerary without such a website a 422.`,
  tags,
  errors: [401, 404, 422],
  schemas: () => schemas().then((s) => s.tokenGenerateItineararys),
});

export const listItineraryPartnerKeys = defineContract({
  method: "GET",
  path: "/itineraries/partner-keys",
  operationId: "listItineraryPartnerKeys",
  auth: "none",
  summary: "The public keys (a JWK Set) that verify the itinerary hand-off tokens",
  description:
    "Partners fetch it (and again when a token names a kid it does not hold) and verify a token's ES256 signature with the key of the token's kid. Public keys only; cacheable for an hour.",
  tags,
  schemas: () => schemas().then((s) => s.listItineraryPartnerKeys),
});
