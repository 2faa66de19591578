import { likeListing, unlikeListing } from "../../../core/contracts/favorites";
import { callApi } from "../../components/api-client";

export type FavoriteAnswer =
  | { ok: true; isLiked: boolean; likesCount: number }
  /** `status` null: no answer came (the 'No internet' dialog is already open). */
  | { ok: false; status: number | null };

/**
 * Saves or removes one favourite through the API the apps use (`POST|DELETE /user/like/{id}`,
 * core/contracts/favorites.ts). The session cookie rides along; the browser's same-origin
 * headers satisfy the CSRF check. The call is kept alive, so a member who presses a heart and
 * reloads at once still has the like. Never throws: the caller rolls back on any failure.
 */
export async function sendFavorite(listingId: number, isLiked: boolean): Promise<FavoriteAnswer> {
  const answer = await callApi(isLiked ? likeListing : unlikeListing, { params: { id: String(listingId) } }, { keepalive: true });
  if (!answer.ok) return { ok: false, status: answer.status };
  // A success without the state (a proxy's empty page) is a failure: the heart is rolled back.
  const state = answer.data?.data;
  if (typeof state?.is_liked !== "boolean" || typeof state.likes_count !== "number") return { ok: false, status: 200 };
  return { ok: true, isLiked: state.is_liked, likesCount: state.likes_count };
}
