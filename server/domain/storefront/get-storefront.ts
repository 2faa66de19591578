import { ownListing, viewOf, type StorefrontDeps, type StorefrontView } from "./storefront-listing";

/** The signed-in business's storefront: its listing's kind, page and editable values. */
export async function getStorefront(deps: Pick<StorefrontDeps, "db">, { userId }: { userId: number }): Promise<StorefrontView> {
  const { kind, listing } = await ownListing(deps.db, userId);
  return viewOf(kind, listing);
}
