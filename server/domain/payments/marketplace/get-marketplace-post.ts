import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { listings } from "../../../db/schema/catalogue";
import { marketplacePosts } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { notFound } from "../../../kernel/errors";
import { isMarketplacePostToken, toMarketplacePostView, type MarketplacePostView } from "./marketplace-post-view";

export const MARKETPLACE_POST_NOT_FOUND = "No marketplace request found";

export type GetMarketplacePostOptions = {
  db: Database;
  clock: Clock;
  secret: string;
  id: number;
  /** The read token the creation answered; a wrong one is answered like an unknown id. */
  token: string;
};

/** A marketplace request as it was submitted, with its payment state (a page reloaded mid-payment). */
export async function getMarketplacePost({ db, clock, secret, id, token }: GetMarketplacePostOptions): Promise<MarketplacePostView> {
  if (!isMarketplacePostToken(secret, id, token)) throw notFound(MARKETPLACE_POST_NOT_FOUND);
  const [found] = await db
    .select({ post: marketplacePosts, listingSlug: listings.slug })
    .from(marketplacePosts)
    .leftJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(eq(marketplacePosts.id, id));
  if (!found) throw notFound(MARKETPLACE_POST_NOT_FOUND);
  return toMarketplacePostView(found.post, { secret, now: clock.now(), listingSlug: found.listingSlug });
}
