import { and, asc, count, desc, eq, ilike, inArray, max, notInArray, or, type SQL } from "drizzle-orm";
import { collectionInput, CONTENT_MESSAGES } from "../../../../core/admin-content";
import { listingPath } from "../../../../core/listing-path";
import type { ListingType } from "../../../../core/listing-types";
import type { Transaction } from "../../../db/client";
import { collectionItems, listings, type ListingRow } from "../../../db/schema/catalogue";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { contentChanged, likePattern, parseContentInput, type ContentDeps } from "./content-deps";
import { coverOf, type ListingCover } from "./listing-cover";

/**
 * Collections ("Inspire Me", /collection/{slug}): listings of type "collection" and their items,
 * other listings in order (collection_items.position). Admins edit a collection's words and cover
 * and choose its listings; every change is audited.
 */

export const COLLECTIONS_PAGE_SIZE = 30;
/** Kinds a collection gathers: places to stay and go, not other collections or articles. */
const COLLECTABLE_TYPES = ["basic", "property", "destination", "brand", "itinerary", "offer", "advisor"] as const satisfies readonly ListingType[];

export type CollectionListItem = { id: number; title: string; slug: string; path: string; isPublished: boolean; itemCount: number; updatedAt: string };
export type CollectionEntry = { listingId: number; title: string; type: ListingType; path: string; city: string | null; position: number };
export type CollectionView = CollectionListItem & { heading: string | null; description: string; cover: ListingCover; items: CollectionEntry[] };

const summaryOf = (row: ListingRow, itemCount: number): CollectionListItem => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  path: listingPath(row.type, row.slug),
  isPublished: row.status === "active",
  itemCount,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listAdminCollections(
  deps: Pick<ContentDeps, "db">,
  { search = "", page = 1 }: { search?: string; page?: number },
): Promise<{ items: CollectionListItem[]; page: number; lastPage: number; total: number }> {
  const needle = search.trim().slice(0, 200);
  const conditions: SQL[] = [eq(listings.type, "collection")];
  if (needle) {
    const matched = or(ilike(listings.title, likePattern(needle)), ilike(listings.slug, likePattern(needle)));
    if (matched) conditions.push(matched);
  }
  const where = and(...conditions);
  const [counted] = await deps.db.select({ total: count() }).from(listings).where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / COLLECTIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await deps.db
    .select()
    .from(listings)
    .where(where)
    .orderBy(asc(listings.title), asc(listings.id))
    .limit(COLLECTIONS_PAGE_SIZE)
    .offset((current - 1) * COLLECTIONS_PAGE_SIZE);
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await deps.db
      .select({ collectionId: collectionItems.collectionId, items: count() })
      .from(collectionItems)
      .where(inArray(collectionItems.collectionId, rows.map((row) => row.id)))
      .groupBy(collectionItems.collectionId);
    for (const entry of counted) counts.set(entry.collectionId, entry.items);
  }
  return { items: rows.map((row) => summaryOf(row, counts.get(row.id) ?? 0)), page: current, lastPage, total };
}

async function collectionRow(db: Pick<Transaction, "select">, id: number, lock = false): Promise<ListingRow> {
  const query = db.select().from(listings).where(and(eq(listings.id, id), eq(listings.type, "collection")));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchCollection);
  return row;
}

async function entriesOf(db: Pick<Transaction, "select">, collectionId: number): Promise<CollectionEntry[]> {
  const rows = await db
    .select({ listingId: listings.id, title: listings.title, type: listings.type, slug: listings.slug, city: listings.city, position: collectionItems.position })
    .from(collectionItems)
    .innerJoin(listings, eq(listings.id, collectionItems.listingId))
    .where(eq(collectionItems.collectionId, collectionId))
    .orderBy(asc(collectionItems.position), asc(listings.id));
  return rows.map((row, index) => ({ listingId: row.listingId, title: row.title, type: row.type, path: listingPath(row.type, row.slug), city: row.city, position: index }));
}

export async function getAdminCollection(deps: Pick<ContentDeps, "db">, id: number): Promise<CollectionView> {
  const row = await collectionRow(deps.db, id);
  const items = await entriesOf(deps.db, id);
  return { ...summaryOf(row, items.length), heading: row.heading, description: row.description, cover: await coverOf(deps.db, id), items };
}

/** Listings an admin may add to the collection: found by title, not already in it. */
export async function searchCollectableListings(
  deps: Pick<ContentDeps, "db">,
  { collectionId, search }: { collectionId: number; search: string },
): Promise<{ id: number; title: string; type: ListingType; path: string; city: string | null }[]> {
  const needle = search.trim().slice(0, 200);
  if (needle.length < 2) return [];
  const inside = deps.db.select({ id: collectionItems.listingId }).from(collectionItems).where(eq(collectionItems.collectionId, collectionId));
  const rows = await deps.db
    .select({ id: listings.id, title: listings.title, type: listings.type, slug: listings.slug, city: listings.city })
    .from(listings)
    .where(and(inArray(listings.type, COLLECTABLE_TYPES), eq(listings.status, "active"), ilike(listings.title, likePattern(needle)), notInArray(listings.id, inside)))
    .orderBy(desc(listings.isFeatured), asc(listings.title))
    .limit(20);
  return rows.map((row) => ({ id: row.id, title: row.title, type: row.type, path: listingPath(row.type, row.slug), city: row.city }));
}

