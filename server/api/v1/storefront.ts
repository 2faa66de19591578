import type { z } from "zod";
import { STOREFRONT_MESSAGES } from "../../../core/storefront-rules";
import * as storefront from "../../../core/contracts/storefront";
import type { storefrontWire } from "../../../core/contracts/storefront-schemas";
import { storefrontFieldsToWire } from "../../../core/contracts/storefront-wire-names";
import type { FeaturedChoice } from "../../domain/storefront/featured-listings";
import { searchFeaturableListings } from "../../domain/storefront/search-featurable-listings";
import { getStorefront } from "../../domain/storefront/get-storefront";
import type { StorefrontView } from "../../domain/storefront/storefront-listing";
import { updateStorefront } from "../../domain/storefront/update-storefront";
import type { ApiRegistry } from "./route";

/** The storefront on the wire: the kind's fields only, by their wire names. */
export function toStorefrontWire(view: StorefrontView): z.input<typeof storefrontWire> {
  const fields = storefrontFieldsToWire(Object.fromEntries(view.fields.map((field) => [field, view.values[field]])));
  const featured = view.featured ? { featured: { hotels: view.featured.hotels.map(toChoiceWire), itineraries: view.featured.itineraries.map(toChoiceWire) } } : {};
  return { kind: view.kind, title: view.title, path: view.path, is_live: view.isLive, is_featured: view.isFeatured, fields, ...featured };
}

function toChoiceWire({ inDestination, ...choice }: FeaturedChoice) {
  return { ...choice, in_destination: inDestination };
}

/** The handlers of core/contracts/storefront.ts: the signed-in business's own listing. */
export function registerStorefrontRoutes(api: ApiRegistry): void {
  api.route(storefront.getStorefront, async ({ auth, services }) => {
    return { data: toStorefrontWire(await getStorefront(services, { userId: auth.user.id })) };
  });

  api.route(storefront.updateStorefront, async ({ auth, body, services }) => {
    const view = await updateStorefront(services, { userId: auth.user.id, input: body });
    return { message: view.isLive ? STOREFRONT_MESSAGES.savedLive : STOREFRONT_MESSAGES.saved, data: toStorefrontWire(view) };
  });

  api.route(storefront.searchFeaturableListings, async ({ auth, query, services }) => {
    const found = await searchFeaturableListings(services, { userId: auth.user.id, kind: query.kind, query: query.query });
    return { data: found.map(toChoiceWire) };
  });
}
