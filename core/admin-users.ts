/**
 * The admin console's users section (issue 20): the list's filters, the limits of what an admin
 * types, and the words of its refusals. Shared by the API's schemas, the console's forms and the
 * domain (server/domain/admin/users).
 */

export const USER_FILTERS = ["members", "vip", "businesses", "admins", "blocked"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export const USER_FILTER_LABELS: Record<UserFilter, string> = {
  members: "Members",
  vip: "VIP members",
  businesses: "Businesses",
  admins: "Admins",
  blocked: "Blocked",
};

export function isUserFilter(value: unknown): value is UserFilter {
  return typeof value === "string" && (USER_FILTERS as readonly string[]).includes(value);
}

export const USER_SEARCH_MAX_LENGTH = 200;
export const BLOCK_REASON_MIN_LENGTH = 3;
export const BLOCK_REASON_MAX_LENGTH = 500;
export const USERS_PER_PAGE = 25;

export const ADMIN_USER_MESSAGES = {
  notFound: "There is no such account.",
  reasonRequired: "Say why this account is blocked (at least 3 characters): the member may ask.",
  reasonTooLong: `The reason may be at most ${BLOCK_REASON_MAX_LENGTH} characters.`,
  cannotBlockSelf: "You cannot block your own account.",
  cannotBlockAdmin: "Admins cannot be blocked here. The owner removes them from the admin team first.",
  alreadyBlocked: "This account is already blocked.",
  notBlocked: "This account is not blocked.",
  cannotDeleteSelf: "You cannot delete your own account here.",
  cannotDeleteAdmin: "Admin accounts cannot be deleted here. The owner removes them from the admin team first.",
  hasBusiness: "This account runs a business account. Deactivate and settle it in Business accounts first; a business's records are kept.",
  hasUpcomingStay: "This member has a stay still to come. Cancel the reservation (or wait until it is over) before deleting the account.",
  hasRenewingSubscription: "This member's VIP subscription still renews. Cancel it first so the card is not charged again.",
  confirmMismatch: "Type the account's e-mail address exactly to confirm the deletion.",
} as const;

/** The words shown and sent back for a role, e.g. in the list's "kind" column. */
export const USER_ROLE_LABELS = { traveler: "Member", business: "Business", admin: "Admin" } as const;
