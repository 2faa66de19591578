import { redirect, type AppLoadContext } from "react-router";
import type { ApiUser } from "../server/domain/accounts/api-user";

/**
 * Where a visitor without a login lands when opening a member-only page (docs/product.md §2): the
 * offers inbox and the profile answer as if they did not exist; reservations send them home.
 */
export const SIGNED_OUT_DESTINATION = {
  offers: "/404",
  profile: "/404",
  reservations: "/",
} as const;

export type MemberArea = keyof typeof SIGNED_OUT_DESTINATION;

/**
 * Guard for the loaders of member-only pages: the signed-in member, or a redirect (thrown, so
 * the loader stops there) to where docs/product.md §2 sends a visitor for that area.
 */
export function requireMember(context: Pick<AppLoadContext, "user">, area: MemberArea): ApiUser {
  if (!context.user) throw redirect(SIGNED_OUT_DESTINATION[area]);
  return context.user;
}
