import { z } from "zod";
import { PARTNER_TOKEN_PARAMETER } from "./itineraries";
import { idParam } from "./listing-schemas";

/** The schemas of the itinerary hand-off operations (core/contracts/itineraries.ts), by operationId. */

export const tokenGenerateItineararys = {
  params: idParam,
  response: z.object({
    token: z.string().describe("The hand-off token: a compact ES256 JWT"),
    expires_at: z.string().describe("When the token stops being valid (ISO 8601, UTC)"),
    url: z.string().describe(`The itinerary's website with the token as its ${PARTNER_TOKEN_PARAMETER} query parameter: where to send the member`),
  }),
};

const publicKey = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().describe("The key's x coordinate (base64url)"),
  y: z.string().describe("The key's y coordinate (base64url)"),
  kid: z.string().describe("The key's id: its RFC 7638 thumbprint, named in the token's header"),
  use: z.literal("sig"),
  alg: z.literal("ES256"),
});

export const listItineraryPartnerKeys = {
  response: z.object({
    keys: z.array(publicKey).describe("The keys tokens are signed with now; a token's kid names one of them"),
  }),
};
