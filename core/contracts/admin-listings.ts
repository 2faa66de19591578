import { MAX_LISTING_PHOTOS } from "../storefront-photos";
import { defineContract } from "./contract";

/**
 * The admin console's listings (issue 20): every kind, published or not; create, edit (the admin
 * fields, and a hotel's, an advisor's or a destination's page with the storefront's own rules),
 * publish and unpublish, and photos with the businesses' photo pipeline. Every write is audited;
 * the catalogue's caches and the search index follow at once.
 */

const schemas = () => import("./admin-listings-schemas");
const tags = ["admin"] as const;
const read = { auth: "admin", adminAction: "listings.read", tags } as const;
const edit = { auth: "admin", adminAction: "listings.edit", tags } as const;

export const listAdminListings = defineContract({
  ...read,
  method: "GET",
  path: "/admin/listings",
  operationId: "listAdminListings",
  summary: "Every listing of every kind, published or not, newest first: by title, type, publication, featured and owner, 25 a page",
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listAdminListings),
});

export const getAdminListing = defineContract({
  ...read,
  method: "GET",
  path: "/admin/listings/:id",
  operationId: "getAdminListing",
  summary: "One listing with its owner, its page editor's fields and its photos",
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminListing),
});

export const createAdminListing = defineContract({
  ...edit,
  method: "POST",
  path: "/admin/listings",
  operationId: "createAdminListing",
  summary: "Create a listing of any kind; it stays unpublished (not public) until published",
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.createAdminListing),
});

export const updateAdminListing = defineContract({
  ...edit,
  method: "PATCH",
  path: "/admin/listings/:id",
  operationId: "updateAdminListing",
  summary: "Change a listing's title, slug, type, featured, heading and keywords (and the summary and text of kinds without a page editor)",
  description: "Only the fields sent change. A listing a business account owns keeps its kind. A new slug moves the public page to its new address.",
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.updateAdminListing),
});

export const publishAdminListing = defineContract({
  ...edit,
  method: "POST",
  path: "/admin/listings/:id/publish",
  operationId: "publishAdminListing",
  summary: "Publish a listing: its page, cards, search and the sitemap show it at once",
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.publishAdminListing),
});

export const unpublishAdminListing = defineContract({
  ...edit,
  method: "POST",
  path: "/admin/listings/:id/unpublish",
  operationId: "unpublishAdminListing",
  summary: "Unpublish a listing: its page answers 404 and it leaves lists, search and the sitemap at once",
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.unpublishAdminListing),
});

export const updateAdminListingPage = defineContract({
  ...edit,
  method: "PUT",
  path: "/admin/listings/:id/page",
  operationId: "updateAdminListingPage",
  summary: "Save a hotel's, an advisor's or a destination's page fields, with the business storefront's fields and rules",
  description: "The body and the answer are PUT /business/storefront's. Other kinds have no page editor (404).",
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.updateAdminListingPage),
});

export const addAdminListingPhoto = defineContract({
  ...edit,
  method: "POST",
  path: "/admin/listings/:id/photos",
  operationId: "addAdminListingPhoto",
  summary: `Add a photo to a listing (multipart/form-data, file field photo, optional alt; up to ${MAX_LISTING_PHOTOS}), as its business would`,
  invalidBody: "validation",
  requestContentType: "multipart/form-data",
  errors: [401, 403, 404, 409, 413, 422],
  schemas: () => schemas().then((s) => s.addAdminListingPhoto),
});

export const updateAdminListingPhoto = defineContract({
  ...edit,
  method: "PATCH",
  path: "/admin/listings/:id/photos/:photoId",
  operationId: "updateAdminListingPhoto",
  summary: "Change a listing photo's alt text",
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateAdminListingPhoto),
});

export const moveAdminListingPhoto = defineContract({
  ...edit,
  method: "POST",
  path: "/admin/listings/:id/photos/:photoId/move",
  operationId: "moveAdminListingPhoto",
  summary: "Move a listing photo to a position (0 first, the cover)",
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.moveAdminListingPhoto),
});

export const setAdminListingCover = defineContract({
  ...edit,
  method: "POST",
  path: "/admin/listings/:id/photos/:photoId/cover",
  operationId: "setAdminListingCover",
  summary: "Make a photo the listing's cover",
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.setAdminListingCover),
});

export const removeAdminListingPhoto = defineContract({
  ...edit,
  method: "DELETE",
  path: "/admin/listings/:id/photos/:photoId",
  operationId: "removeAdminListingPhoto",
  summary: "Delete a listing photo and its files; without photos the listing shows its drawn picture again",
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.removeAdminListingPhoto),
});
