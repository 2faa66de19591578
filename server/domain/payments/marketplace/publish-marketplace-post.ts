import { and, eq, inArray, sql } from "drizzle-orm";
import { SITE_PAGES } from "../../../../core/site-pages";
import { slugFromTitle } from "../../../../core/slug";
import type { PaymentIntent, PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Database } from "../../../db/client";
import { listingMedia, listings } from "../../../db/schema/catalogue";
import { marketplacePosts, payments as paymentsTable, type MarketplacePostRow } from "../../../db/schema/payments";
import type { Clock } from "../../clock";
import { describeScene } from "../../media/describe-scene";
import { toSceneSubject } from "../../media/scene-subject";
import { sceneKey, sceneMediaSizes, sceneOriginalUrl } from "../../media/scene-urls";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const MAX_SLUG_LENGTH = 80;
const FALLBACK_SLUG = "marketplace-deal";

/**
 * First path segments the site itself uses (SPEC section 2), which an offer at /{slug} would be
 * hidden behind, plus the server's own prefixes.
 */
const RESERVED_SLUGS = new Set([
  ...SITE_PAGES.map((page) => page.path.split("/")[1] ?? "").filter(Boolean),
  ...["api", "assets", "media", "dev", "payments", "for-destinations", "travel-advisor", "create-hotel", "offer", "profile", "reservations"],
  ...["search", "hotelroom", "hotelbooking", "marketplace-vendor", "checkstatus", "404", "robots.txt", "sitemap.xml", "favicon.ico"],
]);

/**
 * The slug rule of SPEC section 2 (slugFromTitle), limited to characters that are safe in a path
 * and in a scene key: a business's title may hold anything.
 */
export function marketplaceSlugBase(title: string): string {
  const slug = slugFromTitle(
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9\s_-]/g, " "),
  )
    .replace(/-{2,}/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^[-_]+|[-_]+$/g, "");
  return slug === "" ? FALLBACK_SLUG : slug;
}

/** The post's slug, or the slug with its id (and a counter, should even that be taken). */
async function uniqueSlug(tx: Transaction, post: MarketplacePostRow): Promise<string> {
  const base = marketplaceSlugBase(post.title);
  const withId = `${base}-${post.id}`;
  const taken = new Set(
    (
      await tx
        .select({ slug: listings.slug })
        .from(listings)
        .where(sql`${listings.slug} = ${base} or ${listings.slug} like ${`${withId.replace(/[\\%_]/g, "\\$&")}%`}`)
    ).map((row) => row.slug),
  );
  if (!RESERVED_SLUGS.has(base) && !taken.has(base)) return base;
  for (let counter = 1; ; counter += 1) {
    const candidate = counter === 1 ? withId : `${withId}-${counter}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Where the deal is: the post's text, matched to a destination page when one has that name. */
async function placeOf(tx: Transaction, destination: string) {
  const parts = destination
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const names = [...new Set([destination.trim(), ...parts].map((name) => name.toLowerCase()))];
  const [page] = await tx
    .select({ id: listings.id, country: listings.country, region: listings.region })
    .from(listings)
    .where(and(eq(listings.type, "destination"), eq(listings.status, "active"), inArray(sql`lower(${listings.title})`, names)))
    .limit(1);
  const isCityAndCountry = parts.length >= 2;
  return {
    destinationId: page?.id ?? null,
    city: isCityAndCountry ? (parts[0] ?? null) : page ? null : destination.trim(),
    country: page?.country ?? (isCityAndCountry ? (parts.at(-1) ?? null) : null),
    region: page?.region ?? null,
  };
}

export type PublishOutcome =
  /** Paid and published now. */
  | { status: "published"; post: MarketplacePostRow }
  /** This payment had already published it (a repeat). */
  | { status: "already-published"; post: MarketplacePostRow }
  /** The post was no longer waiting for payment (paid by another payment, or closed): nothing written. */
  | { status: "not-awaiting-payment" };

export type PublishMarketplacePostOptions = {
  db: Database;
  clock: Clock;
  provider: PaymentProvider["kind"];
};

/**
 * One transaction: the payment recorded, the post marked paid and its deal created as an active
 * `offer` listing with a generated picture. Any failure rolls all of it back (the caller then
 * refunds the charge).
 */
export async function publishMarketplacePost(
  { db, clock, provider }: PublishMarketplacePostOptions,
  { postId, intent, email }: { postId: number; intent: PaymentIntent; email: string },
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId)).for("update");
    if (post?.status === "paid" && post.providerPaymentId === intent.id) return { status: "already-published", post };
    if (post?.status !== "awaiting_payment") return { status: "not-awaiting-payment" };
    const now = clock.now();
    await tx
      .insert(paymentsTable)
      .values({
        provider,
        providerPaymentId: intent.id,
        purpose: "marketplace-post",
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        userId: post.userId,
        email,
        couponName: post.couponName,
        reference: `marketplace_post:${post.id}`,
        createdAt: now,
      })
      .onConflictDoNothing();

    const slug = await uniqueSlug(tx, post);
    const place = await placeOf(tx, post.destination);
    const validUntil = post.validUntil.toISOString().slice(0, 10);
    const adEndsAt = new Date(now.getTime() + post.adDurationDays * 86_400_000).toISOString();
    const details = {
      validUntil,
      destination: post.destination,
      businessName: post.businessName,
      marketplacePostId: post.id,
      adDurationDays: post.adDurationDays,
      adEndsAt,
    };
    const [listing] = await tx
      .insert(listings)
      .values({
        type: "offer",
        slug,
        title: post.title,
        heading: `A deal from ${post.businessName}`,
        description: post.description,
        body: post.description,
        keywords: [post.destination, `${post.destination} deal`, "marketplace deals", "romantic getaway offer"].join(", "),
        ...place,
        priceFromCents: post.dealPriceCents,
        isFeatured: post.featured,
        status: "active",
        email: post.email,
        tags: ["deal"],
        details,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: listings.id });
    if (!listing) throw new Error("offer listing insert returned no row");
    const key = sceneKey(slug, 1);
    const subject = toSceneSubject(
      { type: "offer", slug, title: post.title, city: place.city, country: place.country, region: place.region, category: null, details, categoryName: null, tiles: [] },
      key,
      1,
    );
    await tx.insert(listingMedia).values({
      listingId: listing.id,
      position: 0,
      source: "generated",
      alt: describeScene({ subject }),
      originalUrl: sceneOriginalUrl(key),
      sizes: sceneMediaSizes(key),
      createdAt: now,
    });
    const [paid] = await tx
      .update(marketplacePosts)
      .set({ status: "paid", paidAt: now, providerPaymentId: intent.id, listingId: listing.id })
      .where(eq(marketplacePosts.id, post.id))
      .returning();
    if (!paid) throw new Error("marketplace post update returned no row");
    return { status: "published", post: paid };
  });
}
