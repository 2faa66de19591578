import * as contracts from "../../../core/contracts/marketplace-posts";
import { appSecretOf } from "../../app-secret";
import { createMarketplacePost } from "../../domain/payments/marketplace/create-marketplace-post";
import { getMarketplacePost } from "../../domain/payments/marketplace/get-marketplace-post";
import type { ApiRegistry } from "./route";

/** The handlers of core/contracts/marketplace-posts.ts. */
export function registerMarketplacePostRoutes(api: ApiRegistry): void {
  api.route(contracts.createMarketplaceRequest, async ({ body, auth, services, request }) => {
    // The body arrives in the code's shape (the contract's wire names).
    const data = await createMarketplacePost({
      db: services.db,
      clock: services.clock,
      secret: appSecretOf(services.config),
      clientAddress: request.ip,
      ...(auth ? { userId: auth.user.id } : {}),
      fields: body,
    });
    return { data };
  });

  api.route(contracts.getMarketplaceRequest, async ({ params, query, services }) => ({
    data: await getMarketplacePost({ db: services.db, clock: services.clock, secret: appSecretOf(services.config), id: params.id, token: query.token }),
  }));
}
