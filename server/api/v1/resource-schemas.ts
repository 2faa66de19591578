import { z } from "zod";
import { listingFilterQuery } from "../../domain/catalogue/listing-filters";
import { listingDetail, listingSummary } from "./listing-schemas";

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
  name: z.string().trim().min(1).max(200).regex(/^\P{Cc}+$/u, "must not contain control characters"),
});

export const priceRangeResponse = z.object({
  data: z.object({
    min: z.number().int().nullable().describe("Lowest 'From' price in whole dollars; null when none has a price"),
    max: z.number().int().nullable().describe("Highest 'From' price in whole dollars"),
  }),
});

/** SPEC section 3 "CMS banner": `cmscontent[0]` holds the banner's data and media. */
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
