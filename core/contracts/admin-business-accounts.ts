import { defineContract } from "./contract";

/**
 * The admin console's business accounts beyond the review list (issue 20): one account in full
 * with its audit history, and the actions on claims, listings and duplicates. Each action is
 * audited; reasons are e-mailed to the businesses concerned.
 */

const schemas = () => import("./admin-business-accounts-schemas");
const tags = ["admin"] as const;

export const getBusinessAccount = defineContract({
  method: "GET",
  path: "/admin/business-accounts/:id",
  operationId: "getBusinessAccount",
  auth: "admin",
  adminAction: "business_accounts.read",
  summary: "One business account: what it submitted, plan, payments, invoices, claim, listing and the admins' actions on it (admins only)",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.getBusinessAccount),
});

export const releaseBusinessClaim = defineContract({
  method: "POST",
  path: "/admin/business-accounts/:id/claim/release",
  operationId: "releaseBusinessClaim",
  auth: "admin",
  adminAction: "business_accounts.review",
  summary: "Release an account's claim, pending or verified: the listing is free again and the claimant is e-mailed the reason (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.releaseBusinessClaim),
});

export const reassignBusinessListing = defineContract({
  method: "POST",
  path: "/admin/business-accounts/:id/listing/reassign",
  operationId: "reassignBusinessListing",
  auth: "admin",
  adminAction: "business_accounts.review",
  summary: "Give the listing this account owns to another account of the same kind that owns none; both are e-mailed (admins only)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.reassignBusinessListing),
});

export const mergeBusinessAccounts = defineContract({
  method: "POST",
  path: "/admin/business-accounts/:id/merge",
  operationId: "mergeBusinessAccounts",
  auth: "admin",
  adminAction: "business_accounts.merge",
  summary: "Merge a duplicate into this account: its listing, payments, invoices, posts and leads move here and it is closed (admins only)",
  description:
    "Both accounts must be of the same kind; refused when both own a listing, or while the duplicate has a pending claim or an open invoice. Leads and offers both had on the same request stay with the closed account.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.mergeBusinessAccounts),
});
