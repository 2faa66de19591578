import { sql, type SQL } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import type { ListingType, MediaSizes } from "../../../core/listing-types";
import type { BusinessKind } from "../../db/schema/business";
import { businessAccounts } from "../../db/schema/business";
import { listingMedia, listings } from "../../db/schema/catalogue";
import { dealRequests, deals, type DealRequestStatus, type DealRow, type DealStatus } from "../../db/schema/deals";
import { versionedSceneUrl } from "../media/scene-urls";
import { planDealAction, planRequestMove, threadClosedBecause } from "../../../core/deal-transitions";

/** A deal as the couple's inbox, the offer page and the API show it. */
export type DealView = {
  id: number;
  requestId: number;
  status: DealStatus;
  /** Open (received or late) but past its validity: it can no longer be booked. */
  isExpired: boolean;
  /** The couple may book it now: open, still valid, and no other offer on its request is booked. */
  canBook: boolean;
  /** Why the couple may no longer write in its thread (the message table); null while they may. */
  threadClosedBecause: string | null;
  isLate: boolean;
  title: string;
  priceCents: number;
  currency: string;
  included: string;
  perks: string[];
  /** The offer's own pictures (each in four sizes). */
  images: MediaSizes[];
  checkIn: string | null;
  checkOut: string | null;
  message: string;
  expiresAt: string;
  pinnedAt: string | null;
  archivedAt: string | null;
  readAt: string | null;
  hasNewMessage: boolean;
  createdAt: string;
  occasion: string;
  business: { name: string; kind: BusinessKind; listing: { id: number; type: ListingType; title: string; slug: string; path: string; city: string | null; country: string | null; image: string | null } | null };
};

/** The columns every deal view reads: the deal, its request's occasion, the business and its listing's cover. */
export const dealViewColumns = {
  deal: deals,
  occasion: dealRequests.occasion,
  requestStatus: dealRequests.status,
  businessName: businessAccounts.name,
  businessKind: businessAccounts.kind,
  listingId: listings.id,
  listingType: listings.type,
  listingTitle: listings.title,
  listingSlug: listings.slug,
  listingCity: listings.city,
  listingCountry: listings.country,
  cover: sql<MediaSizes | null>`(select ${listingMedia.sizes} from ${listingMedia} where ${listingMedia.listingId} = ${listings.id} order by ${listingMedia.position} limit 1)` as SQL<MediaSizes | null>,
};

export type DealViewRow = {
  deal: DealRow;
  occasion: string;
  requestStatus: DealRequestStatus;
  businessName: string;
  businessKind: BusinessKind;
  listingId: number | null;
  listingType: ListingType | null;
  listingTitle: string | null;
  listingSlug: string | null;
  listingCity: string | null;
  listingCountry: string | null;
  cover: MediaSizes | null;
};

export function toDealView(row: DealViewRow, now: Date): DealView {
  const { deal } = row;
  const open = deal.status === "received" || deal.status === "late";
  const isExpired = open && deal.expiresAt.getTime() <= now.getTime();
  const canBook =
    planDealAction({ status: deal.status, pinned: false, archived: false, expired: isExpired }, "booked").allowed &&
    planRequestMove(row.requestStatus, "book").allowed;
  return {
    id: deal.id,
    requestId: deal.requestId,
    status: deal.status,
    isExpired,
    canBook,
    threadClosedBecause: threadClosedBecause(deal.status, "couple"),
    isLate: deal.isLate,
    title: deal.title,
    priceCents: deal.priceCents,
    currency: deal.currency,
    included: deal.included,
    perks: deal.perks,
    images: deal.images,
    checkIn: deal.checkIn,
    checkOut: deal.checkOut,
    message: deal.message,
    expiresAt: deal.expiresAt.toISOString(),
    pinnedAt: deal.pinnedAt?.toISOString() ?? null,
    archivedAt: deal.archivedAt?.toISOString() ?? null,
    readAt: deal.readAt?.toISOString() ?? null,
    hasNewMessage: deal.coupleHasNewMessage,
    createdAt: deal.createdAt.toISOString(),
    occasion: row.occasion,
    business: {
      name: row.businessName,
      kind: row.businessKind,
      listing:
        row.listingId !== null && row.listingType && row.listingSlug && row.listingTitle
          ? {
              id: row.listingId,
              type: row.listingType,
              title: row.listingTitle,
              slug: row.listingSlug,
              path: listingPath(row.listingType, row.listingSlug),
              city: row.listingCity,
              country: row.listingCountry,
              image: row.cover ? versionedSceneUrl(row.cover.small) : null,
            }
          : null,
    },
  };
}
