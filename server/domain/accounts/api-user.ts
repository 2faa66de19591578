import type { MediaSizes } from "../../../core/listing-types";
import type { UserRow } from "../../db/schema/accounts";

/** docs/product.md §3 "User", as /api/v1 and the web read it. Dates are ISO strings or null. */
export type ApiUser = {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  name: string;
  role: UserRow["role"];
  media: { sizes: MediaSizes }[];
  created_at: string;
  subscription_sku: string | null;
  subscription_expires_at: string | null;
  unread_deals_count: number;
  unread_notifications_count: number;
  birthday: string | null;
  wedding_date: string | null;
  anniversary_date: string | null;
  fcm_token: string | null;
  email_verified_at: string | null;
  has_password: boolean;
};

export function toApiUser(row: UserRow): ApiUser {
  const name = [row.firstname, row.lastname].filter((part) => part && part.trim() !== "").join(" ");
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    name,
    role: row.role,
    media: row.avatarSizes ? [{ sizes: row.avatarSizes }] : [],
    created_at: row.createdAt.toISOString(),
    subscription_sku: row.subscriptionSku,
    subscription_expires_at: row.subscriptionExpiresAt?.toISOString() ?? null,
    unread_deals_count: row.unreadDealsCount,
    unread_notifications_count: row.unreadNotificationsCount,
    birthday: row.birthday,
    wedding_date: row.weddingDate,
    anniversary_date: row.anniversaryDate,
    fcm_token: row.fcmToken,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    has_password: row.passwordHash !== null,
  };
}
