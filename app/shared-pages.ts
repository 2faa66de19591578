/**
 * The routes whose page is the same for every reader but for the header's account area, the
 * hearts and the member's data (decision 055): their loaders never read the member, and nothing
 * they render depends on who reads. A page whose every matched route is listed here is rendered
 * once for everyone and filled per response (core/shared-page.ts, server/http/ssr.ts); any other
 * page is rendered for each member. Adding a route here is a promise checked by
 * tests/api/shared-pages.test.ts, which compares each kind of page filled for a member with the
 * same page rendered for that member outright.
 */
export const ROUTES_SHARED_WITH_MEMBERS: ReadonlySet<string> = new Set([
  "root",
  "routes/home",
  "routes/hotels",
  "routes/advisors",
  "routes/advisor",
  "routes/collections",
  "routes/collection",
  "routes/destinations",
  "routes/destination",
  "routes/marketplace",
  "routes/marketplace-vendor",
  "routes/itineraries",
  "routes/articles",
  "routes/article-category",
  "routes/article",
  "routes/occasions",
  "routes/occasion",
  "privacy-policy",
  "terms-and-conditions",
  "terms-of-use",
  "travel-advisor-terms",
  "hotel-terms",
  "routes/call-an-expert",
  "routes/contacts",
  "routes/faq",
  "routes/search-results",
  "routes/search-location",
  "routes/hotel-room",
  "routes/listing",
  "not-found-page",
  "catch-all",
]);

/** Whether a page made of these routes may be rendered once for everyone. */
export function isSharedWithMembers(routeIds: readonly string[]): boolean {
  return routeIds.length > 0 && routeIds.every((id) => ROUTES_SHARED_WITH_MEMBERS.has(id));
}
