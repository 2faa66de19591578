import { createContext, useContext } from "react";
import type { ListingActionTarget } from "../../components/listing-actions";

export const FAVORITE_TEXT = {
  saved: (title: string) => (title ? `Saved “${title}” to your favorites.` : "Saved to your favorites."),
  removed: (title: string) => (title ? `Removed “${title}” from your favorites.` : "Removed from your favorites."),
  failed: "We couldn't update your favorites. Please try again.",
  gone: "This listing is no longer available.",
  signInAgain: "Please log in again to save your favorites.",
} as const;

export type Favorites = {
  isSignedIn: boolean;
  /** Whether the heart of this listing shows pressed (what the member asked for, while it is sent). */
  isLiked(id: number): boolean;
  /** Removed during this visit: the /favorite page takes such cards away. */
  isRemoved(id: number): boolean;
  /** The heart was pressed: save or remove, or ask a visitor to sign in first. */
  toggle(target: ListingActionTarget): void;
};

export const FavoritesContext = createContext<Favorites | null>(null);

export function useFavorites(): Favorites {
  const value = useContext(FavoritesContext);
  if (!value) throw new Error("useFavorites must be used inside FavoritesProvider (the root route provides it)");
  return value;
}
