import { withoutTrailingSlashes } from "../../core/trim-characters";

/** docs/product.md §2 "Navigation": the top links, in the order the header shows them. */
export type NavLink = { label: string; to: string };

export const PRIMARY_LINKS_BEFORE_DEALS: readonly NavLink[] = [{ label: "Home", to: "/" }];

export const PRIMARY_LINKS_AFTER_DEALS: readonly NavLink[] = [
  { label: "Travel Advisors", to: "/ta" },
  { label: "Special Offers", to: "/marketplace" },
];

/** The label of the external hotel-deals link (its address comes from config.hotelDealsUrl). */
export const HOTEL_DEALS_LABEL = "Hotel Deals";

export const EXPLORE_LINKS: readonly NavLink[] = [
  { label: "Destinations", to: "/destinations" },
  { label: "Collections", to: "/collection" },
  // Spelled so: the path is part of the public URL scheme (docs/product.md §2).
  { label: "Occasions", to: "/occassions" },
  { label: "Itineraries", to: "/itineraries" },
];

/**
 * Whether a nav item for `target` is the current section. Matching is by whole path segments, so
 * /ta is active on /ta/jane-doe but not on /tags; Home only on / itself, or it would match all.
 */
export function isActivePath(pathname: string, target: string): boolean {
  const current = normalise(pathname);
  const wanted = normalise(target);
  if (wanted === "/") return current === "/";
  return current === wanted || current.startsWith(`${wanted}/`);
}

/** The Explore button is highlighted when any page inside it is current. */
export function isAnyActive(pathname: string, links: readonly NavLink[]): boolean {
  return links.some((link) => isActivePath(pathname, link.to));
}

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "";
  const trimmed = withoutTrailingSlashes(withoutQuery);
  return (trimmed === "" ? "/" : trimmed).toLowerCase();
}
