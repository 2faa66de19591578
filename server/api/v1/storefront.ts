import type { z } from "zod";
import { STOREFRONT_MESSAGES } from "../../../core/storefront-rules";
import * as storefront from "../../../core/contracts/storefront";
import type { storefrontWire } from "../../../core/contracts/storefront-schemas";
import { STOREFRONT_WIRE_NAMES } from "../../../core/contracts/storefront-wire-names";
import { getStorefront } from "../../domain/storefront/get-storefront";
import type { StorefrontView } from "../../domain/storefront/storefront-listing";
import { updateStorefront } from "../../domain/storefront/update-storefront";
import type { ApiRegistry } from "./route";

/** The storefront on the wire: the kind's fields only, by their wire names. */
function toStorefrontWire(view: StorefrontView): z.input<typeof storefrontWire> {
  const fields = Object.fromEntries(view.fields.map((field) => [STOREFRONT_WIRE_NAMES[field], view.values[field]]));
  return { kind: view.kind, title: view.title, path: view.path, is_live: view.isLive, is_featured: view.isFeatured, fields };
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
}
