import { and, asc, between, count, eq } from "drizzle-orm";
import { inventoryNights, ratePlans, roomTypes, type InventoryNightRow } from "../../db/schema/inventory";
import type { Board } from "../../../core/booking/inventory-rules";
import { checkInventoryRange, INVENTORY_MESSAGES, monthBounds, nightsOf, type InventoryRangeInput } from "../../../core/booking/inventory-changes";
import { hotelTodayOf, inventoryChanged, ownHotelListingId, refuseIfInvalid, type InventoryDeps } from "./inventory-deps";
import { ownRatePlan } from "./rate-plans";
import { AppError } from "../../kernel/errors";

export type CalendarNight = Omit<InventoryNightRow, "ratePlanId" | "listingId">;

export type InventoryCalendar = {
  month: string;
  first: string;
  last: string;
  /** The hotel's own day in its time zone: nights before it cannot be changed. */
  today: string;
  roomTypes: { id: number; name: string; ratePlans: { id: number; name: string; board: Board; minStay: number; nights: CalendarNight[] }[] }[];
};

/**
 * A month (YYYY-MM) of the hotel's nights, per room type and rate plan; nights never set are absent.
 * Without a month, the hotel's own current month (in its time zone).
 */
export async function getInventoryCalendar(deps: InventoryDeps, { userId, month: asked }: { userId: number; month?: string }): Promise<InventoryCalendar> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const today = await hotelTodayOf(deps, listingId);
  const month = asked ?? today.slice(0, 7);
  const { first, last } = monthBounds(month);
  const [types, plans, nights] = await Promise.all([
    deps.db.select({ id: roomTypes.id, name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.listingId, listingId)).orderBy(asc(roomTypes.position), asc(roomTypes.id)),
    deps.db
      .select({ id: ratePlans.id, roomTypeId: ratePlans.roomTypeId, name: ratePlans.name, board: ratePlans.board, minStay: ratePlans.minStay })
      .from(ratePlans)
      .where(eq(ratePlans.listingId, listingId))
      .orderBy(asc(ratePlans.position), asc(ratePlans.id)),
    deps.db
      .select()
      .from(inventoryNights)
      .where(and(eq(inventoryNights.listingId, listingId), between(inventoryNights.night, first, last)))
      .orderBy(asc(inventoryNights.night)),
  ]);
  const nightsByPlan = new Map<number, CalendarNight[]>();
  for (const { ratePlanId, listingId: _listingId, ...night } of nights) {
    const list = nightsByPlan.get(ratePlanId) ?? [];
    list.push(night);
    nightsByPlan.set(ratePlanId, list);
  }
  return {
    month,
    first,
    last,
    today,
    roomTypes: types.map((type) => ({
      id: type.id,
      name: type.name,
      ratePlans: plans
        .filter((plan) => plan.roomTypeId === type.id)
        .map((plan) => ({ id: plan.id, name: plan.name, board: plan.board, minStay: plan.minStay, nights: nightsByPlan.get(plan.id) ?? [] })),
    })),
  };
}

/**
 * Sets a range of one rate plan's nights in one change: only the fields given change. Nights not
 * set before are created, which needs a price and rooms left (a new rate plan has no nights).
 */
export async function setInventoryRange(deps: InventoryDeps, { userId, input }: { userId: number; input: InventoryRangeInput }): Promise<{ nights: number; created: number }> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const { ratePlanId, from, to, priceCents, roomsLeft, stopSell, minStay, closedToArrival, closedToDeparture } = input;
  refuseIfInvalid(checkInventoryRange(input, await hotelTodayOf(deps, listingId)));
  await ownRatePlan(deps.db, listingId, ratePlanId);
  const nights = nightsOf(from, to);
  const changes = Object.fromEntries(
    Object.entries({ priceCents, roomsLeft, stopSell, minStay, closedToArrival, closedToDeparture }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<InventoryNightRow, "priceCents" | "roomsLeft" | "stopSell" | "minStay" | "closedToArrival" | "closedToDeparture">>;
  const created = await deps.db.transaction(async (tx) => {
    const inRange = and(eq(inventoryNights.ratePlanId, ratePlanId), between(inventoryNights.night, from, to));
    const [existing] = await tx.select({ total: count() }).from(inventoryNights).where(inRange);
    const missing = nights.length - (existing?.total ?? 0);
    if (missing === 0) {
      await tx.update(inventoryNights).set(changes).where(inRange);
      return 0;
    }
    if (priceCents === undefined || roomsLeft === undefined) {
      const errors: Record<string, string[]> = {};
      if (priceCents === undefined) errors.priceCents = [INVENTORY_MESSAGES.newNightsNeedPrice];
      if (roomsLeft === undefined) errors.roomsLeft = [INVENTORY_MESSAGES.newNightsNeedRooms];
      throw new AppError("VALIDATION_FAILED", (errors.priceCents ?? errors.roomsLeft ?? [""])[0]!, errors);
    }
    const rows = nights.map((night) => ({ ratePlanId, listingId, night, priceCents, roomsLeft, ...changes }));
    await tx
      .insert(inventoryNights)
      .values(rows)
      .onConflictDoUpdate({ target: [inventoryNights.ratePlanId, inventoryNights.night], set: changes });
    return missing;
  });
  await inventoryChanged(deps, listingId);
  return { nights: nights.length, created };
}
