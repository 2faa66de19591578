import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { ListingActionsProvider, type ListingActionTarget, type RenderListingAction } from "../../components/listing-actions";
import { useSignIn } from "../../components/sign-in-context";
import { useToast } from "../../components/toast";
import { FavoriteButton } from "./favorite-button";
import type { FavoriteAnswer } from "./favorites-api";
import { rememberPendingFavorite, takePendingFavorite } from "./pending-favorite";
import { FAVORITE_TEXT, FavoritesContext, type Favorites } from "./use-favorites";
import { reportNoInternet } from "../../components/no-internet";

/**
 * The API call loads with the first heart pressed, so pages that are only read do not carry the
 * API client. A failed load is a server out of reach: the 'No internet' dialog says so.
 */
async function sendFavoriteLater(listingId: number, isLiked: boolean): Promise<FavoriteAnswer> {
  const api = await import("./favorites-api").catch(() => null);
  if (!api) {
    reportNoInternet();
    return { ok: false, status: null };
  }
  return api.sendFavorite(listingId, isLiked);
}

type FavoritesProviderProps = {
  /** The signed-in member's id (root loader `user`), null for visitors. */
  userId: number | null;
  /** The member's saved listing ids, from the root loader, so the first HTML draws hearts pressed. */
  initialIds: readonly number[];
  children: ReactNode;
};

/** The member's presses on top of the server's list, for drawing. */
type Presses = { key: string; liked: ReadonlyMap<number, boolean>; removed: ReadonlySet<number> };

const renderHeart: RenderListingAction = (target, placement) => <FavoriteButton target={target} placement={placement} />;

/**
 * The member's favourites on every page: which hearts are pressed, and what pressing one does.
 * A press shows at once (optimistic); requests follow, one at a time per listing, until the
 * server has what the member last asked for, so quick double presses never leave heart and
 * server disagreeing. A failure puts the heart back as the server has it and says why.
 */
export function FavoritesProvider({ userId, initialIds, children }: FavoritesProviderProps) {
  const { openSignIn } = useSignIn();
  const toasts = useToast();
  const idsKey = initialIds.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array's identity
  const saved = useMemo(() => new Set(initialIds), [idsKey]);

  // A new member or a fresh list from the server (a revalidation) replaces the presses drawn so far.
  const key = `${userId ?? ""}|${idsKey}`;
  const [presses, setPresses] = useState<Presses>({ key, liked: new Map(), removed: new Set() });
  let current = presses;
  if (presses.key !== key) {
    current = { key, liked: new Map(), removed: new Set() };
    setPresses(current);
  }

  // What the request loop works from: the last list from the server, what the server confirmed
  // since, what the member wants now, and which listings have a request on its way.
  const savedOnServer = useRef(saved);
  const confirmed = useRef(new Map<number, boolean>());
  const wanted = useRef(new Map<number, boolean>());
  const inFlight = useRef(new Set<number>());
  useEffect(() => {
    savedOnServer.current = saved;
    confirmed.current = new Map();
  }, [saved]);
  useEffect(() => {
    wanted.current = new Map();
  }, [userId]);

  const draw = useCallback((id: number, isLiked: boolean, isRemoval: boolean) => {
    setPresses((previous) => {
      const liked = new Map(previous.liked).set(id, isLiked);
      const removed = new Set(previous.removed);
      if (isRemoval) removed.add(id);
      else removed.delete(id);
      return { ...previous, liked, removed };
    });
  }, []);

  const settle = useCallback(
    async (target: ListingActionTarget): Promise<boolean> => {
      const { id } = target;
      const onServer = () => confirmed.current.get(id) ?? savedOnServer.current.has(id);
      if (inFlight.current.has(id)) return true;
      inFlight.current.add(id);
      try {
        while ((wanted.current.get(id) ?? onServer()) !== onServer()) {
          const isLiked = wanted.current.get(id) === true;
          const answer = await sendFavoriteLater(id, isLiked);
          if (!answer.ok) {
            wanted.current.delete(id);
            draw(id, onServer(), false);
            if (answer.status === 401) {
              // The session ended since the page loaded (logged out elsewhere, expired).
              toasts.show(FAVORITE_TEXT.signInAgain, "error");
              openSignIn("login");
            } else if (answer.status === 404) {
              toasts.show(FAVORITE_TEXT.gone, "error");
            } else if (answer.status !== null) {
              toasts.show(FAVORITE_TEXT.failed, "error");
            }
            return false;
          }
          confirmed.current.set(id, answer.isLiked);
          // A fresh list from the server may have replaced the drawn presses meanwhile.
          if (wanted.current.get(id) === answer.isLiked) draw(id, answer.isLiked, !answer.isLiked);
        }
        return true;
      } finally {
        inFlight.current.delete(id);
      }
    },
    [draw, openSignIn, toasts],
  );

  const press = useCallback(
    (target: ListingActionTarget, isLiked: boolean) => {
      wanted.current.set(target.id, isLiked);
      draw(target.id, isLiked, !isLiked);
      return settle(target);
    },
    [draw, settle],
  );

  // A heart pressed before signing in is saved once the member is signed in (after the modal,
  // or on the first page after a reload or a social sign-in's redirect), once.
  const completePendingFavorite = useEffectEvent(() => {
    const pending = takePendingFavorite();
    if (!pending) return;
    void press(pending, true).then((isSaved) => {
      if (isSaved) toasts.show(FAVORITE_TEXT.saved(pending.title), "success");
    });
  });
  useEffect(() => {
    // sessionStorage lives outside React and only in the browser, so this cannot happen in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (userId !== null) completePendingFavorite();
  }, [userId]);

  const isLiked = useCallback((id: number) => userId !== null && (current.liked.get(id) ?? saved.has(id)), [userId, current, saved]);

  const toggle = useCallback(
    (target: ListingActionTarget) => {
      if (userId === null) {
        rememberPendingFavorite({ id: target.id, title: target.title });
        openSignIn("join");
        return;
      }
      void press(target, !isLiked(target.id));
    },
    [userId, openSignIn, press, isLiked],
  );

  const value = useMemo<Favorites>(
    () => ({ isSignedIn: userId !== null, isLiked, isRemoved: (id) => current.removed.has(id), toggle }),
    [userId, isLiked, current, toggle],
  );

  return (
    <FavoritesContext.Provider value={value}>
      <ListingActionsProvider value={renderHeart}>{children}</ListingActionsProvider>
    </FavoritesContext.Provider>
  );
}
