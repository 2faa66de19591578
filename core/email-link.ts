/**
 * The sign-in-once links of the new-offer and new-message e-mails (decision 048), as both sides see
 * them: where a used or expired link lands, and what the reader is told there. Isomorphic.
 */

/** The only pages an e-mail's link may land on: one of the couple's offers. */
export const EMAIL_LINK_DESTINATION = /^\/offer\/[1-9]\d{0,9}$/;

/** The query parameters of the landing page: why the link did not sign in, and where to go after. */
export const EMAIL_LINK_PARAMS = { failure: "login_link", next: "next" } as const;

export const EMAIL_LINK_MESSAGES = {
  unusable: "This sign-in link has expired or was already used. Log in to see your offer.",
} as const;

export function isEmailLinkDestination(path: string | null): path is string {
  return path !== null && EMAIL_LINK_DESTINATION.test(path);
}

/** A used or expired link: the home page, where the sign-in opens saying why, then the offer. */
export function emailLinkFailurePath(to: string): string {
  const params = new URLSearchParams({ [EMAIL_LINK_PARAMS.failure]: "expired" });
  if (isEmailLinkDestination(to)) params.set(EMAIL_LINK_PARAMS.next, to);
  return `/?${params.toString()}`;
}

/** What the landing page reads from its query: the offer to open after signing in, or null. */
export function emailLinkFailure(search: string): { next: string | null } | null {
  const params = new URLSearchParams(search);
  if (params.get(EMAIL_LINK_PARAMS.failure) !== "expired") return null;
  const next = params.get(EMAIL_LINK_PARAMS.next);
  return { next: isEmailLinkDestination(next) ? next : null };
}
