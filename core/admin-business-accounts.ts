/**
 * The admin console's review of business accounts (issue 20): the limits of what an admin writes
 * to a business (a note with an approval, a reason with a refusal), and what the console says.
 * Plain functions, no zod: this file ships to the browser (the forms' maxLength and hints).
 */

/** A reason is e-mailed to the business: long enough to mean something, short enough to read. */
export const ADMIN_REASON_LIMITS = { min: 5, max: 1000 } as const;
/** A note sent with an approval is optional. */
export const ADMIN_NOTE_LIMITS = { max: 1000 } as const;

export const ADMIN_BUSINESS_MESSAGES = {
  reasonRequired: `Write the reason for the business in ${ADMIN_REASON_LIMITS.min} to ${ADMIN_REASON_LIMITS.max} characters: it is e-mailed to them.`,
  noteTooLong: `The note may be at most ${ADMIN_NOTE_LIMITS.max} characters.`,
  notFound: "No business account with this id.",
  noClaim: "This account has no claim to release.",
  claimAlreadyClosed: "This claim is already closed.",
  noListing: "This account owns no listing to reassign.",
  sameAccount: "Choose another account: this one already holds it.",
  differentKinds: "Only accounts of the same kind can be merged or share a listing: a hotel, a destination and an advisor are different businesses.",
  targetHasListing: "The other account already owns a listing. One account holds one listing: release or merge it first.",
  targetHasClaim: "The other account has a claim of another listing in progress. Release it first.",
  mergeBothListings: "Both accounts own a listing, so they are two businesses, not duplicates. Reassign or release one listing first.",
  mergePendingClaim: "The account to close has a pending claim. Approve or release it first.",
  mergeOpenInvoice: "The account to close has an open invoice. Settle or cancel it first, so that nothing is owed on a closed account.",
  alreadyMerged: "This account was already merged into another one.",
} as const;

/** The merge rule, as the console explains it before an admin merges. */
export const MERGE_RULE =
  "Merging keeps this account and closes the other one: it becomes inactive and its owner is e-mailed your reason. Its listing (when this account owns none), payments, invoices, marketplace posts and leads move here. Both accounts must be of the same kind, they may not both own a listing, and the account to close may have no pending claim and no open invoice.";

/** A reason or note as typed: trimmed; null when empty. */
export function adminText(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return text === "" ? null : text;
}

/** Why a reason is refused, or null when it will do. */
export function adminReasonError(value: string | null | undefined): string | null {
  const text = adminText(value);
  return text === null || text.length < ADMIN_REASON_LIMITS.min || text.length > ADMIN_REASON_LIMITS.max ? ADMIN_BUSINESS_MESSAGES.reasonRequired : null;
}

/** Why a note is refused, or null when it will do (it may be empty). */
export function adminNoteError(value: string | null | undefined): string | null {
  const text = adminText(value);
  return text !== null && text.length > ADMIN_NOTE_LIMITS.max ? ADMIN_BUSINESS_MESSAGES.noteTooLong : null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the console and the API say after each action. */
export const ADMIN_BUSINESS_DONE = {
  approved: (name: string, withNote: boolean) => `${name} is now active. The business was e-mailed${withNote ? " with your note" : ""}.`,
  rejected: (name: string) => `${name} was rejected. The business was e-mailed the reason.`,
  deactivated: (name: string) => `${name} is now inactive. The business was e-mailed the reason.`,
  released: (listingName: string, email: string) => `The claim of ${listingName} by ${email} was released: the listing is free again. The claimant was e-mailed the reason.`,
  reassigned: (listingName: string, fromEmail: string, toEmail: string) => `${listingName} now belongs to ${toEmail} instead of ${fromEmail}. Both were e-mailed.`,
  merged: (
    closedEmail: string,
    moved: { listingId: number | null; payments: readonly number[]; invoices: readonly number[]; posts: readonly number[]; leads: readonly number[]; deals: readonly number[] },
    leftBehind: { leads: number; deals: number },
  ) =>
    [
      `${closedEmail} was merged into this account and closed.`,
      `Moved here: ${moved.listingId !== null ? "its listing, " : ""}${plural(moved.payments.length, "payment")}, ${plural(moved.invoices.length, "invoice")}, ${plural(moved.posts.length, "marketplace post")}, ${plural(moved.leads.length, "lead")} and ${plural(moved.deals.length, "offer")}.`,
      leftBehind.leads + leftBehind.deals > 0 ? `${plural(leftBehind.leads, "lead")} and ${plural(leftBehind.deals, "offer")} on requests both accounts had stay with the closed account.` : null,
    ]
      .filter(Boolean)
      .join(" "),
} as const;
