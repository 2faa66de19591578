import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import type { Database } from "../../db/client";
import { businessAccounts, type BusinessAccountRow, type BusinessKind } from "../../db/schema/business";

export type BusinessAccountPage = { items: BusinessAccountRow[]; page: number; perPage: number; total: number; lastPage: number };

export type BusinessAccountFilter = {
  status?: BusinessAccountStatus | undefined;
  kind?: BusinessKind | undefined;
  /** Only accounts whose claim waits for verification. */
  claimPending?: boolean | undefined;
  /** Part of the name or e-mail address, any case. */
  q?: string | undefined;
  page?: number;
  perPage?: number;
};

/** `text` for a LIKE pattern, its own wildcards taken literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The admins' review list: newest first, narrowed by state, kind, pending claim and a search of name or e-mail. */
export async function listBusinessAccounts({ db }: { db: Database }, { status, kind, claimPending, q, page = 1, perPage = 25 }: BusinessAccountFilter): Promise<BusinessAccountPage> {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(businessAccounts.status, status));
  if (kind) conditions.push(eq(businessAccounts.kind, kind));
  if (claimPending) conditions.push(eq(businessAccounts.claimStatus, "pending"));
  const search = (q ?? "").trim();
  if (search !== "") {
    const pattern = likeContaining(search);
    const matches = or(sql`${businessAccounts.name} ilike ${pattern}`, sql`${businessAccounts.email} ilike ${pattern}`);
    if (matches) conditions.push(matches);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
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
