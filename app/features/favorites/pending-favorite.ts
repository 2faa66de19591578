/**
 * A visitor who presses a heart is asked to sign in first; the listing waits here, in this tab's
 * sessionStorage, and is saved once the member is signed in (also after a full reload, such as
 * a social sign-in's redirect). Old requests lapse, so a sign-in much later saves nothing unasked.
 */
const STORAGE_KEY = "amora:pending-favorite";
export const PENDING_FAVORITE_LIFETIME_MS = 30 * 60 * 1000;

export type PendingFavorite = { id: number; title: string };

type Stored = PendingFavorite & { at: number };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the like is then simply not remembered.
    return null;
  }
}

export function rememberPendingFavorite(favorite: PendingFavorite, now = Date.now()): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ id: favorite.id, title: favorite.title, at: now } satisfies Stored));
  } catch {
    // A full or disabled storage: nothing to remember the like in.
  }
}

/** The waiting favourite, removed from storage so it is completed once; null when none is fresh. */
export function takePendingFavorite(now = Date.now()): PendingFavorite | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(STORAGE_KEY);
  if (raw === null) return null;
  store.removeItem(STORAGE_KEY);
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.id !== "number" || !Number.isSafeInteger(value.id) || value.id <= 0) return null;
    if (typeof value.at !== "number" || now - value.at > PENDING_FAVORITE_LIFETIME_MS || value.at > now) return null;
    return { id: value.id, title: typeof value.title === "string" ? value.title : "" };
  } catch {
    return null;
  }
}
