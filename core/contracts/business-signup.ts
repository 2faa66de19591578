import { defineContract } from "./contract";

/**
 * Business sign-up (docs/product.md §7 "Search and listing" and "Signup helpers", decision 019):
 * the wizards' checks and place suggestions, profile creation and claims, the account's review
 * state, and the admins' review of business accounts. The operationIds are the apps' call names,
 * as the paths spell them.
 */

const schemas = () => import("./business-signup-schemas");
const tags = ["business signup"] as const;
const adminTags = ["admin"] as const;

export const checkAdminEmail = defineContract({
  method: "GET",
  path: "/posts/checkAdminEmail",
  operationId: "checkAdminEmail",
  auth: "none",
  summary: "Whether a business may sign up with this e-mail: status Success when it is free",
  tags,
  errors: [429],
  schemas: () => schemas().then((s) => s.checkAdminEmail),
});

export const checkExistHotel = defineContract({
  method: "GET",
  path: "/posts/checkExistHotel",
  operationId: "checkExistHotel",
  auth: "none",
  summary: "Whether the catalogue already has this hotel, to claim it",
  tags,
  errors: [429],
  schemas: () => schemas().then((s) => s.checkExistHotel),
});

export const checkExistDestination = defineContract({
  method: "GET",
  path: "/posts/checkExistDestination",
  operationId: "checkExistDestination",
  auth: "none",
  summary: "Whether the catalogue already has this destination, to claim it",
  tags,
  errors: [429],
  schemas: () => schemas().then((s) => s.checkExistDestination),
});

export const createDestination = defineContract({
  method: "POST",
  path: "/posts/createDestination",
  operationId: "createDestination",
  auth: "none",
  summary: "Create a destination's profile (in review until an admin approves it)",
  tags,
  invalidBody: "validation",
  errors: [400, 404, 409, 429],
  schemas: () => schemas().then((s) => s.destinationSignup),
});

export const claimDestination = defineContract({
  method: "POST",
  path: "/posts/claimDestination",
  operationId: "claimDestination",
  auth: "none",
  summary: "Claim a destination's existing profile",
  tags,
  invalidBody: "validation",
  errors: [400, 404, 409, 429],
  schemas: () => schemas().then((s) => s.destinationSignup),
});

export const createOrClaimHotelorAdvisor = defineContract({
  method: "POST",
  path: "/posts/createOrClaimHotelorAdvisor",
  operationId: "createOrClaimHotelorAdvisor",
  auth: "none",
  summary: "Create a hotel or travel advisor profile, or claim a hotel, paid by card (payment_id) or invoiced",
  tags,
  invalidBody: "validation",
  errors: [400, 404, 409, 429],
  schemas: () => schemas().then((s) => s.createOrClaimHotelorAdvisor),
});

export const checkAdminStatus = defineContract({
  method: "GET",
  path: "/posts/checkAdminStatus",
  operationId: "checkAdminStatus",
  auth: "none",
  summary: "A business account's review state by e-mail (account_stauts: in_review, active, in_active)",
  tags,
  errors: [404, 429],
  schemas: () => schemas().then((s) => s.checkAdminStatus),
});

export const suggestPlaces = defineContract({
  method: "GET",
  path: "/googleapi/place",
  operationId: "suggestPlaces",
  auth: "none",
  summary: "Place suggestions as a person types (Google's autocomplete shape)",
  tags,
  errors: [429, 503],
  schemas: () => schemas().then((s) => s.suggestPlaces),
});

export const listBusinessAccounts = defineContract({
  method: "GET",
  path: "/admin/business-accounts",
  operationId: "listBusinessAccounts",
  auth: "admin",
  adminAction: "business_accounts.read",
  summary: "Business accounts to review, newest first (admins only)",
  tags: adminTags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listBusinessAccounts),
});

export const setBusinessAccountStatus = defineContract({
  method: "POST",
  path: "/admin/business-accounts/:id/status",
  operationId: "setBusinessAccountStatus",
  auth: "admin",
  adminAction: "business_accounts.review",
  summary: "Move a business account to active or in_active; the business is e-mailed (admins only)",
  tags: adminTags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.setBusinessAccountStatus),
});

export const verifyBusinessClaim = defineContract({
  method: "POST",
  path: "/business/claims/verify",
  operationId: "verifyBusinessClaim",
  auth: "none",
  summary: "Verify a pending claim with the one-time link e-mailed to an address on the listing's website domain",
  description:
    "The first verified claim of a listing owns it; the listing's other pending claims are closed, told by e-mail and refunded when they paid by card (decision 033). A wrong, used or expired link is a 400 naming the token.",
  tags,
  invalidBody: "validation",
  errors: [400, 404, 409, 429],
  schemas: () => schemas().then((s) => s.verifyBusinessClaim),
});

export const resendBusinessClaimLink = defineContract({
  method: "POST",
  path: "/business/claims/resend",
  operationId: "resendBusinessClaimLink",
  auth: "business",
  summary: "Send the signed-in business's pending claim a new verification link (the old one stops working)",
  tags,
  errors: [401, 404, 409, 429],
  schemas: () => schemas().then((s) => s.resendBusinessClaimLink),
});

export const approveBusinessClaim = defineContract({
  method: "POST",
  path: "/admin/business-accounts/:id/claim/approve",
  operationId: "approveBusinessClaim",
  auth: "admin",
  adminAction: "business_accounts.review",
  summary: "Approve a pending claim with the evidence checked; the listing's other claims are closed and refunded (admins only)",
  tags: adminTags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.approveBusinessClaim),
});
