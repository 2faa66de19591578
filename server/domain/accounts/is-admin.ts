import type { ApiUser } from "./api-user";

/**
 * Whether this account is an administrator: the one place that decides it, for the API's "admin"
 * routes, the mailbox in production and the admin pages.
 */
export function isAdmin<U extends Pick<ApiUser, "role">>(user: U | null | undefined): user is U & { role: "admin" } {
  return user?.role === "admin";
}
