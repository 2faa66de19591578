/**
 * The admin console's roles and what each may do (issue 20, decision 044). The server checks this
 * table on every admin operation (the API's guard and the console's loaders and actions alike), and
 * the console shows only the sections a role may open. One row per action; a role either has it or
 * not.
 */

export const ADMIN_ROLES = ["owner", "support", "content_editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner",
  support: "Support",
  content_editor: "Content editor",
};

/** What each role is for, as the admin team page says it. */
export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: "Everything, including money, coupons and the admin team.",
  support: "Business accounts, members, deals, marketplace posts and e-mail; reads payments.",
  content_editor: "Listings, page metadata, banners, articles and collections.",
};

/**
 * Every admin action. "second_factor" is the admin's own authenticator (enrol, verify, recovery
 * codes): every admin has it, and it is the only action allowed before the second factor is
 * verified on the session.
 */
export const ADMIN_ACTIONS = [
  "second_factor",
  "dashboard.read",
  "audit.read",
  "admins.manage",
  "business_accounts.read",
  "business_accounts.review",
  "business_accounts.merge",
  "listings.read",
  "listings.edit",
  "users.read",
  "users.block",
  "users.delete",
  "coupons.read",
  "coupons.edit",
  "money.read",
  "money.refund",
  "money.invoices",
  "money.subscriptions",
  "content.read",
  "content.edit",
  "posts.read",
  "posts.moderate",
  "deals.read",
  "deals.moderate",
  "email.read",
  "email.resend",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const EVERY_ROLE = ["second_factor", "dashboard.read"] as const satisfies readonly AdminAction[];

export const ADMIN_ROLE_ACTIONS: Record<AdminRole, readonly AdminAction[]> = {
  owner: ADMIN_ACTIONS,
  support: [
    ...EVERY_ROLE,
    "audit.read",
    "business_accounts.read",
    "business_accounts.review",
    "business_accounts.merge",
    "listings.read",
    "users.read",
    "users.block",
    "coupons.read",
    "money.read",
    "posts.read",
    "posts.moderate",
    "deals.read",
    "deals.moderate",
    "email.read",
    "email.resend",
  ],
  content_editor: [...EVERY_ROLE, "listings.read", "listings.edit", "content.read", "content.edit", "posts.read", "business_accounts.read"],
};

export function adminMay(role: AdminRole | null | undefined, action: AdminAction): boolean {
  return role ? ADMIN_ROLE_ACTIONS[role].includes(action) : false;
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

export const ADMIN_MESSAGES = {
  adminsOnly: "Only admins may do this.",
  secondFactorRequired: "Confirm your sign-in with your authenticator app first.",
  roleRefused: "Your admin role does not allow this.",
} as const;
