import type { AdminAction } from "../../../core/admin-roles";
import type { Database, Transaction } from "../../db/client";
import { adminAuditLog } from "../../db/schema/admin";
import type { Clock } from "../../kernel/clock";
import type { AdminActor } from "./admin-actor";

/** A record's state as the audit log keeps it: plain JSON, dates as ISO strings. */
export type AuditState = Record<string, unknown> | null;

export type AuditEntry = {
  action: AdminAction;
  /** What was done, as "<target>.<verb>": "business_account.approve", "coupon.create"... */
  event: string;
  target: { type: string; id: string | number | null };
  /** One line for the log's list, e.g. "Approved Hotel Lumière: documents checked". */
  summary: string;
  before?: AuditState;
  after?: AuditState;
};

/** JSON-safe copy: Dates become ISO strings, undefined keys go, secrets never enter (callers pick fields). */
export function auditState<T extends object>(record: T | null | undefined): AuditState {
  if (!record) return null;
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}

/**
 * Writes one entry for an admin action. Call it with the action's transaction, so the entry exists
 * exactly when the change does.
 */
export async function recordAdminAction(deps: { db: Database | Transaction; clock: Clock }, actor: AdminActor, entry: AuditEntry): Promise<void> {
  await deps.db.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    actorRole: actor.role ?? "none",
    action: entry.action,
    event: entry.event,
    targetType: entry.target.type,
    targetId: entry.target.id === null ? null : String(entry.target.id),
    summary: entry.summary.slice(0, 500),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: deps.clock.now(),
  });
}
