import { defineContract } from "./contract";

/**
 * docs/product.md §7 "Account": password and e-mailed-code sign-in, sign-up, password reset,
 * sessions and the member. The profile writes that may carry a picture (POST /user, POST
 * /user/avatar) are in uploads.ts; social sign-in in social-login.ts.
 */

const schemas = () => import("./account-schemas");
const tags = ["account"] as const;

export const login = defineContract({
  method: "POST",
  path: "/login",
  operationId: "login",
  auth: "none",
  summary: "Sign in with e-mail and password",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.login),
});

export const register = defineContract({
  method: "POST",
  path: "/register",
  operationId: "register",
  // A member signed in by code (no password yet) completes its sign-up under its own address.
  auth: "optional",
  summary: "Create an account with e-mail and password",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.register),
});

export const sendOtp = defineContract({
  method: "POST",
  path: "/send-otp",
  operationId: "sendOtp",
  auth: "none",
  summary: "E-mail a six-digit sign-in code (also signs up a new address)",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.sendOtp),
});

export const verifyOtp = defineContract({
  method: "POST",
  path: "/verify-otp",
  operationId: "verifyOtp",
  auth: "none",
  summary: "Check a sign-in code; signs in, creating the member on first use",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.verifyOtp),
});

export const forgotPassword = defineContract({
  method: "POST",
  path: "/forgot-password",
  operationId: "forgotPassword",
  auth: "none",
  summary: "E-mail a password reset code to a registered address (same answer for any address)",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.forgotPassword),
});

export const resetPassword = defineContract({
  method: "POST",
  path: "/reset-password",
  operationId: "resetPassword",
  auth: "none",
  summary: "Set a new password with the e-mailed code; signs out every other device",
  tags,
  invalidBody: "validation",
  errors: [429],
  schemas: () => schemas().then((s) => s.resetPassword),
});

/** GET /logout: the apps' call (its docs/product.md name). Signed out already is not an error. */
export const logout = defineContract({
  method: "GET",
  path: "/logout",
  operationId: "logout",
  auth: "optional",
  summary: "Sign out this device (the apps' call)",
  tags,
  schemas: () => schemas().then((s) => s.logout),
});

/** POST /logout: the website's call. */
export const logoutWebsite = defineContract({
  method: "POST",
  path: "/logout",
  operationId: "logoutWebsite",
  auth: "optional",
  summary: "Sign out this device (the website's call)",
  tags,
  schemas: () => schemas().then((s) => s.logoutWebsite),
});

export const openLoginLink = defineContract({
  method: "GET",
  path: "/login/link",
  operationId: "openLoginLink",
  auth: "none",
  summary: "Open the website signed in, from the loginurl of /login or /register (once, 5 minutes)",
  tags,
  errors: [303],
  schemas: () => schemas().then((s) => s.openLoginLink),
});

/** The link of the new-offer and new-message e-mails (decision 048): signs in once, lands on the offer. */
export const openEmailLink = defineContract({
  method: "GET",
  path: "/login/email-link",
  operationId: "openEmailLink",
  auth: "none",
  summary: "Open an offer from its e-mail, signed in (once, 24 hours)",
  tags,
  errors: [303],
  schemas: () => schemas().then((s) => s.openEmailLink),
});

export const getUser = defineContract({
  method: "GET",
  path: "/user",
  operationId: "getUser",
  auth: "member",
  summary: "The signed-in member",
  tags,
  errors: [401],
  schemas: () => schemas().then((s) => s.getUser),
});

export const deleteUser = defineContract({
  method: "DELETE",
  path: "/user",
  operationId: "deleteUser",
  auth: "member",
  summary: "Delete the signed-in member's account and end all of its sessions",
  tags,
  errors: [401],
  schemas: () => schemas().then((s) => s.deleteUser),
});
