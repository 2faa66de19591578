import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { listings } from "../../db/schema/catalogue";
import { favorites } from "../../db/schema/favorites";

/** A member row for favourites tests; the address is random so test files never collide. */
export async function insertMember(db: Database): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `member-${randomBytes(6).toString("hex")}@example.test` })
    .returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** The listing's stored count and its real number of favourites rows, to compare. */
export async function likesOf(db: Database, listingId: number): Promise<{ likesCount: number; rows: number }> {
  const [listing] = await db.select({ likesCount: listings.likesCount }).from(listings).where(eq(listings.id, listingId));
  const [rows] = await db.select({ total: count() }).from(favorites).where(eq(favorites.listingId, listingId));
  return { likesCount: listing?.likesCount ?? -1, rows: rows?.total ?? -1 };
}

export async function hasFavorite(db: Database, userId: number, listingId: number): Promise<boolean> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  return rows.length > 0;
}
