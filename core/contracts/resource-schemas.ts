import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { listingFilterQuery } from "./listing-filter-schemas";
import { idParam, listingDetail, listingSummary, slugParam } from "./listing-schemas";

/**
 * The schemas of the catalogue reads (core/contracts/resources.ts): the same for every
 * resource, so one object per kind of operation rather than one per operationId.
 */

/** Laravel-style pagination, as the apps read it. */
const resourceListResponse = z.object({
  data: z.array(listingSummary),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

const resourceDetailResponse = z.object({ data: listingDetail });

const nameParam = z.object({
  // PostgreSQL text cannot hold NUL, so control characters are refused here rather than failing there.
  name: boundedPattern(
    { pattern: /^\P{Cc}+$/u, maxLength: 200, message: "must not contain control characters", tooLong: "must be at most 200 characters" },
    z.string().trim().min(1),
  ),
});

/** `GET /{resource}`: page, per_page and the filters (semantics in listing-filter-schemas.ts). */
export const listResource = { query: listingFilterQuery, response: resourceListResponse };

export const getPriceRange = {
  response: z.object({
    data: z.object({
      min: z.number().int().nullable().describe("Lowest 'From' price in whole dollars; null when none has a price"),
      max: z.number().int().nullable().describe("Highest 'From' price in whole dollars"),
    }),
  }),
};

export const showBySlug = { params: slugParam, response: resourceDetailResponse };

export const showByName = { params: nameParam, response: resourceDetailResponse };

export const showById = { params: idParam, response: resourceDetailResponse };

/** docs/product.md §3 "CMS banner": `cmscontent[0]` holds the banner's data and media. */
export const showBannerByName = {
  params: nameParam,
  response: z.object({
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
  }),
};
