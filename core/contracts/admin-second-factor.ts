import { defineContract } from "./contract";

/**
 * The admins' own second factor (an authenticator app, TOTP, with recovery codes) and the admin
 * team (owners only). The second factor's operations are the only admin operations a session may
 * call before it passed the authenticator (decision 044).
 */

const schemas = () => import("./admin-second-factor-schemas");
const tags = ["admin"] as const;

export const getSecondFactor = defineContract({
  method: "GET",
  path: "/admin/second-factor",
  operationId: "getAdminSecondFactor",
  auth: "admin",
  adminAction: "second_factor",
  summary: "Whether the admin's authenticator app is set up, whether this session passed it, and the recovery codes left",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getSecondFactor),
});

export const startSecondFactorEnrolment = defineContract({
  method: "POST",
  path: "/admin/second-factor/enrolment",
  operationId: "startAdminSecondFactorEnrolment",
  auth: "admin",
  adminAction: "second_factor",
  summary: "Start (or, until confirmed, restart) setting up an authenticator app: its secret, otpauth address and QR code",
  tags,
  errors: [401, 403, 409],
  schemas: () => schemas().then((s) => s.startSecondFactorEnrolment),
});

export const confirmSecondFactor = defineContract({
  method: "POST",
  path: "/admin/second-factor/confirmation",
  operationId: "confirmAdminSecondFactor",
  auth: "admin",
  adminAction: "second_factor",
  summary: "Confirm the authenticator app with its first code: this session passes, and the recovery codes are given once",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 409, 422, 429],
  schemas: () => schemas().then((s) => s.confirmSecondFactor),
});

export const verifySecondFactor = defineContract({
  method: "POST",
  path: "/admin/second-factor/verification",
  operationId: "verifyAdminSecondFactor",
  auth: "admin",
  adminAction: "second_factor",
  summary: "Pass the second factor on this session with a code from the authenticator app, or with a recovery code (used up)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 409, 422, 429],
  schemas: () => schemas().then((s) => s.verifySecondFactor),
});

export const renewSecondFactorRecoveryCodes = defineContract({
  method: "POST",
  path: "/admin/second-factor/recovery-codes",
  operationId: "renewAdminRecoveryCodes",
  auth: "admin",
  adminAction: "second_factor",
  summary: "A new set of recovery codes (the old ones stop working); only on a session that passed the second factor",
  tags,
  errors: [401, 403, 409],
  schemas: () => schemas().then((s) => s.renewSecondFactorRecoveryCodes),
});

export const resetSecondFactor = defineContract({
  method: "DELETE",
  path: "/admin/second-factor",
  operationId: "resetAdminSecondFactor",
  auth: "admin",
  adminAction: "second_factor",
  summary: "Lost device: remove the authenticator app to set up a new one; every other session must pass the second factor again",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.resetSecondFactor),
});

export const listAdmins = defineContract({
  method: "GET",
  path: "/admin/admins",
  operationId: "listAdmins",
  auth: "admin",
  adminAction: "admins.manage",
  summary: "The admin team: each admin's role, whether their authenticator is set up, and their last sign-in",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listAdmins),
});

export const addAdmin = defineContract({
  method: "POST",
  path: "/admin/admins",
  operationId: "addAdmin",
  auth: "admin",
  adminAction: "admins.manage",
  summary: "Make an existing member account an admin with a role",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.addAdmin),
});

export const changeAdminRole = defineContract({
  method: "PATCH",
  path: "/admin/admins/:id",
  operationId: "changeAdminRole",
  auth: "admin",
  adminAction: "admins.manage",
  summary: "Give an admin another role (the last owner stays an owner; nobody changes their own role)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 409, 422],
  schemas: () => schemas().then((s) => s.changeAdminRole),
});

export const removeAdmin = defineContract({
  method: "DELETE",
  path: "/admin/admins/:id",
  operationId: "removeAdmin",
  auth: "admin",
  adminAction: "admins.manage",
  summary: "Take an admin's access away: the account becomes a member account (never the last owner, never oneself)",
  tags,
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.removeAdmin),
});

export const resetAdminSecondFactor = defineContract({
  method: "POST",
  path: "/admin/admins/:id/second-factor/reset",
  operationId: "resetColleagueSecondFactor",
  auth: "admin",
  adminAction: "admins.manage",
  summary: "A colleague lost their device: remove their authenticator app; their sessions must pass the second factor again",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.resetAdminSecondFactor),
});
