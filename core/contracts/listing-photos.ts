import { MAX_LISTING_PHOTOS, MAX_PHOTO_ALT_LENGTH } from "../storefront-photos";
import { defineContract } from "./contract";

/**
 * A business's own listing photos (issue 19), managed from the dashboard's Photos page: upload
 * several, reorder, choose the cover (the first), describe each (alt text) and delete. Only the
 * signed-in business's own listing: an active business account with a listing, else 403; another
 * listing's photo is not found. Every answer but the list's carries the photos as they now are.
 */

const schemas = () => import("./listing-photos-schemas");
const tags = ["listing photos"] as const;

export const listListingPhotos = defineContract({
  method: "GET",
  path: "/business/photos",
  operationId: "listListingPhotos",
  auth: "business",
  summary: "The listing's uploaded photos in their order (the first is the cover), and the drawn picture shown while there are none",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listListingPhotos),
});

export const addListingPhoto = defineContract({
  method: "POST",
  path: "/business/photos",
  operationId: "addListingPhoto",
  auth: "business",
  summary: `Add a photo to the listing (multipart/form-data, file field photo, optional alt; up to ${MAX_LISTING_PHOTOS}, stored as 3:2 WebP in four sizes)`,
  description:
    "The picture is decoded and written anew (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB and 50 megapixels); nothing of the file but its pixels is kept. " +
    "The photo goes last; its alt text is the listing's title unless one is sent. The first upload replaces the listing's drawn picture.",
  tags,
  invalidBody: "validation",
  requestContentType: "multipart/form-data",
  errors: [401, 403, 409, 413, 422],
  schemas: () => schemas().then((s) => s.addListingPhoto),
});

export const updateListingPhoto = defineContract({
  method: "PATCH",
  path: "/business/photos/:id",
  operationId: "updateListingPhoto",
  auth: "business",
  summary: `Change a photo's alt text (what people who cannot see it hear; 1 to ${MAX_PHOTO_ALT_LENGTH} characters)`,
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateListingPhoto),
});

export const moveListingPhoto = defineContract({
  method: "POST",
  path: "/business/photos/:id/move",
  operationId: "moveListingPhoto",
  auth: "business",
  summary: "Move a photo to a position (0 first, the cover; past the last means last)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.moveListingPhoto),
});

export const setListingCover = defineContract({
  method: "POST",
  path: "/business/photos/:id/cover",
  operationId: "setListingCover",
  auth: "business",
  summary: "Make a photo the listing's cover (first): cards, search results and the listing's page show it at once",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.setListingCover),
});

export const removeListingPhoto = defineContract({
  method: "DELETE",
  path: "/business/photos/:id",
  operationId: "removeListingPhoto",
  auth: "business",
  summary: "Delete a photo and its files; without any photo left the listing shows its drawn picture again",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.removeListingPhoto),
});
