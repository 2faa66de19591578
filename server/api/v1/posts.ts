import { z } from "zod";
import { getListing } from "../../domain/catalogue/get-listing";
import { notFound } from "../../domain/errors";
import { idParam, listingDetail, slugParam } from "./listing-schemas";
import type { ApiRegistry } from "./route";

const detailResponse = z.object({ data: listingDetail });

/** Single-listing reads of the generic resource calls (SPEC section 7), for `posts`. */
export function registerPostReadRoutes(api: ApiRegistry): void {
  api.route({
    method: "GET",
    path: "/posts/showbyslug/:slug",
    summary: "A listing of any kind by its slug",
    tags: ["listings"],
    params: slugParam,
    response: detailResponse,
    errors: [404],
    handler: async ({ params, services }) => {
      const listing = await getListing({ db: services.db, by: { slug: params.slug } });
      if (!listing) throw notFound("Listing not found");
      return { data: listing };
    },
  });

  for (const path of ["/posts/showbyid/:id", "/posts/:id"]) {
    api.route({
      method: "GET",
      path,
      summary: "A listing of any kind by its numeric id",
      tags: ["listings"],
      params: idParam,
      response: detailResponse,
      errors: [404],
      handler: async ({ params, services }) => {
        const listing = await getListing({ db: services.db, by: { id: params.id } });
        if (!listing) throw notFound("Listing not found");
        return { data: listing };
      },
    });
  }
}
