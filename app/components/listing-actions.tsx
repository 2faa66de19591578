import { createContext, useContext, type ReactNode } from "react";

/** The listing an action (the favourites heart) is about. */
export type ListingActionTarget = {
  id: number;
  title: string;
  /** Id of the element that names the listing on screen, for aria-describedby. */
  describedBy?: string;
};

/** Where the action sits: over a card's picture, on a detail page's banner, or in running text. */
export type ListingActionPlacement = "card" | "banner" | "inline";

export type RenderListingAction = (target: ListingActionTarget, placement: ListingActionPlacement) => ReactNode;

const ListingActionsContext = createContext<RenderListingAction | null>(null);

/**
 * A slot on every listing card and detail banner. Shared components cannot import features, so
 * the feature that owns the action (favourites) provides the renderer from the route level and
 * the cards stay unaware of it. Without a provider (error pages, tests) the slot stays empty.
 */
export const ListingActionsProvider = ListingActionsContext.Provider;

type ListingActionProps = {
  listing: ListingActionTarget;
  placement: ListingActionPlacement;
  /** A wrapper for positioning, drawn only when there is an action to hold. */
  className?: string;
};

export function ListingAction({ listing, placement, className }: ListingActionProps) {
  const render = useContext(ListingActionsContext);
  if (!render) return null;
  const action = render(listing, placement);
  return className ? <div className={className}>{action}</div> : <>{action}</>;
}
