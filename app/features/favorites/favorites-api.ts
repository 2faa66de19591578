import { fetchOrReportOffline } from "../../components/no-internet";

export type FavoriteAnswer =
  | { ok: true; isLiked: boolean; likesCount: number }
  /** `status` null: no answer came (the 'No internet' dialog is already open). */
  | { ok: false; status: number | null };

/**
 * Saves or removes one favourite through the API the apps use (`POST|DELETE /user/like/{id}`).
 * The session cookie rides along; the browser's same-origin headers satisfy the CSRF check.
 * Never throws: the caller rolls back on any failure.
 */
export async function sendFavorite(listingId: number, isLiked: boolean): Promise<FavoriteAnswer> {
  let response: Response;
  try {
    response = await fetchOrReportOffline(`/api/v1/user/like/${listingId}`, {
      method: isLiked ? "POST" : "DELETE",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, status: null };
  }
  if (!response.ok) return { ok: false, status: response.status };
  try {
    const body = (await response.json()) as { data?: { is_liked?: unknown; likes_count?: unknown } };
    const isLikedNow = body.data?.is_liked;
    const likesCount = body.data?.likes_count;
    if (typeof isLikedNow !== "boolean" || typeof likesCount !== "number") return { ok: false, status: response.status };
    return { ok: true, isLiked: isLikedNow, likesCount };
  } catch {
    return { ok: false, status: response.status };
  }
}
