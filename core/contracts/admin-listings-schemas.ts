import { z } from "zod";
import { ADMIN_LISTING_FILTERS, ADMIN_LISTING_LIMITS as L } from "../admin-listings";
import { boundedPattern } from "../bounded-pattern-schema";
import { LISTING_TYPES } from "../listing-types";
import { MAX_PHOTO_ALT_LENGTH } from "../storefront-photos";
import { listingImage } from "./listing-schemas";
import { listingPhotosWire } from "./listing-photos-schemas";
import { storefrontWire, updateStorefront } from "./storefront-schemas";
import { pictureFile } from "./uploads-schemas";

/**
 * The schemas of the admin listing operations (core/contracts/admin-listings.ts). Shapes and outer
 * bounds only: the limits an admin reads as messages are core/admin-listings.ts's (and the
 * storefront's, core/storefront-rules.ts), run by the domain.
 */

const text = (max: number) => z.string().max(max * 4);
const digits = () => boundedPattern({ pattern: /^\d{1,9}$/, maxLength: 9, message: "must be a positive whole number" }).transform(Number);

const listingId = z.object({ id: digits() });
const photoIds = z.object({ id: digits(), photoId: digits() });

export const adminListingOwnerWire = z.object({
  account_id: z.number().int(),
  kind: z.enum(["hotel", "advisor", "destination"]),
  name: z.string(),
  email: z.string(),
  status: z.string().describe("The business account's status: in_review, active or in_active"),
});

export const adminListingWire = z.object({
  id: z.number().int(),
  type: z.enum(LISTING_TYPES),
  type_label: z.string(),
  title: z.string(),
  slug: z.string(),
  path: z.string().describe("Its public page (404 while unpublished)"),
  status: z.enum(["active", "in_review", "in_active"]).describe("Only active is public"),
  is_published: z.boolean(),
  is_featured: z.boolean(),
  heading: z.string(),
  keywords: z.string(),
  summary: z.string().describe("What cards and search show"),
  city: z.string().nullable(),
  country: z.string().nullable(),
  storefront_kind: z.enum(["hotel", "advisor", "destination"]).nullable().describe("The page editor's kind (PUT /admin/listings/{id}/page); null: the summary and body are edited here"),
  owner: adminListingOwnerWire.nullable().describe("The business account that owns the listing; null: none"),
  cover: listingImage,
  created_at: z.string(),
  updated_at: z.string(),
});

export const adminListingDetailWire = adminListingWire.extend({
  body: z.string().describe("The page's long text"),
  storefront: storefrontWire.nullable().describe("Hotels, advisors and destinations: the page editor's fields, as the business's storefront answers them"),
  photos: listingPhotosWire,
});

const fieldShape = {
  title: text(L.title),
  slug: text(L.slug).describe("Lowercase letters, digits, hyphens and underscores; the listing's address changes with it"),
  type: z.enum(LISTING_TYPES).describe("A listing a business account owns keeps its kind (a hotel stays a Basic or Spotlight hotel)"),
  is_featured: z.boolean().describe("Shown first in lists and search"),
  heading: text(L.heading),
  keywords: text(L.keywords),
  summary: text(L.summary).describe("Kinds without a page editor: the card's summary; empty: the text's first sentences"),
  body: text(L.body).describe("Kinds without a page editor: the page's text (plain text, blank lines between paragraphs)"),
};

export const listAdminListings = {
  query: z.object({
    q: text(L.query).optional().describe("Part of the title, any case"),
    type: z.enum(LISTING_TYPES).optional(),
    status: z.enum(ADMIN_LISTING_FILTERS.status).optional(),
    featured: z.enum(ADMIN_LISTING_FILTERS.featured).optional(),
    owner: z.enum(ADMIN_LISTING_FILTERS.owner).optional().describe("business: a business account owns it; none: no business does"),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
  }),
  response: z.object({ data: z.array(adminListingWire), page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
};

export const getAdminListing = { params: listingId, response: z.object({ data: adminListingDetailWire }) };

const listingAnswer = z.object({ message: z.string(), data: adminListingDetailWire });

export const createAdminListing = {
  body: z
    .object({ ...fieldShape, type: fieldShape.type, title: fieldShape.title, slug: fieldShape.slug.optional().describe("Empty or left out: made from the title") })
    .partial({ is_featured: true, heading: true, keywords: true, summary: true, body: true })
    .strict(),
  response: listingAnswer,
};

export const updateAdminListing = { params: listingId, body: z.object(fieldShape).partial().strict(), response: listingAnswer };

export const publishAdminListing = { params: listingId, response: listingAnswer };
export const unpublishAdminListing = { params: listingId, response: listingAnswer };

export const updateAdminListingPage = {
  params: listingId,
  body: updateStorefront.body,
  response: z.object({ message: z.string(), data: storefrontWire }),
};

const photosAnswer = z.object({ message: z.string(), data: listingPhotosWire });
const altText = z.string().max(MAX_PHOTO_ALT_LENGTH * 4);

export const addAdminListingPhoto = {
  params: listingId,
  body: z.object({ photo: pictureFile, alt: altText.optional().describe("What the photo shows; the listing's title when left out") }),
  response: photosAnswer,
};

export const updateAdminListingPhoto = { params: photoIds, body: z.object({ alt: altText }), response: photosAnswer };

export const moveAdminListingPhoto = {
  params: photoIds,
  body: z.object({ position: z.number().int().describe("Where the photo goes, 0 first (the cover); past the last means last") }),
  response: photosAnswer,
};

export const setAdminListingCover = { params: photoIds, response: photosAnswer };

export const removeAdminListingPhoto = { params: photoIds, response: photosAnswer };
