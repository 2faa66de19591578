import { and, eq, gt, isNull, or } from "drizzle-orm";
import { createCouponInput, updateCouponInput } from "../../../../core/admin-coupon-schemas";
import { ADMIN_COUPON_MESSAGES, couponExpiryOf } from "../../../../core/admin-coupons";
import { formatPlanDay } from "../../../../core/business-plan";
import type { Database } from "../../../db/client";
import { coupons, type CouponRow } from "../../../db/schema/payments";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { brokenUniqueIndex } from "../../unique-violation";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { parseAdminInput } from "../parse-admin-input";
import { couponAuditState } from "./admin-coupon-view";

export type SaveCouponDeps = { db: Database; clock: Clock };

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

/** A last day before today (UTC) is refused: a new or changed coupon that never works is a mistake. */
function expiryFrom(lastDay: string | null, now: Date): Date | null {
  if (lastDay === null) return null;
  const expiresAt = couponExpiryOf(lastDay);
  if (expiresAt <= now) throw invalid("last_day", ADMIN_COUPON_MESSAGES.expiresInPast);
  return expiresAt;
}

/**
 * A new coupon (the console's form or POST /admin/coupons): usable at once wherever coupons are
 * checked (the wizards, POST /coupons/check), listed publicly only when advertised.
 */
export async function createCoupon({ db, clock }: SaveCouponDeps, admin: AdminActor, input: unknown): Promise<CouponRow> {
  const fields = parseAdminInput(createCouponInput, input);
  const now = clock.now();
  const expiresAt = expiryFrom(fields.last_day, now);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          name: fields.name,
          discountPercent: fields.discount_percent,
          appliesTo: fields.applies_to,
          advertised: fields.advertised,
          expiresAt,
          maxUses: fields.max_uses,
          active: true,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("the new coupon was not returned");
      await recordAdminAction({ db: tx, clock }, admin, {
        action: "coupons.edit",
        event: "coupon.create",
        target: { type: "coupon", id: row.id },
        summary: `Created coupon ${row.name}: ${row.discountPercent}% off ${row.appliesTo.join(", ")}`,
        after: auditState(couponAuditState(row)),
      });
      return row;
    });
  } catch (error) {
    if (brokenUniqueIndex(error) !== undefined) throw invalid("name", ADMIN_COUPON_MESSAGES.nameTaken);
    throw error;
  }
}

/** Changes a coupon's discount, targets, advertising, pause, last day or use limit (never its code: payments name it). */
export async function updateCoupon({ db, clock }: SaveCouponDeps, admin: AdminActor, couponId: number, input: unknown): Promise<CouponRow> {
  const fields = parseAdminInput(updateCouponInput, input);
  const now = clock.now();
  const expiresAt = fields.last_day === undefined ? undefined : expiryFrom(fields.last_day, now);
  const changes = {
    ...(fields.discount_percent !== undefined ? { discountPercent: fields.discount_percent } : {}),
    ...(fields.applies_to !== undefined ? { appliesTo: fields.applies_to } : {}),
    ...(fields.advertised !== undefined ? { advertised: fields.advertised } : {}),
    ...(fields.active !== undefined ? { active: fields.active } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(fields.max_uses !== undefined ? { maxUses: fields.max_uses } : {}),
  };
  if (Object.keys(changes).length === 0) throw new AppError("BAD_REQUEST", ADMIN_COUPON_MESSAGES.nothingToChange);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", ADMIN_COUPON_MESSAGES.notFound);
    const [after] = await tx.update(coupons).set(changes).where(eq(coupons.id, couponId)).returning();
    if (!after) throw new Error(`coupon ${couponId} vanished while being changed`);
    await recordAdminAction({ db: tx, clock }, admin, {
      action: "coupons.edit",
      event: "coupon.update",
      target: { type: "coupon", id: couponId },
      summary: `Changed coupon ${after.name}`,
      before: auditState(couponAuditState(before)),
      after: auditState(couponAuditState(after)),
    });
    return after;
  });
}

/** Ends a coupon now: it stops working at once (a later edit may give it a new last day). */
export async function expireCoupon({ db, clock }: SaveCouponDeps, admin: AdminActor, couponId: number): Promise<CouponRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", ADMIN_COUPON_MESSAGES.notFound);
    const [after] = await tx
      .update(coupons)
      .set({ expiresAt: now })
      .where(and(eq(coupons.id, couponId), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now))))
      .returning();
    if (!after) throw new AppError("CONFLICT", ADMIN_COUPON_MESSAGES.alreadyExpired);
    await recordAdminAction({ db: tx, clock }, admin, {
      action: "coupons.edit",
      event: "coupon.expire",
      target: { type: "coupon", id: couponId },
      summary: `Expired coupon ${after.name} on ${formatPlanDay(now.toISOString())}`,
      before: auditState(couponAuditState(before)),
      after: auditState(couponAuditState(after)),
    });
    return after;
  });
}
