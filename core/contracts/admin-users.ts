import { defineContract } from "./contract";

/**
 * The admin console's users (issue 20): find an account, see everything it holds, block and
 * unblock it, export its data and delete it. Blocking ends every session at once and refuses every
 * sign-in; deleting keeps money records without the person's name (see deleteAdminUser).
 */

const schemas = () => import("./admin-users-schemas");
const tags = ["admin"] as const;

export const listAdminUsers = defineContract({
  method: "GET",
  path: "/admin/users",
  operationId: "listAdminUsers",
  auth: "admin",
  adminAction: "users.read",
  summary: "Accounts, newest first: search by e-mail or name, filter members, VIP, businesses, admins or blocked",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listAdminUsers),
});

export const getAdminUser = defineContract({
  method: "GET",
  path: "/admin/users/:id",
  operationId: "getAdminUser",
  auth: "admin",
  adminAction: "users.read",
  summary: "One account: profile, favourites, deal requests, subscriptions, reservations, payments, sessions, e-mails and audit history",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getAdminUser),
});

export const blockAdminUser = defineContract({
  method: "POST",
  path: "/admin/users/:id/block",
  operationId: "blockAdminUser",
  auth: "admin",
  adminAction: "users.block",
  summary: "Block an account with a reason: every session ends at once and every sign-in is refused",
  description: "Admins are not blocked here (the owner removes them from the admin team first), nor is the caller's own account.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.blockAdminUser),
});

export const unblockAdminUser = defineContract({
  method: "POST",
  path: "/admin/users/:id/unblock",
  operationId: "unblockAdminUser",
  auth: "admin",
  adminAction: "users.block",
  summary: "Unblock an account: it may sign in again",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.unblockAdminUser),
});

export const exportAdminUser = defineContract({
  method: "GET",
  path: "/admin/users/:id/export",
  operationId: "exportAdminUser",
  auth: "admin",
  adminAction: "users.delete",
  summary: "Everything the account holds, as a JSON file to download (audited)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.exportAdminUser),
});

export const deleteAdminUser = defineContract({
  method: "DELETE",
  path: "/admin/users/:id",
  operationId: "deleteAdminUser",
  auth: "admin",
  adminAction: "users.delete",
  summary: "Delete an account for good, confirmed by typing its e-mail address",
  description:
    "What is only the person's is deleted; payments and past reservations stay for the books without their name or address. " +
    "Refused (409) while the account runs a business account, has a stay still to come or a VIP subscription that renews.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.deleteAdminUser),
});
