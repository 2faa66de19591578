import { defineContract } from "./contract";

/**
 * The admin console's content section (issue 20): page metadata, CMS banners, articles and
 * collections. Reading needs content.read, every change content.edit (owner and content editor;
 * core/admin-roles.ts); every change is written to the audit log.
 */

const schemas = () => import("./admin-content-schemas");
const tags = ["admin"] as const;

export const listContentPages = defineContract({
  method: "GET",
  path: "/admin/content/pages",
  operationId: "listContentPages",
  auth: "admin",
  adminAction: "content.read",
  summary: "Every path with page metadata (title, description, keywords, share picture), searched by path or title, with the defaults a path without metadata shows (admins only)",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listContentPages),
});

export const getContentPage = defineContract({
  method: "GET",
  path: "/admin/content/page",
  operationId: "getContentPage",
  auth: "admin",
  adminAction: "content.read",
  summary: "One path's metadata (query path, e.g. /hotel) (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getContentPage),
});

export const saveContentPage = defineContract({
  method: "PUT",
  path: "/admin/content/pages",
  operationId: "saveContentPage",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Create or replace a path's metadata; the page's head shows it at once. generated_from sets the picture to a listing's drawn picture (or hero) (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.saveContentPage),
});

export const deleteContentPage = defineContract({
  method: "DELETE",
  path: "/admin/content/pages",
  operationId: "deleteContentPage",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Delete a path's metadata (query path); the page then shows the defaults (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.deleteContentPage),
});

export const uploadContentImage = defineContract({
  method: "POST",
  path: "/admin/content/images",
  operationId: "uploadContentImage",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Upload a picture for a page, a banner slide or a cover (multipart/form-data, file field image); re-encoded as 3:2 WebP in four sizes (admins only)",
  tags,
  invalidBody: "validation",
  requestContentType: "multipart/form-data",
  errors: [401, 403, 413, 422],
  schemas: () => schemas().then((s) => s.uploadContentImage),
});

export const listContentBanners = defineContract({
  method: "GET",
  path: "/admin/content/banners",
  operationId: "listContentBanners",
  auth: "admin",
  adminAction: "content.read",
  summary: "The CMS banners with their slides (text and picture, in order) (admins only)",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listContentBanners),
});

export const createContentBanner = defineContract({
  method: "POST",
  path: "/admin/content/banners",
  operationId: "createContentBanner",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Create a named CMS banner without slides (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 409, 422],
  schemas: () => schemas().then((s) => s.createContentBanner),
});

export const getContentBanner = defineContract({
  method: "GET",
  path: "/admin/content/banners/:id",
  operationId: "getContentBanner",
  auth: "admin",
  adminAction: "content.read",
  summary: "One CMS banner with its slides (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getContentBanner),
});

export const deleteContentBanner = defineContract({
  method: "DELETE",
  path: "/admin/content/banners/:id",
  operationId: "deleteContentBanner",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Delete a CMS banner (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.deleteContentBanner),
});

export const addContentBannerSlide = defineContract({
  method: "POST",
  path: "/admin/content/banners/:id/slides",
  operationId: "addContentBannerSlide",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Add a slide at the end of a banner (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.addContentBannerSlide),
});

export const updateContentBannerSlide = defineContract({
  method: "PUT",
  path: "/admin/content/banners/:id/slides/:index",
  operationId: "updateContentBannerSlide",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Replace a banner's slide (index from 0) (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateContentBannerSlide),
});

export const moveContentBannerSlide = defineContract({
  method: "POST",
  path: "/admin/content/banners/:id/slides/:index/move",
  operationId: "moveContentBannerSlide",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Move a banner's slide to a position (0 first) (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.moveContentBannerSlide),
});

export const removeContentBannerSlide = defineContract({
  method: "DELETE",
  path: "/admin/content/banners/:id/slides/:index",
  operationId: "removeContentBannerSlide",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Remove a banner's slide (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.removeContentBannerSlide),
});

export const listContentArticles = defineContract({
  method: "GET",
  path: "/admin/content/articles",
  operationId: "listContentArticles",
  auth: "admin",
  adminAction: "content.read",
  summary: "Articles, published and drafts, newest change first, searched by title (admins only)",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listContentArticles),
});

export const createContentArticle = defineContract({
  method: "POST",
  path: "/admin/content/articles",
  operationId: "createContentArticle",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Write a new article (unpublished); markup in its text is taken out (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.createContentArticle),
});

export const getContentArticle = defineContract({
  method: "GET",
  path: "/admin/content/articles/:id",
  operationId: "getContentArticle",
  auth: "admin",
  adminAction: "content.read",
  summary: "One article as the editor sees it (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getContentArticle),
});

export const updateContentArticle = defineContract({
  method: "PUT",
  path: "/admin/content/articles/:id",
  operationId: "updateContentArticle",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Edit an article; markup in its text is taken out (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateContentArticle),
});

export const publishContentArticle = defineContract({
  method: "POST",
  path: "/admin/content/articles/:id/publish",
  operationId: "publishContentArticle",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Publish (published true) or unpublish an article (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.publishContentArticle),
});

export const setContentArticleCover = defineContract({
  method: "PUT",
  path: "/admin/content/articles/:id/cover",
  operationId: "setContentArticleCover",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Set an article's cover to an uploaded or drawn picture (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.setContentArticleCover),
});

export const listContentCollections = defineContract({
  method: "GET",
  path: "/admin/content/collections",
  operationId: "listContentCollections",
  auth: "admin",
  adminAction: "content.read",
  summary: "Collections ('Inspire Me') with their number of listings (admins only)",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listContentCollections),
});

export const getContentCollection = defineContract({
  method: "GET",
  path: "/admin/content/collections/:id",
  operationId: "getContentCollection",
  auth: "admin",
  adminAction: "content.read",
  summary: "One collection with its listings in order (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getContentCollection),
});

export const updateContentCollection = defineContract({
  method: "PUT",
  path: "/admin/content/collections/:id",
  operationId: "updateContentCollection",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Edit a collection's title, heading and description (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateContentCollection),
});

export const setContentCollectionCover = defineContract({
  method: "PUT",
  path: "/admin/content/collections/:id/cover",
  operationId: "setContentCollectionCover",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Set a collection's cover to an uploaded or drawn picture (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.setContentCollectionCover),
});

export const searchContentCollectionCandidates = defineContract({
  method: "GET",
  path: "/admin/content/collections/:id/candidates",
  operationId: "searchContentCollectionCandidates",
  auth: "admin",
  adminAction: "content.read",
  summary: "Listings found by title that could be added to the collection (admins only)",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.searchContentCollectionCandidates),
});

export const addContentCollectionItem = defineContract({
  method: "POST",
  path: "/admin/content/collections/:id/items",
  operationId: "addContentCollectionItem",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Add a listing at the end of a collection (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.addContentCollectionItem),
});

export const moveContentCollectionItem = defineContract({
  method: "POST",
  path: "/admin/content/collections/:id/items/:listing_id/move",
  operationId: "moveContentCollectionItem",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Move a collection's listing to a position (0 first) (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.moveContentCollectionItem),
});

export const removeContentCollectionItem = defineContract({
  method: "DELETE",
  path: "/admin/content/collections/:id/items/:listing_id",
  operationId: "removeContentCollectionItem",
  auth: "admin",
  adminAction: "content.edit",
  summary: "Take a listing out of a collection (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.removeContentCollectionItem),
});
