/**
 * docs/product.md §3 "User": the fields the account menu reads. The accounts issue supplies a user
 * of this shape (extra fields are fine); dates are ISO 8601 strings as /api/v1 sends them.
 */
export type MenuUser = {
  email: string;
  /** A couple's account ("traveler", the default), a business's, or an admin's. */
  role?: "traveler" | "business" | "admin" | null;
  firstname?: string | null;
  lastname?: string | null;
  created_at: string;
  subscription_sku?: string | null;
  subscription_expires_at?: string | null;
  unread_deals_count?: number | null;
  unread_notifications_count?: number | null;
  media?: readonly { sizes: { small: string } }[] | null;
};

/** docs/product.md §9: the username display limit in the menu. */
export const DISPLAY_NAME_LIMIT = 15;

/** First and last name joined; the e-mail when both are missing; cut to 15 characters. */
export function displayName(user: Pick<MenuUser, "email" | "firstname" | "lastname">): string {
  const fullName = [user.firstname, user.lastname]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
  const name = fullName === "" ? user.email.trim() : fullName;
  // Array.from counts code points, so an emoji or accented name is never cut in half.
  return Array.from(name).slice(0, DISPLAY_NAME_LIMIT).join("");
}

/**
 * `text` without an e-mail domain: from its first '@' on the last line. What
 * `text.replace(/@.*$/, "")` did, without that pattern's n² steps on a long run of '@'.
 */
function withoutEmailDomain(text: string): string {
  const lastLineBreak = Math.max(text.lastIndexOf("\n"), text.lastIndexOf("\r"), text.lastIndexOf("\u2028"), text.lastIndexOf("\u2029"));
  const at = text.indexOf("@", lastLineBreak + 1);
  return at === -1 ? text : text.slice(0, at);
}

/** Up to two letters for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = withoutEmailDomain(name)
    .split(/[\s._-]+/)
    .filter((word) => word !== "");
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  const initials = letters.map((word) => Array.from(word ?? "")[0] ?? "").join("");
  return initials.toUpperCase() || "?";
}

/**
 * docs/product.md §2 and §6: Upgrade is offered only to a logged-in user with no subscription or an
 * expired one. A subscription with no expiry date counts as running.
 */
export function canUpgrade(
  user: Pick<MenuUser, "subscription_sku" | "subscription_expires_at"> | null | undefined,
  now: Date,
): boolean {
  if (!user) return false;
  return !hasVipAccess({ sku: user.subscription_sku, expiresAt: user.subscription_expires_at }, now);
}

/** VIP Access is the couples' plan: it is offered to a couple's account only, never to a business or an admin. */
export function offersVipUpgrade(
  user: Pick<MenuUser, "role" | "subscription_sku" | "subscription_expires_at"> | null | undefined,
  now: Date,
): boolean {
  return (user?.role ?? "traveler") === "traveler" && canUpgrade(user, now);
}

/**
 * docs/product.md §1, §6 and §9: is this member VIP now? A subscription (`subscription_sku`) that has
 * not expired; one with no expiry date (or one that cannot be read) counts as running. The expiry
 * is a Date on the server and an ISO 8601 string in the browser; both sides ask here.
 */
export function hasVipAccess(
  subscription: { sku: string | null | undefined; expiresAt: Date | string | null | undefined },
  now: Date,
): boolean {
  if (!subscription.sku) return false;
  const { expiresAt } = subscription;
  if (expiresAt === null || expiresAt === undefined || expiresAt === "") return true;
  const time = typeof expiresAt === "string" ? Date.parse(expiresAt) : expiresAt.getTime();
  return Number.isNaN(time) ? true : time > now.getTime();
}

/** The My offers badge text, spelled as docs/product.md §2 has it ('N new offer'); null hides it. */
export function newOfferBadge(unreadDealsCount: number | null | undefined): string | null {
  const count = unreadDealsCount ?? 0;
  return count > 0 ? `${count} new offer` : null;
}

/**
 * 'Member since' month and year for the mobile profile block. UTC, so the server's text and the
 * browser's agree whatever the visitor's time zone (no hydration mismatch).
 */
export function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  const monthYear = new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  return `Member since ${monthYear}`;
}

export function avatarUrl(user: Pick<MenuUser, "media">): string | null {
  return user.media?.[0]?.sizes.small ?? null;
}
