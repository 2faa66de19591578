import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./account-rules";

/**
 * A sign-up wizard given an e-mail that already has an account offers that account's dashboard
 * (decision 040): sign in there with the address prefilled. The offer says no more than docs/product.md's
 * 'Email already exists' does (not whose account, of what kind, paid or not), and the sign-in
 * only sends a code to that address.
 */

/** The dashboard's query parameter that prefills the sign-in. */
export const DASHBOARD_SIGN_IN_PARAM = "email";

export const EXISTING_ACCOUNT_MESSAGES = {
  heading: "This e-mail already has an account",
  body: "If it is yours, sign in to your dashboard with it: we send a one-time code to that address. What you typed here is kept. Otherwise, use a different email address.",
  link: "Sign in to your dashboard",
  /** The dashboard's words for the address it was sent with. */
  signInWith: (email: string) => `Sign in with ${email} to open your dashboard. We send a one-time code to that address.`,
  /** A member's address (a couple's account) has no business: decision 040. */
  memberAddress:
    "This address belongs to a member account, which plans trips. An address holds one account, so a business signs up with another one, for example the business's own address: go back to the sign-up, where what you typed is kept, and change the e-mail.",
} as const;

/** The dashboard's path with the sign-in prefilled with `email`. */
export function dashboardSignInPath(email: string): string {
  return `/dashboard?${new URLSearchParams({ [DASHBOARD_SIGN_IN_PARAM]: email.trim() }).toString()}`;
}

/** The address a dashboard link prefills, when it is one (anything else prefills nothing). */
export function prefilledEmail(searchParams: URLSearchParams): string | null {
  const email = (searchParams.get(DASHBOARD_SIGN_IN_PARAM) ?? "").trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}
