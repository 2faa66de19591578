import { and, asc, eq, max } from "drizzle-orm";
import { ratePlans, type RatePlanRow } from "../../db/schema/inventory";
import type { Database } from "../../db/client";
import { AppError } from "../../kernel/errors";
import { checkRatePlan, INVENTORY_MESSAGES, RATE_PLAN_DEFAULTS, type RatePlanInput } from "../../../core/booking/inventory-changes";
import { inventoryChanged, ownHotelListingId, refuseIfInvalid, type InventoryDeps } from "./inventory-deps";
import { definedOf, ownRoomType } from "./room-types";

export type RatePlanView = RatePlanInput & { id: number; roomTypeId: number; position: number };

function toView(row: RatePlanRow): RatePlanView {
  return {
    id: row.id,
    roomTypeId: row.roomTypeId,
    position: row.position,
    name: row.name,
    board: row.board,
    freeCancellationDays: row.freeCancellationDays,
    cancellationChargePercent: row.cancellationChargePercent,
    minStay: row.minStay,
    maxStay: row.maxStay,
    includedAdults: row.includedAdults,
    extraAdultCents: row.extraAdultCents,
    childCents: row.childCents,
    childFreeUnderAge: row.childFreeUnderAge,
    taxPercent: row.taxPercent,
    feeCentsPerNight: row.feeCentsPerNight,
  };
}

function fieldsOf(view: RatePlanInput): RatePlanInput {
  const { name, board, freeCancellationDays, cancellationChargePercent, minStay, maxStay, includedAdults, extraAdultCents, childCents, childFreeUnderAge, taxPercent, feeCentsPerNight } = view;
  return { name: name.trim(), board, freeCancellationDays, cancellationChargePercent, minStay, maxStay, includedAdults, extraAdultCents, childCents, childFreeUnderAge, taxPercent, feeCentsPerNight };
}

/** One of the hotel's rate plans, else not found (another hotel's too). */
export async function ownRatePlan(db: Database, listingId: number, ratePlanId: number): Promise<RatePlanRow> {
  const [row] = await db
    .select()
    .from(ratePlans)
    .where(and(eq(ratePlans.id, ratePlanId), eq(ratePlans.listingId, listingId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", INVENTORY_MESSAGES.ratePlanNotFound);
  return row;
}

/** The rate plans of one of the hotel's room types, in order. */
export async function listRatePlans(deps: InventoryDeps, { userId, roomTypeId }: { userId: number; roomTypeId: number }): Promise<RatePlanView[]> {
  const listingId = await ownHotelListingId(deps.db, userId);
  await ownRoomType(deps.db, listingId, roomTypeId);
  const rows = await deps.db.select().from(ratePlans).where(eq(ratePlans.roomTypeId, roomTypeId)).orderBy(asc(ratePlans.position), asc(ratePlans.id));
  return rows.map(toView);
}

/** Adds a rate plan to a room type; it is on sale once the calendar gives it nights. */
export async function createRatePlan(
  deps: InventoryDeps,
  { userId, roomTypeId, input }: { userId: number; roomTypeId: number; input: Partial<RatePlanInput> },
): Promise<RatePlanView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  await ownRoomType(deps.db, listingId, roomTypeId);
  const values = fieldsOf({ ...RATE_PLAN_DEFAULTS, ...definedOf(input) });
  refuseIfInvalid(checkRatePlan(values));
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(ratePlans.position) }).from(ratePlans).where(eq(ratePlans.roomTypeId, roomTypeId));
    const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    const [created] = await tx
      .insert(ratePlans)
      .values({ ...values, roomTypeId, listingId, position, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error("rate plan insert returned no row");
    return created;
  });
  await inventoryChanged(deps, listingId);
  return toView(row);
}

/** Changes a rate plan: the fields sent, checked together with the others. */
export async function updateRatePlan(
  deps: InventoryDeps,
  { userId, ratePlanId, input }: { userId: number; ratePlanId: number; input: Partial<RatePlanInput> },
): Promise<RatePlanView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const current = await ownRatePlan(deps.db, listingId, ratePlanId);
  const values = fieldsOf({ ...toView(current), ...definedOf(input) });
  refuseIfInvalid(checkRatePlan(values));
  const [row] = await deps.db
    .update(ratePlans)
    .set({ ...values, updatedAt: deps.clock.now() })
    .where(eq(ratePlans.id, ratePlanId))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", INVENTORY_MESSAGES.ratePlanNotFound);
  await inventoryChanged(deps, listingId);
  return toView(row);
}

/** Deletes a rate plan; its nights go with it. */
export async function deleteRatePlan(deps: InventoryDeps, { userId, ratePlanId }: { userId: number; ratePlanId: number }): Promise<void> {
  const listingId = await ownHotelListingId(deps.db, userId);
  await ownRatePlan(deps.db, listingId, ratePlanId);
  await deps.db.delete(ratePlans).where(and(eq(ratePlans.id, ratePlanId), eq(ratePlans.listingId, listingId)));
  await inventoryChanged(deps, listingId);
}
