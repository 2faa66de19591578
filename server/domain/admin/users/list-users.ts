import { and, count, desc, eq, gt, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { USERS_PER_PAGE, type UserFilter } from "../../../../core/admin-users";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { businessAccounts } from "../../../db/schema/business";
import type { Clock } from "../../../kernel/clock";

export type AdminUserSummary = {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  role: "traveler" | "business" | "admin";
  adminRole: string | null;
  isVip: boolean;
  hasBusiness: boolean;
  blockedAt: Date | null;
  createdAt: Date;
};

export type AdminUserPage = { items: AdminUserSummary[]; page: number; perPage: number; total: number; lastPage: number };

export type ListUsersOptions = {
  /** Part of the e-mail address or of the name, any letter case. */
  search?: string;
  filter?: UserFilter;
  page?: number;
  perPage?: number;
};

const hasBusinessAccount = sql<boolean>`exists (select 1 from ${businessAccounts} where ${businessAccounts.userId} = ${users.id})`;

/** The console's list of accounts, newest first: search by e-mail or name, one filter, paged. */
export async function listUsers({ db, clock }: { db: Database; clock: Clock }, { search, filter, page = 1, perPage = USERS_PER_PAGE }: ListUsersOptions): Promise<AdminUserPage> {
  const now = clock.now();
  const isVip = and(isNotNull(users.subscriptionSku), gt(users.subscriptionExpiresAt, now));
  const conditions: (SQL | undefined)[] = [];
  const needle = search?.trim().toLowerCase();
  if (needle) {
    // strpos, not LIKE: what the admin types is matched literally, % and _ included.
    const name = sql`lower(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))`;
    conditions.push(or(sql`strpos(lower(${users.email}), ${needle}) > 0`, sql`strpos(${name}, ${needle}) > 0`));
  }
  if (filter === "members") conditions.push(eq(users.role, "traveler"));
  if (filter === "vip") conditions.push(isVip);
  if (filter === "businesses") conditions.push(or(eq(users.role, "business"), hasBusinessAccount));
  if (filter === "admins") conditions.push(eq(users.role, "admin"));
  if (filter === "blocked") conditions.push(isNotNull(users.disabledAt));
  const where = and(...conditions);

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        role: users.role,
        adminRole: users.adminRole,
        isVip: sql<boolean>`coalesce(${isVip}, false)`,
        hasBusiness: hasBusinessAccount,
        blockedAt: users.disabledAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => ({ ...row, isVip: Boolean(row.isVip), hasBusiness: Boolean(row.hasBusiness) })),
    page,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}
