import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { businessAccounts } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { dealRequests, deals } from "../../db/schema/deals";
import { favorites } from "../../db/schema/favorites";
import type { Database } from "../../db/client";
import { dealViewColumns, toDealView, type DealView } from "./deal-view";
import type { DealFilter } from "../../../core/deal-rules";

function filterCondition(filter: DealFilter, userId: number): SQL | undefined {
  switch (filter) {
    case "all":
    case "archived":
      return undefined;
    case "curated":
      return eq(businessAccounts.kind, "advisor");
    case "itineraries":
      return eq(businessAccounts.kind, "destination");
    case "specials":
      return eq(businessAccounts.kind, "hotel");
    case "favorites":
      return sql`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.listingId} = ${deals.listingId})`;
    case "wedding":
      return eq(dealRequests.occasion, "destinationwedding");
    case "honeymoon":
      return eq(dealRequests.occasion, "honeymoon");
    case "vowrenewal":
      return eq(dealRequests.occasion, "vowrenewal");
    case "spark":
      return eq(dealRequests.occasion, "anniversary");
    case "new":
      return isNull(deals.readAt);
  }
}

export type DealPage = { items: DealView[]; page: number; perPage: number; total: number; lastPage: number };

/** The couple's offers inbox, pinned first, then the newest; archived ones only under `archived`. */
export async function listDeals({
  db,
  userId,
  filter = "all",
  page = 1,
  perPage = 20,
  now,
}: {
  db: Database;
  userId: number;
  filter?: DealFilter;
  page?: number;
  perPage?: number;
  now: Date;
}): Promise<DealPage> {
  // An offer an admin hid after a report is gone from the couple's inbox.
  const where = and(eq(deals.userId, userId), isNull(deals.hiddenAt), filter === "archived" ? isNotNull(deals.archivedAt) : isNull(deals.archivedAt), filterCondition(filter, userId));
  const base = () =>
    db
      .select(dealViewColumns)
      .from(deals)
      .innerJoin(dealRequests, eq(dealRequests.id, deals.requestId))
      .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
      .leftJoin(listings, eq(listings.id, deals.listingId));
  const [rows, [totals]] = await Promise.all([
    base()
      .where(where)
      .orderBy(sql`${deals.pinnedAt} is null`, desc(deals.createdAt), desc(deals.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(deals)
      .innerJoin(dealRequests, eq(dealRequests.id, deals.requestId))
      .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map((row) => toDealView(row, now)), page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/** The same views for given deal ids of one couple (the side-by-side comparison). */
export async function dealViewsOf(db: Database, userId: number, ids: number[], now: Date): Promise<DealView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(dealViewColumns)
    .from(deals)
    .innerJoin(dealRequests, eq(dealRequests.id, deals.requestId))
    .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
    .leftJoin(listings, eq(listings.id, deals.listingId))
    .where(and(eq(deals.userId, userId), inArray(deals.id, ids), isNull(deals.hiddenAt)))
    .orderBy(deals.priceCents);
  return rows.map((row) => toDealView(row, now));
}
