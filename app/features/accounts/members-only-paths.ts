/**
 * The pages only a signed-in member can open (docs/product.md §2: the offers inbox and offers, the
 * profile, reservations; the admin console answers a visitor with a 404). Logging out on one of
 * them lands on the home page rather than on where a visitor opening it would be sent.
 */
const MEMBERS_ONLY = [/^\/offer(?:\/[^/]+)?\/?$/, /^\/profile\/?$/, /^\/reservations(?:\/[^/]+)?\/?$/, /^\/admin(?:\/.*)?$/];

export function isMembersOnlyPath(pathname: string): boolean {
  return MEMBERS_ONLY.some((pattern) => pattern.test(pathname));
}

/** Where the page goes after logging out: home from a members-only page, else it stays. */
export function pathAfterLogout(pathname: string): string | null {
  return isMembersOnlyPath(pathname) ? "/" : null;
}
