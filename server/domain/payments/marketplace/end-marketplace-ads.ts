import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { listings } from "../../../db/schema/catalogue";
import { marketplacePosts } from "../../../db/schema/payments";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";
import type { Clock } from "../../../kernel/clock";

const DAY_MS = 24 * 3600 * 1000;

export type EndMarketplaceAdsOptions = {
  db: Database;
  clock: Clock;
  /** Cleared when an ad ends, so /marketplace stops showing it at once. */
  catalogueCache?: CatalogueCache;
};

/**
 * When a paid post's ad ends: the `adEndsAt` written on its listing when it was published, or, on
 * a listing without a readable one, the payment's time plus the ad duration bought.
 */
export function adEndOf(post: { adEndsAt: string | null; paidAt: Date; adDurationDays: number }): Date {
  const written = post.adEndsAt === null ? Number.NaN : Date.parse(post.adEndsAt);
  return new Date(Number.isNaN(written) ? post.paidAt.getTime() + post.adDurationDays * DAY_MS : written);
}

/**
 * Takes down every marketplace deal whose paid ad duration (30, 60 or 90 days) has ended: its offer
 * listing becomes `in_active`, off /marketplace, search and its own page. Run hourly by the
 * `end-marketplace-ads` job; any number of runs, in any number of processes, end each ad once.
 * Answers the listings taken down.
 */
export async function endMarketplaceAds({ db, clock, catalogueCache }: EndMarketplaceAdsOptions): Promise<number[]> {
  const now = clock.now();
  const running = await db
    .select({
      listingId: listings.id,
      adEndsAt: sql<string | null>`${listings.details}->>'adEndsAt'`,
      paidAt: marketplacePosts.paidAt,
      adDurationDays: marketplacePosts.adDurationDays,
    })
    .from(marketplacePosts)
    .innerJoin(listings, eq(listings.id, marketplacePosts.listingId))
    .where(and(eq(marketplacePosts.status, "paid"), eq(listings.type, "offer"), eq(listings.status, "active")));
  const ended = running
    .filter((post) => post.paidAt !== null && adEndOf({ ...post, paidAt: post.paidAt }).getTime() <= now.getTime())
    .map((post) => post.listingId);
  if (ended.length === 0) return [];
  const takenDown = await db
    .update(listings)
    .set({ status: "in_active", updatedAt: now })
    .where(and(inArray(listings.id, ended), eq(listings.status, "active")))
    .returning({ id: listings.id });
  if (takenDown.length > 0) invalidateCatalogue({ cache: catalogueCache });
  return takenDown.map((row) => row.id).sort((a, b) => a - b);
}
