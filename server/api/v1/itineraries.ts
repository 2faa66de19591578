import * as itineraries from "../../../core/contracts/itineraries";
import { appSecretOf } from "../../app-secret";
import { issueItineraryPartnerToken, partnerPublicKeys } from "../../domain/itineraries/partner-token";
import { requestOrigin } from "../../http/request-origin";
import type { ApiRegistry } from "./route";

/** How long partners may keep the key set before asking again (they also ask on an unknown kid). */
const PARTNER_KEYS_CACHE_CONTROL = "public, max-age=3600";

/** The handlers of core/contracts/itineraries.ts: the hand-off to an itinerary's partner website. */
export function registerItineraryRoutes(api: ApiRegistry): void {
  api.route(itineraries.tokenGenerateItineararys, async ({ auth, params, services, request }) => {
    const handOff = await issueItineraryPartnerToken(
      { db: services.db, clock: services.clock, secret: appSecretOf(services.config) },
      { userId: auth.user.id, itineraryId: params.id, issuer: requestOrigin(services, request) },
    );
    return { token: handOff.token, expires_at: handOff.expiresAt.toISOString(), url: handOff.url };
  });

  api.route(itineraries.listItineraryPartnerKeys, async ({ services, reply }) => {
    reply.header("cache-control", PARTNER_KEYS_CACHE_CONTROL);
    return partnerPublicKeys(appSecretOf(services.config));
  });
}