const auditedCollection = (row: ListingRow) => auditState({ title: row.title, heading: row.heading, description: row.description });
const auditedItems = (items: CollectionEntry[]) => ({ items: items.map((item) => ({ listingId: item.listingId, title: item.title })) });

export async function updateCollection(deps: ContentDeps, admin: AdminActor, { id, input }: { id: number; input: unknown }): Promise<CollectionView> {
  const parsed = parseContentInput(collectionInput, input);
  await deps.db.transaction(async (tx) => {
    const before = await collectionRow(tx, id, true);
    const [after] = await tx
      .update(listings)
      .set({ title: parsed.title, heading: parsed.heading, description: parsed.description, updatedAt: deps.clock.now() })
      .where(eq(listings.id, id))
      .returning();
    if (!after) throw new Error("collection not written");
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event: "collection.update",
      target: { type: "collection", id },
      summary: `Edited the collection "${after.title}"`,
      before: auditedCollection(before),
      after: auditedCollection(after),
    });
  });
  contentChanged(deps);
  return getAdminCollection(deps, id);
}

/** Runs a change of a collection's items under its row lock, then writes positions 0, 1, 2... and audits the lists. */
async function changeItems(
  deps: ContentDeps,
  admin: AdminActor,
  id: number,
  event: string,
  change: (tx: Transaction, items: CollectionEntry[], collection: ListingRow) => Promise<{ order: number[]; summary: string }>,
): Promise<CollectionView> {
  await deps.db.transaction(async (tx) => {
    const collection = await collectionRow(tx, id, true);
    const before = await entriesOf(tx, id);
    const { order, summary } = await change(tx, before, collection);
    for (const [position, listingId] of order.entries()) {
      await tx.update(collectionItems).set({ position }).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.listingId, listingId)));
    }
    await tx.update(listings).set({ updatedAt: deps.clock.now() }).where(eq(listings.id, id));
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "content.edit",
      event,
      target: { type: "collection", id },
      summary: `${collection.title}: ${summary}`,
      before: auditedItems(before),
      after: auditedItems(await entriesOf(tx, id)),
    });
  });
  contentChanged(deps);
  return getAdminCollection(deps, id);
}

function entryIn(items: CollectionEntry[], listingId: number): CollectionEntry {
  const entry = items.find((item) => item.listingId === listingId);
  if (!entry) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.notInCollection);
  return entry;
}

/** Adds a listing at the end of the collection. */
export async function addCollectionItem(deps: ContentDeps, admin: AdminActor, { id, listingId }: { id: number; listingId: number }): Promise<CollectionView> {
  return changeItems(deps, admin, id, "collection.item_add", async (tx, items) => {
    if (items.some((item) => item.listingId === listingId)) throw new AppError("CONFLICT", CONTENT_MESSAGES.alreadyInCollection);
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(and(eq(listings.id, listingId), inArray(listings.type, COLLECTABLE_TYPES)))
      .limit(1);
    if (!listing) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.noSuchListing);
    const [last] = await tx.select({ position: max(collectionItems.position) }).from(collectionItems).where(eq(collectionItems.collectionId, id));
    await tx.insert(collectionItems).values({ collectionId: id, listingId, position: (last?.position ?? -1) + 1 });
    return { order: [...items.map((item) => item.listingId), listingId], summary: `added "${listing.title}"` };
  });
}

export async function removeCollectionItem(deps: ContentDeps, admin: AdminActor, { id, listingId }: { id: number; listingId: number }): Promise<CollectionView> {
  return changeItems(deps, admin, id, "collection.item_remove", async (tx, items) => {
    const entry = entryIn(items, listingId);
    await tx.delete(collectionItems).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.listingId, listingId)));
    return { order: items.filter((item) => item.listingId !== listingId).map((item) => item.listingId), summary: `removed "${entry.title}"` };
  });
}

/** Moves a listing of the collection to `position` (0 first); past the last it goes last. */
export async function moveCollectionItem(deps: ContentDeps, admin: AdminActor, { id, listingId, position }: { id: number; listingId: number; position: number }): Promise<CollectionView> {
  if (!Number.isSafeInteger(position) || position < 0) throw new AppError("VALIDATION_FAILED", "Choose a position from 1.", { position: ["Choose a position from 1."] });
  return changeItems(deps, admin, id, "collection.item_move", async (_tx, items) => {
    const entry = entryIn(items, listingId);
    const rest = items.filter((item) => item.listingId !== listingId).map((item) => item.listingId);
    const target = Math.min(position, rest.length);
    rest.splice(target, 0, listingId);
    return { order: rest, summary: `moved "${entry.title}" to position ${target + 1}` };
  });
}
