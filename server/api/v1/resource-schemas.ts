import { z } from "zod";
import { boundedPattern } from "../../../core/bounded-pattern-schema";
import type { CatalogueResource } from "../../../core/catalogue-resources";
import { listingFilterQuery } from "../../domain/catalogue/listing-filters";
import { listingDetail, listingSummary } from "../../../core/contracts/listing-schemas";

/** `GET /{resource}`: page, per_page and the filters (semantics in domain/catalogue/listing-filters.ts). */
export const resourceListQuery = listingFilterQuery;

/** Laravel-style pagination, as the apps read it. */
export const resourceListResponse = z.object({
  data: z.array(listingSummary),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const resourceDetailResponse = z.object({ data: listingDetail });

export const nameParam = z.object({
  // PostgreSQL text cannot hold NUL, so control characters are refused here rather than failing there.
  name: boundedPattern(
    { pattern: /^\P{Cc}+$/u, maxLength: 200, message: "must not contain control characters", tooLong: "must be at most 200 characters" },
    z.string().trim().min(1),
  ),
});

export const priceRangeResponse = z.object({
  data: z.object({
    min: z.number().int().nullable().describe("Lowest 'From' price in whole dollars; null when none has a price"),
    max: z.number().int().nullable().describe("Highest 'From' price in whole dollars"),
  }),
});

/** docs/product.md §3 "CMS banner": `cmscontent[0]` holds the banner's data and media. */
export const cmsBannerResponse = z.object({
  cmscontent: z.array(
    z.object({
      name: z.string(),
      data: z.array(
        z.object({
          title: z.string(),
          description: z.string(),
          isprimary: z.boolean(),
          primarylabel: z.string(),
          primarylink: z.string(),
          issecondary: z.boolean(),
          secondarylabel: z.string(),
          secondarylink: z.string(),
        }),
      ),
      media: z.array(z.object({ order: z.number().int(), original_url: z.string() })),
    }),
  ),
});

/** How operationIds name one and many of each resource (getHotel, listHotels, likeHotel). */
export const RESOURCE_OPERATION_NAMES = {
  posts: { one: "Post", many: "Posts" },
  hotels: { one: "Hotel", many: "Hotels" },
  destinations: { one: "Destination", many: "Destinations" },
  collections: { one: "Collection", many: "Collections" },
  itineraries: { one: "Itinerary", many: "Itineraries" },
  articles: { one: "Article", many: "Articles" },
  offers: { one: "Offer", many: "Offers" },
  advisors: { one: "Advisor", many: "Advisors" },
  brands: { one: "Brand", many: "Brands" },
} as const satisfies Record<CatalogueResource, { one: string; many: string }>;
