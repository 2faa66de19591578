import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { Clock } from "../../../kernel/clock";
import { countPostsAwaitingApproval } from "../posts/admin-posts";

/** One month's figures, the month as "YYYY-MM" (UTC). */
export type DashboardMonth = {
  month: string;
  members: number;
  hotels: number;
  advisors: number;
  destinations: number;
  revenueCents: number;
  dealRequests: number;
  offers: number;
  bookings: number;
};

export type Dashboard = {
  /** The last 12 months, oldest first; the last is this month so far. */
  months: DashboardMonth[];
  thisMonth: DashboardMonth;
  activePaidBusinesses: number;
  activeVipMembers: number;
  /** Median hours from a request to its first offer, for requests of the last 12 months that got one; null when none did. */
  medianReplyHours: number | null;
  medianReplyHoursThisMonth: number | null;
  /** Work waiting for the team. */
  postsAwaitingApproval: number;
  openDealReports: number;
  asOf: string;
};

const MONTHS = 12;

type Counted = { month: string; n: number };

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** "YYYY-MM" of each of the last `MONTHS` months, oldest first, ending with now's. */
export function lastMonths(now: Date, months = MONTHS): string[] {
  const list: string[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    list.push(`${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return list;
}

const monthOf = (column: SQL) => sql`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

/**
 * The console's dashboard (dashboard.read): sign-ups, money and the deals' traffic per month for
 * the last 12 months (UTC), accounts paying now, and how fast businesses answer couples. Every
 * figure is counted from the rows themselves at the time of asking.
 */
export async function getDashboard({ db, clock }: { db: Database; clock: Clock }): Promise<Dashboard> {
  const now = clock.now();
  const months = lastMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00Z`).toISOString();
  const nowIso = now.toISOString();
  const [members, businesses, paid, refunded, requests, offers, bookings, active, vip, reply, replyMonth, openReports, waitingPosts] = await Promise.all([
    rowsOf<Counted>(db, sql`select ${monthOf(sql`created_at`)} as month, count(*)::int as n from users where role = 'traveler' and created_at >= ${since}::timestamptz group by 1`),
    rowsOf<Counted & { kind: string }>(
      db,
      sql`select ${monthOf(sql`created_at`)} as month, kind, count(*)::int as n from business_accounts where created_at >= ${since}::timestamptz group by 1, 2`,
    ),
    rowsOf<Counted>(db, sql`select ${monthOf(sql`created_at`)} as month, coalesce(sum(amount_cents), 0)::bigint as n from payments where created_at >= ${since}::timestamptz group by 1`),
    rowsOf<Counted>(
      db,
      sql`select ${monthOf(sql`refunded_at`)} as month,
          coalesce(sum(coalesce(refunded_cents, case when status = 'refunded' then amount_cents else 0 end)), 0)::bigint as n
        from payments where refunded_at >= ${since}::timestamptz group by 1`,
    ),
    rowsOf<Counted>(db, sql`select ${monthOf(sql`created_at`)} as month, count(*)::int as n from deal_requests where created_at >= ${since}::timestamptz group by 1`),
    rowsOf<Counted>(db, sql`select ${monthOf(sql`created_at`)} as month, count(*)::int as n from deals where created_at >= ${since}::timestamptz group by 1`),
    rowsOf<Counted>(
      db,
      sql`select ${monthOf(sql`created_at`)} as month, count(*)::int as n from reservations
        where created_at >= ${since}::timestamptz and status in ('confirmed', 'completed', 'no_show', 'cancelled') group by 1`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from business_accounts
        where status = 'active' and paid_at is not null and plan_expired_at is null and (term_ends_at is null or term_ends_at > ${nowIso}::timestamptz)`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(distinct user_id)::int as n from subscriptions where status in ('active', 'past_due') and (current_period_end is null or current_period_end > ${nowIso}::timestamptz)`,
    ),
    medianReply(db, since),
    medianReply(db, new Date(`${months.at(-1)}-01T00:00:00Z`).toISOString()),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from deal_reports where status = 'open'`),
    countPostsAwaitingApproval(db),
  ]);
  const pick = (rows: Counted[], month: string) => Number(rows.find((row) => row.month === month)?.n ?? 0);
  const kind = (month: string, name: string) => Number(businesses.find((row) => row.month === month && row.kind === name)?.n ?? 0);
  const figures: DashboardMonth[] = months.map((month) => ({
    month,
    members: pick(members, month),
    hotels: kind(month, "hotel"),
    advisors: kind(month, "advisor"),
    destinations: kind(month, "destination"),
    revenueCents: pick(paid, month) - pick(refunded, month),
    dealRequests: pick(requests, month),
    offers: pick(offers, month),
    bookings: pick(bookings, month),
  }));
  const thisMonth = figures.at(-1);
  if (!thisMonth) throw new Error("dashboard has no months");
  return {
    months: figures,
    thisMonth,
    activePaidBusinesses: Number(active[0]?.n ?? 0),
    activeVipMembers: Number(vip[0]?.n ?? 0),
    medianReplyHours: reply,
    medianReplyHoursThisMonth: replyMonth,
    postsAwaitingApproval: waitingPosts,
    openDealReports: Number(openReports[0]?.n ?? 0),
    asOf: nowIso,
  };
}

/** Median hours from a request (made since `since`) to its first offer, one decimal; null when no request got one. */
async function medianReply(db: Database, since: string): Promise<number | null> {
  const [row] = await rowsOf<{ hours: string | number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from first_offer - r.created_at) / 3600.0) as hours
      from deal_requests r
      cross join lateral (select min(d.created_at) as first_offer from deals d where d.request_id = r.id) f
      where r.created_at >= ${since}::timestamptz and f.first_offer is not null`,
  );
  if (row?.hours === null || row?.hours === undefined) return null;
  return Math.round(Number(row.hours) * 10) / 10;
}
