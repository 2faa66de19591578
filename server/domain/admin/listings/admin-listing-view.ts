import { and, asc, eq } from "drizzle-orm";
import { storefrontKindOfType } from "../../../../core/admin-listings";
import { listingPath } from "../../../../core/listing-path";
import type { MediaSizes } from "../../../../core/listing-types";
import type { StorefrontKind } from "../../../../core/storefront-rules";
import type { Database, Transaction } from "../../../db/client";
import { businessAccounts, type BusinessAccountRow } from "../../../db/schema/business";
import { listingMedia, listings, type ListingRow } from "../../../db/schema/catalogue";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { ADMIN_LISTING_MESSAGES } from "../../../../core/admin-listings";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { PlaceSearch } from "../../../adapters/places/place-search";
import { auditState, type AuditState } from "../audit-log";
import { versionedSceneSizes } from "../../media/scene-urls";

/** What the admin listing functions need (a subset of AppServices). */
export type AdminListingDeps = {
  db: Database;
  clock: Clock;
  catalogueCache?: CatalogueCache;
  placeSearch?: PlaceSearch;
};

/** The business account that owns a listing, as the console names it. */
export type ListingOwner = { accountId: number; kind: StorefrontKind; name: string; email: string; status: BusinessAccountRow["status"] };

/** One listing as the console lists and shows it. */
export type AdminListing = {
  id: number;
  type: ListingRow["type"];
  title: string;
  slug: string;
  path: string;
  status: ListingRow["status"];
  isPublished: boolean;
  isFeatured: boolean;
  heading: string;
  keywords: string;
  summary: string;
  body: string;
  city: string | null;
  country: string | null;
  /** The storefront editor's kind; null: this kind's text is edited with the admin fields. */
  storefrontKind: StorefrontKind | null;
  owner: ListingOwner | null;
  cover: { alt: string; sizes: MediaSizes } | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toAdminListing(row: ListingRow, owner: ListingOwner | null, cover: AdminListing["cover"]): AdminListing {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    path: listingPath(row.type, row.slug),
    status: row.status,
    isPublished: row.status === "active",
    isFeatured: row.isFeatured,
    heading: row.heading ?? "",
    keywords: row.keywords ?? "",
    summary: row.description,
    body: row.body,
    city: row.city,
    country: row.country,
    storefrontKind: storefrontKindOfType(row.type),
    owner,
    cover: cover ? { ...cover, sizes: versionedSceneSizes(cover.sizes) } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function ownerOf(account: Pick<BusinessAccountRow, "id" | "kind" | "name" | "email" | "status"> | null | undefined): ListingOwner | null {
  return account ? { accountId: account.id, kind: account.kind, name: account.name, email: account.email, status: account.status } : null;
}

/** The listing's row (locked for the transaction's rest when `tx` is a transaction that asks), else 404. */
export async function listingRowOf(db: Database | Transaction, listingId: number, { lock = false } = {}): Promise<ListingRow> {
  const query = db.select().from(listings).where(eq(listings.id, listingId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", ADMIN_LISTING_MESSAGES.notFound);
  return row;
}

export async function listingOwnerOf(db: Database | Transaction, listingId: number): Promise<ListingOwner | null> {
  const [account] = await db
    .select({ id: businessAccounts.id, kind: businessAccounts.kind, name: businessAccounts.name, email: businessAccounts.email, status: businessAccounts.status })
    .from(businessAccounts)
    .where(eq(businessAccounts.listingId, listingId))
    .limit(1);
  return ownerOf(account);
}

export async function coverOf(db: Database | Transaction, listingId: number): Promise<AdminListing["cover"]> {
  const [media] = await db
    .select({ alt: listingMedia.alt, sizes: listingMedia.sizes })
    .from(listingMedia)
    .where(and(eq(listingMedia.listingId, listingId)))
    .orderBy(asc(listingMedia.position), asc(listingMedia.id))
    .limit(1);
  return media ?? null;
}

export async function adminListingOf(db: Database | Transaction, listingId: number): Promise<AdminListing> {
  const row = await listingRowOf(db, listingId);
  const [owner, cover] = await Promise.all([listingOwnerOf(db, listingId), coverOf(db, listingId)]);
  return toAdminListing(row, owner, cover);
}

/** The audit log's copy of a listing: the fields admins and businesses change (never the whole details blob). */
export function listingAuditState(row: ListingRow): AuditState {
  return auditState({
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    heading: row.heading,
    keywords: row.keywords,
    status: row.status,
    isFeatured: row.isFeatured,
    summary: row.description,
  });
}

/** Only what differs between two copies of a row, each side with the same keys (the audit's before and after of a save). */
export function changedColumns(before: ListingRow, after: ListingRow): { before: AuditState; after: AuditState } {
  const keys = (Object.keys(after) as (keyof ListingRow)[]).filter((key) => key !== "updatedAt" && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: auditState(Object.fromEntries(keys.map((key) => [key, before[key]]))),
    after: auditState(Object.fromEntries(keys.map((key) => [key, after[key]]))),
  };
}
