import { and, asc, count, eq, max } from "drizzle-orm";
import type { MediaSizes } from "../../../core/listing-types";
import { ratePlans, roomTypes, type RoomTypeRow } from "../../db/schema/inventory";
import { AppError } from "../../kernel/errors";
import { checkRoomType, INVENTORY_MESSAGES, ROOM_TYPE_DEFAULTS, type RoomTypeInput } from "../../../core/booking/inventory-changes";
import { inventoryChanged, ownHotelListingId, refuseIfInvalid, type InventoryDeps } from "./inventory-deps";
import type { Database } from "../../db/client";
import type { MediaStorage } from "../../adapters/storage/media-storage";

/** A room type as the dashboard shows it, with its photos and how many rate plans it has. */
export type RoomTypeView = Pick<RoomTypeRow, "id" | "name" | "description" | "beds" | "sizeSqm" | "maxAdults" | "maxChildren" | "amenities" | "photos" | "position"> & {
  ratePlans: number;
};

function toView(row: RoomTypeRow, plans: number): RoomTypeView {
  const { id, name, description, beds, sizeSqm, maxAdults, maxChildren, amenities, photos, position } = row;
  return { id, name, description, beds, sizeSqm, maxAdults, maxChildren, amenities, photos, position, ratePlans: plans };
}

function cleaned(input: RoomTypeInput): RoomTypeInput {
  return { ...input, name: input.name.trim(), description: input.description.trim(), beds: input.beds.trim(), amenities: input.amenities.map((amenity) => amenity.trim()) };
}

/** One of the hotel's room types, else not found (another hotel's too). */
export async function ownRoomType(db: Database, listingId: number, roomTypeId: number): Promise<RoomTypeRow> {
  const [row] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.listingId, listingId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", INVENTORY_MESSAGES.roomTypeNotFound);
  return row;
}

async function planCount(db: Database, roomTypeId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ratePlans).where(eq(ratePlans.roomTypeId, roomTypeId));
  return row?.total ?? 0;
}

/** One of the hotel's room types as the dashboard shows it (after a change). */
export async function roomTypeView(db: Database, listingId: number, roomTypeId: number): Promise<RoomTypeView> {
  return toView(await ownRoomType(db, listingId, roomTypeId), await planCount(db, roomTypeId));
}

/** The signed-in hotel's room types, in its order. */
export async function listRoomTypes(deps: InventoryDeps, { userId }: { userId: number }): Promise<RoomTypeView[]> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const rows = await deps.db.select().from(roomTypes).where(eq(roomTypes.listingId, listingId)).orderBy(asc(roomTypes.position), asc(roomTypes.id));
  const plans = await deps.db
    .select({ roomTypeId: ratePlans.roomTypeId, total: count() })
    .from(ratePlans)
    .where(eq(ratePlans.listingId, listingId))
    .groupBy(ratePlans.roomTypeId);
  const byRoomType = new Map(plans.map((plan) => [plan.roomTypeId, plan.total]));
  return rows.map((row) => toView(row, byRoomType.get(row.id) ?? 0));
}

/** Adds a room type, last in the hotel's order. */
export async function createRoomType(deps: InventoryDeps, { userId, input }: { userId: number; input: Partial<RoomTypeInput> }): Promise<RoomTypeView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const values = cleaned({ ...ROOM_TYPE_DEFAULTS, ...definedOf(input) });
  refuseIfInvalid(checkRoomType(values));
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(roomTypes.position) }).from(roomTypes).where(eq(roomTypes.listingId, listingId));
    const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    const [created] = await tx
      .insert(roomTypes)
      .values({ ...values, listingId, position, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error("room type insert returned no row");
    return created;
  });
  await inventoryChanged(deps, listingId);
  return toView(row, 0);
}

/** The fields a caller sent (undefined: not sent). */
export function definedOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Changes a room type: the fields sent, checked together with the others; `position` moves it in
 * the hotel's order (0 first) and renumbers the rest.
 */
export async function updateRoomType(
  deps: InventoryDeps,
  { userId, roomTypeId, input }: { userId: number; roomTypeId: number; input: Partial<RoomTypeInput> & { position?: number } },
): Promise<RoomTypeView> {
  const listingId = await ownHotelListingId(deps.db, userId);
  const current = await ownRoomType(deps.db, listingId, roomTypeId);
  const { position, ...fields } = input;
  const values = cleaned({ ...toView(current, 0), ...definedOf(fields) });
  refuseIfInvalid(checkRoomType(values));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { name, description, beds, sizeSqm, maxAdults, maxChildren, amenities } = values;
    await tx.update(roomTypes).set({ name, description, beds, sizeSqm, maxAdults, maxChildren, amenities, updatedAt: now }).where(eq(roomTypes.id, roomTypeId));
    if (position === undefined) return;
    // Under a lock on the hotel's room types, so two moves at once end in one order.
    const order = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.listingId, listingId)).orderBy(asc(roomTypes.position), asc(roomTypes.id)).for("update");
    const ids = order.map((row) => row.id).filter((id) => id !== roomTypeId);
    ids.splice(Math.min(position, ids.length), 0, roomTypeId);
    for (const [index, id] of ids.entries()) {
      await tx.update(roomTypes).set({ position: index }).where(eq(roomTypes.id, id));
    }
  });
  await inventoryChanged(deps, listingId);
  return roomTypeView(deps.db, listingId, roomTypeId);
}

/** Deletes the files of photos no room type shows any more (removed, or their room type deleted). */
export async function discardRoomPhotoFiles(storage: MediaStorage, photos: readonly MediaSizes[]): Promise<void> {
  const keys = photos.flatMap((photo) => Object.values(photo).map((url) => storage.keyFromUrl(url))).filter((key): key is string => key !== null);
  if (keys.length > 0) await storage.remove(keys);
}

/** Deletes a room type; its rate plans and nights go with it, and its photos' files. */
export async function deleteRoomType(deps: InventoryDeps & { storage: MediaStorage }, { userId, roomTypeId }: { userId: number; roomTypeId: number }): Promise<void> {
  const listingId = await ownHotelListingId(deps.db, userId);
  await ownRoomType(deps.db, listingId, roomTypeId);
  const deleted = await deps.db
    .delete(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.listingId, listingId)))
    .returning({ photos: roomTypes.photos });
  await discardRoomPhotoFiles(deps.storage, deleted.flatMap((row) => row.photos));
  await inventoryChanged(deps, listingId);
}
