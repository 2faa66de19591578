import { sql, type SQL } from "drizzle-orm";
import type { LedgerFilters, LedgerQuery } from "../../../../core/admin-money-schemas";
import type { LedgerKind, LedgerState } from "../../../../core/admin-money";
import { csvLine } from "../../../../core/csv";
import { receiptItem } from "../../../../core/receipts";
import type { Database } from "../../../db/client";

/**
 * The money ledger of the admin console: every card charge, every refund of one, every VIP
 * subscription and every invoice, as one list, newest first. Read from the product's own records
 * (payments, subscriptions, invoices), which name the provider's objects by their ids.
 */

export type LedgerEntry = {
  kind: LedgerKind;
  /** The row's id in its own table (payments for charges and refunds, subscriptions, invoices). */
  recordId: number;
  at: Date;
  who: string | null;
  /** What it was for, in words. */
  what: string;
  /** Null where the ledger has no amount: a subscription (its charges are lines of their own), an invoice awaiting its quote, a refund whose amount was not recorded. */
  amountCents: number | null;
  currency: string;
  state: LedgerState;
  providerId: string;
  coupon: string | null;
};

export const LEDGER_PER_PAGE = 50;
/** The most lines one CSV export holds; a bigger ledger is exported a date range at a time. */
export const LEDGER_CSV_MAX_ROWS = 50_000;

// One statement per kind, unioned; table names are the schema's own (server/db/schema/payments.ts).
const LEDGER = sql`(
  select 'charge' as kind, p.id as record_id, p.created_at as at, coalesce(p.email, u.email) as who, p.purpose as what,
    p.amount_cents as amount_cents, p.currency as currency,
    case when p.status = 'refunded' then 'refunded' when p.refunded_at is not null then 'partly_refunded' else 'succeeded' end as state,
    p.provider_payment_id as provider_id, p.coupon_name as coupon
  from payments p left join users u on u.id = p.user_id
  union all
  select 'refund', p.id, coalesce(p.refunded_at, p.created_at), coalesce(p.email, u.email), p.purpose,
    coalesce(p.refunded_cents, case when p.status = 'refunded' then p.amount_cents end), p.currency, 'refunded',
    coalesce(p.provider_refund_id, p.provider_payment_id), p.coupon_name
  from payments p left join users u on u.id = p.user_id
  where p.refunded_at is not null or p.status = 'refunded'
  union all
  select 'subscription', s.id, s.created_at, u.email, s.price_id, null::integer, 'USD', s.status, s.provider_subscription_id, null
  from subscriptions s join users u on u.id = s.user_id
  union all
  select 'invoice', i.id, i.created_at, i.email, i.description, i.amount_cents, i.currency,
    case when i.status = 'open' and i.amount_cents is null then 'awaiting_quote' else i.status end,
    i.provider_invoice_id, i.coupon_name
  from invoices i
) ledger`;

const DAY_MS = 24 * 60 * 60 * 1000;

function whereOf(query: LedgerFilters): SQL {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(sql`kind = ${query.kind}`);
  if (query.state) conditions.push(sql`state = ${query.state}`);
  if (query.from) conditions.push(sql`at >= ${new Date(`${query.from}T00:00:00.000Z`).toISOString()}::timestamptz`);
  if (query.to) conditions.push(sql`at < ${new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString()}::timestamptz`);
  if (query.who) {
    const pattern = `%${query.who.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`lower(who) like ${pattern}`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

type LedgerRow = Record<string, unknown>;

function entryOf(row: LedgerRow): LedgerEntry {
  const kind = row.kind as LedgerKind;
  const raw = String(row.what ?? "");
  return {
    kind,
    recordId: Number(row.record_id),
    at: new Date(row.at as string | Date),
    who: row.who === null || row.who === undefined ? null : String(row.who),
    what: kind === "charge" || kind === "refund" ? receiptItem(raw) : kind === "subscription" ? `VIP Access (${raw})` : raw,
    amountCents: row.amount_cents === null || row.amount_cents === undefined ? null : Number(row.amount_cents),
    currency: String(row.currency ?? "USD").toUpperCase(),
    state: row.state as LedgerState,
    providerId: String(row.provider_id ?? ""),
    coupon: row.coupon === null || row.coupon === undefined ? null : String(row.coupon),
  };
}

async function ledgerRows(db: Database, query: LedgerFilters, limit: number, offset: number): Promise<LedgerEntry[]> {
  const result = (await db.execute(sql`select * from ${LEDGER} where ${whereOf(query)} order by at desc, kind, record_id desc limit ${limit} offset ${offset}`)) as unknown as { rows: LedgerRow[] };
  return result.rows.map(entryOf);
}

export type LedgerPage = { items: LedgerEntry[]; page: number; lastPage: number; total: number };

/** One page of the ledger as filtered (kind, state, days, e-mail). */
export async function listMoneyLedger({ db }: { db: Database }, query: LedgerQuery): Promise<LedgerPage> {
  const items = await ledgerRows(db, query, LEDGER_PER_PAGE, (query.page - 1) * LEDGER_PER_PAGE);
  const counted = (await db.execute(sql`select count(*)::int as total from ${LEDGER} where ${whereOf(query)}`)) as unknown as { rows: LedgerRow[] };
  const total = Number(counted.rows[0]?.total ?? 0);
  return { items, page: query.page, lastPage: Math.max(1, Math.ceil(total / LEDGER_PER_PAGE)), total };
}

const dollars = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));

/** The filtered ledger (every page, up to LEDGER_CSV_MAX_ROWS lines) as CSV, cells safe to open in a spreadsheet. */
export async function moneyLedgerCsv({ db }: { db: Database }, query: LedgerFilters): Promise<string> {
  const entries = await ledgerRows(db, query, LEDGER_CSV_MAX_ROWS, 0);
  const header = csvLine(["Date (UTC)", "Kind", "Who", "What", "Amount", "Currency", "State", "Provider id", "Coupon"]);
  return (
    header +
    entries
      .map((entry) => csvLine([entry.at.toISOString(), entry.kind, entry.who, entry.what, dollars(entry.amountCents), entry.currency, entry.state, entry.providerId, entry.coupon]))
      .join("")
  );
}
