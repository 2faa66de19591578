import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { adminAuditLog, type AdminAuditRow } from "../../../db/schema/admin";
import { notFound } from "../../../kernel/errors";

export const AUDIT_PER_PAGE = 50;

/** The log's filters; days are UTC calendar days (YYYY-MM-DD), both ends included. */
export type AuditQuery = {
  actor?: string | undefined;
  action?: string | undefined;
  event?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
};

export type AuditEntryView = {
  id: number;
  actorEmail: string;
  actorRole: string;
  action: string;
  event: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: string;
};

const viewOf = (row: AdminAuditRow): AuditEntryView => ({
  id: row.id,
  actorEmail: row.actorEmail,
  actorRole: row.actorRole,
  action: row.action,
  event: row.event,
  targetType: row.targetType,
  targetId: row.targetId,
  summary: row.summary,
  createdAt: row.createdAt.toISOString(),
});

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The audit log, newest first, filtered; read-only (no operation changes or deletes an entry). */
export async function listAuditEntries({ db }: { db: Database }, query: AuditQuery) {
  const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const conditions: (SQL | undefined)[] = [
    query.actor ? sql`lower(${adminAuditLog.actorEmail}) like ${like(query.actor)}` : undefined,
    query.action ? eq(adminAuditLog.action, query.action as AdminAuditRow["action"]) : undefined,
    query.event ? sql`lower(${adminAuditLog.event}) like ${like(query.event)}` : undefined,
    query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
    query.from ? gte(adminAuditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(adminAuditLog.createdAt, nextDay(query.to)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PER_PAGE)
      .offset((query.page - 1) * AUDIT_PER_PAGE),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(viewOf), page: query.page, lastPage: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)), total };
}

/** Keys whose value differs between before and after (added and removed keys included), in a stable order. */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys.filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null));
}

/** One entry with its record before and after, and which keys changed. */
export async function getAuditEntry({ db }: { db: Database }, id: number) {
  const [row] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.id, id));
  if (!row) throw notFound("No audit entry found");
  return { entry: viewOf(row), actorUserId: row.actorUserId, before: row.before ?? null, after: row.after ?? null, changed: changedKeys(row.before ?? null, row.after ?? null) };
}
