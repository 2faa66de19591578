/**
 * Claims of an existing listing (decision 033): who may verify one by e-mail, and what the person
 * claiming is told at each step. Plain functions, no zod: this file ships to the browser.
 */
import { formatDollars } from "./money";

/** How long a verification link works. */
export const CLAIM_LINK_HOURS = 48;

/** Evidence an admin writes when approving a claim: long enough to say what was checked. */
export const CLAIM_EVIDENCE_LIMITS = { min: 10, max: 2000 } as const;

export const CLAIM_MESSAGES = {
  /** Refused before any charge: the listing has a verified owner. */
  alreadyOwned: "This profile already has a verified owner, so it cannot be claimed. If it is yours, please contact us.",
  /** The claim is written; its owner checks a link sent to an address on the listing's website. */
  pendingEmail: (email: string) =>
    `Your claim is pending. We sent a verification link to ${email}: open it within ${CLAIM_LINK_HOURS} hours to confirm that the profile is yours.`,
  /** The claimant's e-mail is not on the listing's website domain: an admin checks the claim. */
  pendingAdmin:
    "Your claim is pending. Our team will verify that the profile is yours (for example by calling the number the hotel publishes) before it becomes yours.",
  linkInvalid: "This verification link is not valid. Please use the link in the latest e-mail, or ask for a new one from your dashboard.",
  linkExpired: "This verification link has expired. Please ask for a new one from your dashboard.",
  lost: "This profile was verified by its owner first, so this claim cannot be verified.",
  notPending: "This claim is not waiting for verification.",
  /** An admin took the claim back (issue 20); the e-mail said why. */
  released: "Our team released this claim: the profile is not linked to your account.",
  noWebsite: "This profile has no website domain to verify by e-mail. Our team will verify your claim instead.",
  evidence: `Describe the evidence in ${CLAIM_EVIDENCE_LIMITS.min} to ${CLAIM_EVIDENCE_LIMITS.max} characters.`,
  verified: (listingName: string) => `Your claim is verified: ${listingName} is yours.`,
  /** Said whenever a card payment went back: never a silent refund. */
  refunded: (cents: number) => `Your payment of ${formatDollars(cents)} has been refunded to your card.`,
} as const;

/** Web hosts anyone can have an address on: a listing whose website is there cannot be verified by e-mail. */
const SHARED_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "google.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "yahoo.com",
  "icloud.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "yandex.com",
  "facebook.com",
  "instagram.com",
  "booking.com",
  "tripadvisor.com",
  "airbnb.com",
  "wixsite.com",
  "blogspot.com",
  "wordpress.com",
]);

/**
 * The domain of a listing's website, as an e-mail address on it would end ("https://www.villarosa.it/en"
 * → "villarosa.it"); null when there is none, it is an IP address, or anyone can have an address there.
 */
export function websiteDomain(website: string | null | undefined): string | null {
  const text = (website ?? "").trim();
  if (text === "") return null;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, "").replace(/\.$/, "");
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.startsWith("[")) return null;
  const registrable = host.split(".").slice(-2).join(".");
  return SHARED_DOMAINS.has(host) || SHARED_DOMAINS.has(registrable) ? null : host;
}

/** Whether an e-mail address is on this domain or one of its subdomains. */
export function isEmailOnDomain(email: string, domain: string | null): boolean {
  if (domain === null) return false;
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  return host === domain || host.endsWith(`.${domain}`);
}

/** The admin's evidence, or the message saying what it must be. */
export function claimEvidenceError(evidence: string | undefined): string | null {
  const length = (evidence ?? "").trim().length;
  return length < CLAIM_EVIDENCE_LIMITS.min || length > CLAIM_EVIDENCE_LIMITS.max ? CLAIM_MESSAGES.evidence : null;
}
