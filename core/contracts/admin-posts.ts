import { defineContract } from "./contract";

/**
 * The console's moderation of Romance Marketplace posts (issue 20): the queue, approval of posts
 * held by the "new posts wait for approval" setting, corrections, and take-down with a refund.
 */

const schemas = () => import("./admin-oversight-schemas");
const tags = ["admin"] as const;

export const listAdminPosts = defineContract({
  method: "GET",
  path: "/admin/posts",
  operationId: "listAdminPosts",
  auth: "admin",
  adminAction: "posts.read",
  summary: "Every marketplace post, newest first (those waiting for approval oldest first), by state and search",
  tags,
  errors: [400, 401, 403],
  schemas: () => schemas().then((s) => s.listAdminPosts),
});

export const getAdminPost = defineContract({
  method: "GET",
  path: "/admin/posts/:id",
  operationId: "getAdminPost",
  auth: "admin",
  adminAction: "posts.read",
  summary: "One marketplace post with its payments",
  tags,
  errors: [400, 401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminPost),
});

export const approveAdminPost = defineContract({
  method: "POST",
  path: "/admin/posts/:id/approve",
  operationId: "approveAdminPost",
  auth: "admin",
  adminAction: "posts.moderate",
  summary: "Approve a post waiting for approval: it goes live and its ad's days start now",
  tags,
  errors: [400, 401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.approveAdminPost),
});

export const updateAdminPost = defineContract({
  method: "PATCH",
  path: "/admin/posts/:id",
  operationId: "updateAdminPost",
  auth: "admin",
  adminAction: "posts.moderate",
  summary: "Correct a post's title, text, destination, price per stay or last day",
  tags,
  invalidBody: "validation",
  errors: [400, 401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.updateAdminPost),
});

export const takeDownAdminPost = defineContract({
  method: "POST",
  path: "/admin/posts/:id/take-down",
  operationId: "takeDownAdminPost",
  auth: "admin",
  adminAction: "posts.moderate",
  summary: "Take a paid post down with a reason: its purchase is refunded and the business e-mailed",
  tags,
  invalidBody: "validation",
  errors: [400, 401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.takeDownAdminPost),
});

export const getMarketplaceSettings = defineContract({
  method: "GET",
  path: "/admin/marketplace-settings",
  operationId: "getMarketplaceSettings",
  auth: "admin",
  adminAction: "posts.read",
  summary: "Whether new marketplace posts go live at once or wait for approval",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getMarketplaceSettings),
});

export const updateMarketplaceSettings = defineContract({
  method: "PUT",
  path: "/admin/marketplace-settings",
  operationId: "updateMarketplaceSettings",
  auth: "admin",
  adminAction: "posts.moderate",
  summary: "Choose whether new marketplace posts go live at once or wait for approval",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.updateMarketplaceSettings),
});
