import { and, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MAX_MATCHES_PER_REQUEST, occasionName } from "../../../core/deal-rules";
import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { BusinessKind } from "../../db/schema/business";
import { businessAccounts } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { marketplacePosts } from "../../db/schema/payments";
import { dealRequestMatches, type DealRequestRow } from "../../db/schema/deals";
import type { Transaction } from "../../db/client";

export type Match = { businessAccountId: number; userId: number; kind: BusinessKind; name: string; email: string; reason: string };

export type Candidate = {
  businessAccountId: number;
  userId: number;
  kind: BusinessKind;
  name: string;
  email: string;
  listingId: number;
  type: string;
  title: string;
  city: string | null;
  country: string | null;
  region: string | null;
  goodFor: string[];
  /** An advisor's listed destinations (its storefront's details.destinations): places it plans trips to. */
  destinations?: unknown;
  destinationTitle: string | null;
  /** The listing's and the sign-up's plan words, for the advisors' Basic profile. */
  listingTier: string | null;
  listingPlan: string | null;
  signupPlan: string | null;
  recentMatches: number;
  lastMatchedAt: string | null;
};

const norm = (value: string | null | undefined) => (value ?? "").toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").trim();

/** True when a place the couple typed names this place ("Amalfi Coast, Italy" names Amalfi and Italy). */
function namesPlace(wanted: string, place: string | null): boolean {
  const target = norm(place);
  if (target.length < 3) return false;
  const words = norm(wanted);
  return words === target || ` ${words.replace(/[^a-z0-9]+/g, " ")} `.includes(` ${target.replace(/[^a-z0-9]+/g, " ")} `);
}

/** An advisor's listed places, as stored (a jsonb list; anything else lists none). */
function listedPlaces(candidate: Candidate): string[] {
  if (candidate.kind !== "advisor" || !Array.isArray(candidate.destinations)) return [];
  return candidate.destinations.filter((place): place is string => typeof place === "string" && place.trim() !== "");
}

function placeOf(candidate: Candidate, destinations: readonly string[]): string | null {
  const listed = listedPlaces(candidate);
  for (const wanted of destinations) {
    for (const place of [candidate.city, candidate.region, candidate.destinationTitle, candidate.country]) {
      if (place && namesPlace(wanted, place)) return place;
    }
    if (candidate.kind === "destination" && namesPlace(wanted, candidate.title)) return candidate.title;
    // An advisor's place matches either way: "Amalfi Coast" listed reaches a couple who typed
    // "Amalfi", and "Italy" listed one who typed "Amalfi Coast, Italy".
    for (const place of listed) {
      if (namesPlace(wanted, place)) return place;
      if (namesPlace(place, wanted)) return wanted.trim();
    }
  }
  return null;
}

/** docs/product.md §6: a Basic advisor profile takes no leads or inquiries. */
function isBasicAdvisor(candidate: Candidate): boolean {
  return candidate.kind === "advisor" && (candidate.listingTier === "basic" || candidate.listingPlan === "basic" || candidate.signupPlan === "advisor-basic");
}

type MatchableRequest = Pick<DealRequestRow, "occasion" | "destinations" | "inspireMe" | "listingId">;

/** Why this business fits the request, or null when it does not. */
function reasonFor(candidate: Candidate, request: MatchableRequest): string | null {
  if (isBasicAdvisor(candidate)) return null;
  if (request.listingId !== null && candidate.listingId === request.listingId) {
    return candidate.kind === "advisor" ? "The couple asked for you" : "The couple asked for your hotel";
  }
  const goodForOccasion = candidate.goodFor.includes(request.occasion);
  const place = placeOf(candidate, request.destinations);
  const occasion = occasionName(request.occasion).toLowerCase();
  switch (candidate.kind) {
    case "hotel":
      if (!(HOTEL_LISTING_TYPES as readonly string[]).includes(candidate.type)) return null;
      if (place && (goodForOccasion || candidate.goodFor.length === 0)) return `Hotel in ${place}`;
      if (request.inspireMe && goodForOccasion) return `Loved for a ${occasion}`;
      return null;
    case "advisor":
      // Specialties or destinations (issue 7): either one is enough.
      if (place) return `Advisor for ${place}`;
      if (goodForOccasion) return `Specialist in ${occasion} trips`;
      return null;
    case "destination":
      return place ? `Tourism board of ${candidate.title}` : null;
  }
}

/**
 * Which of the candidates a request reaches, and why, in order (pure, so the rules are unit
 * tested): the listing it was started from first; then, among the others that fit, the ones that
 * received the fewest requests in the last 30 days, then the longest ago; at most
 * MAX_MATCHES_PER_REQUEST.
 */
