import { count, desc, eq } from "drizzle-orm";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import type { Database } from "../../db/client";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";

export type BusinessAccountPage = { items: BusinessAccountRow[]; page: number; perPage: number; total: number; lastPage: number };

/** The admins' review list: newest first, optionally one state. */
export async function listBusinessAccounts(
  { db }: { db: Database },
  { status, page = 1, perPage = 25 }: { status?: BusinessAccountStatus; page?: number; perPage?: number },
): Promise<BusinessAccountPage> {
  const where = status ? eq(businessAccounts.status, status) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(businessAccounts)
      .where(where)
      .orderBy(desc(businessAccounts.createdAt), desc(businessAccounts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(businessAccounts).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items, page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
