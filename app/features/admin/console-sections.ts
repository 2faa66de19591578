import { adminMay, type AdminAction, type AdminRole } from "../../../core/admin-roles";

/** The console's sections, in the menu's order, each opened by the action its page reads with. */
export const CONSOLE_SECTIONS = [
  { path: "/admin", label: "Dashboard", action: "dashboard.read" },
  { path: "/admin/business-accounts", label: "Business accounts", action: "business_accounts.read" },
  { path: "/admin/listings", label: "Listings", action: "listings.read" },
  { path: "/admin/users", label: "Users", action: "users.read" },
  { path: "/admin/coupons", label: "Coupons", action: "coupons.read" },
  { path: "/admin/money", label: "Money", action: "money.read" },
  { path: "/admin/content", label: "Content", action: "content.read" },
  { path: "/admin/posts", label: "Marketplace posts", action: "posts.read" },
  { path: "/admin/deals", label: "Deals", action: "deals.read" },
  { path: "/admin/emails", label: "E-mail", action: "email.read" },
  { path: "/admin/audit", label: "Audit log", action: "audit.read" },
  { path: "/admin/team", label: "Admin team", action: "admins.manage" },
  { path: "/admin/second-factor", label: "Sign-in security", action: "second_factor" },
] as const satisfies readonly { path: string; label: string; action: AdminAction }[];

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export function sectionsFor(role: AdminRole | null): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => adminMay(role, section.action));
}