export function chooseMatches(candidates: readonly Candidate[], request: MatchableRequest): { candidate: Candidate; reason: string }[] {
  return candidates
    .map((candidate) => ({ candidate, reason: reasonFor(candidate, request) }))
    .filter((entry): entry is { candidate: Candidate; reason: string } => entry.reason !== null)
    .sort((a, b) => {
      const direct = Number(b.candidate.listingId === request.listingId) - Number(a.candidate.listingId === request.listingId);
      if (direct !== 0) return direct;
      if (a.candidate.recentMatches !== b.candidate.recentMatches) return a.candidate.recentMatches - b.candidate.recentMatches;
      const last = (a.candidate.lastMatchedAt ?? "").localeCompare(b.candidate.lastMatchedAt ?? "");
      return last !== 0 ? last : a.candidate.businessAccountId - b.candidate.businessAccountId;
    })
    .slice(0, MAX_MATCHES_PER_REQUEST);
}

/**
 * The active business account that owns the paid marketplace post shown as this listing: the
 * account of the member who paid for it, else the one with the post's contact e-mail. Null when
 * the listing is no post, or its owner has no active business account.
 */
async function marketplacePostOwner(tx: Transaction, listingId: number): Promise<Match | null> {
  const [post] = await tx
    .select({ title: marketplacePosts.title, userId: marketplacePosts.userId, email: marketplacePosts.email })
    .from(marketplacePosts)
    .where(and(eq(marketplacePosts.listingId, listingId), eq(marketplacePosts.status, "paid")))
    .limit(1);
  if (!post) return null;
  const owners = await tx
    .select({ businessAccountId: businessAccounts.id, userId: businessAccounts.userId, kind: businessAccounts.kind, name: businessAccounts.name, email: businessAccounts.email })
    .from(businessAccounts)
    .where(
      and(
        eq(businessAccounts.status, "active"),
        or(post.userId === null ? sql`false` : eq(businessAccounts.userId, post.userId), sql`lower(${businessAccounts.email}) = lower(${post.email})`),
      ),
    );
  // The payer's own account first, then the one the post's e-mail names.
  const owner = owners.find((account) => account.userId === post.userId) ?? owners[0];
  return owner ? { ...owner, reason: `The couple asked about your deal "${post.title}"` } : null;
}

/**
 * The active businesses a request reaches (decision 021): the hotel or advisor it was started
 * from first (never a Basic advisor profile, which takes no leads: docs/product.md §6); then hotels in
 * or near its places and good for its occasion, advisors whose destinations or specialties fit,
 * and the places' tourism boards, chosen fairly by chooseMatches so one business cannot take
 * every request.
 */
export async function matchBusinesses(
  tx: Transaction,
  request: Pick<DealRequestRow, "id" | "occasion" | "destinations" | "inspireMe" | "listingId">,
  now: Date,
): Promise<Match[]> {
  // A request about a marketplace post is the post's owner's lead, and only theirs.
  const owner = request.listingId === null ? null : await marketplacePostOwner(tx, request.listingId);
  if (owner) {
    await tx.insert(dealRequestMatches).values({ requestId: request.id, businessAccountId: owner.businessAccountId, reason: owner.reason, matchedAt: now });
    return [owner];
  }
  const destination = alias(listings, "destination");
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const candidates: Candidate[] = await tx
    .select({
      businessAccountId: businessAccounts.id,
      userId: businessAccounts.userId,
      kind: businessAccounts.kind,
      name: businessAccounts.name,
      email: businessAccounts.email,
      listingId: listings.id,
      type: listings.type,
      title: listings.title,
      city: listings.city,
      country: listings.country,
      region: listings.region,
      goodFor: listings.goodFor,
      destinations: sql<unknown>`${listings.details} -> 'destinations'`,
      destinationTitle: destination.title,
      listingTier: sql<string | null>`${listings.details} ->> 'profileTier'`,
      listingPlan: sql<string | null>`${listings.details} ->> 'plan'`,
      signupPlan: sql<string | null>`${businessAccounts.submission} ->> 'plan'`,
      recentMatches: sql<number>`(select count(*)::int from ${dealRequestMatches} where ${dealRequestMatches.businessAccountId} = ${businessAccounts.id} and ${dealRequestMatches.matchedAt} > ${since})`,
      lastMatchedAt: sql<string | null>`(select max(${dealRequestMatches.matchedAt})::text from ${dealRequestMatches} where ${dealRequestMatches.businessAccountId} = ${businessAccounts.id})`,
    })
    .from(businessAccounts)
    .innerJoin(listings, eq(listings.id, businessAccounts.listingId))
    .leftJoin(destination, and(eq(destination.id, listings.destinationId), eq(destination.type, "destination")))
    // An expired plan gets no more requests (decision 038).
    .where(and(eq(businessAccounts.status, "active"), eq(listings.status, "active"), isNull(businessAccounts.planExpiredAt)));

  const fitting = chooseMatches(candidates, request);
  if (fitting.length > 0) {
    await tx.insert(dealRequestMatches).values(
      fitting.map(({ candidate, reason }) => ({ requestId: request.id, businessAccountId: candidate.businessAccountId, reason, matchedAt: now })),
    );
  }
  return fitting.map(({ candidate, reason }) => ({
    businessAccountId: candidate.businessAccountId,
    userId: candidate.userId,
    kind: candidate.kind,
    name: candidate.name,
    email: candidate.email,
    reason,
  }));
}
