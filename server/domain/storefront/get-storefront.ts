import { fullViewOf, ownListing, type StorefrontDeps, type StorefrontView } from "./storefront-listing";

/** The signed-in business's storefront: its listing's kind, page and editable values. */
export async function getStorefront(deps: Pick<StorefrontDeps, "db">, { userId }: { userId: number }): Promise<StorefrontView> {
  const { kind, listing } = await ownListing(deps.db, userId);
  return fullViewOf(deps.db, kind, listing);
}
