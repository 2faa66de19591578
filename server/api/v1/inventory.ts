import type { z } from "zod";
import { createRatePlan, deleteRatePlan, listRatePlans, updateRatePlan, type RatePlanView } from "../../domain/inventory/rate-plans";
import { createRoomType, deleteRoomType, listRoomTypes, updateRoomType, type RoomTypeView } from "../../domain/inventory/room-types";
import { getInventoryCalendar, setInventoryRange, type CalendarNight } from "../../domain/inventory/calendar";
import { moveRoomTypePhoto, removeRoomTypePhoto } from "../../domain/inventory/room-type-photos";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import { ROOM_PHOTO_MESSAGES } from "../../../core/booking/room-photos";
import * as inventory from "../../../core/contracts/inventory";
import { INVENTORY_MESSAGES } from "../../../core/booking/inventory-changes";
import type { nightWire, ratePlanWire, roomTypeWire } from "../../../core/contracts/inventory-schemas";
import type { ApiRegistry } from "./route";

/** A room type on the wire (the photo upload's answer, server/api/v1/user-avatar.ts, too). */
export function toRoomTypeWire(room: RoomTypeView): z.input<typeof roomTypeWire> {
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    beds: room.beds,
    size_sqm: room.sizeSqm,
    max_adults: room.maxAdults,
    max_children: room.maxChildren,
    amenities: room.amenities,
    position: room.position,
    rate_plans: room.ratePlans,
    photos: room.photos,
  };
}

function toRatePlanWire(plan: RatePlanView): z.input<typeof ratePlanWire> {
  return {
    id: plan.id,
    room_type_id: plan.roomTypeId,
    name: plan.name,
    board: plan.board,
    free_cancellation_days: plan.freeCancellationDays,
    cancellation_charge_percent: plan.cancellationChargePercent,
    min_stay: plan.minStay,
    max_stay: plan.maxStay,
    included_adults: plan.includedAdults,
    extra_adult_cents: plan.extraAdultCents,
    child_cents: plan.childCents,
    child_free_under_age: plan.childFreeUnderAge,
    tax_percent: plan.taxPercent,
    fee_cents_per_night: plan.feeCentsPerNight,
    position: plan.position,
  };
}

function toNightWire(night: CalendarNight): z.input<typeof nightWire> {
  return {
    night: night.night,
    price_cents: night.priceCents,
    rooms_left: night.roomsLeft,
    stop_sell: night.stopSell,
    closed_to_arrival: night.closedToArrival,
    closed_to_departure: night.closedToDeparture,
    min_stay: night.minStay,
  };
}

/** The handlers of core/contracts/inventory.ts: the signed-in hotel's own rooms, rates and nights. */
export function registerInventoryRoutes(api: ApiRegistry): void {
  api.route(inventory.listRoomTypes, async ({ auth, services }) => {
    const rooms = await listRoomTypes(services, { userId: auth.user.id });
    return { data: rooms.map(toRoomTypeWire) };
  });

  api.route(inventory.createRoomType, async ({ auth, body, services }) => {
    const room = await createRoomType(services, { userId: auth.user.id, input: body });
    return { message: INVENTORY_MESSAGES.roomTypeSaved, data: toRoomTypeWire(room) };
  });

  api.route(inventory.updateRoomType, async ({ auth, params, body, services }) => {
    const room = await updateRoomType(services, { userId: auth.user.id, roomTypeId: params.id, input: body });
    return { message: INVENTORY_MESSAGES.roomTypeSaved, data: toRoomTypeWire(room) };
  });

  api.route(inventory.deleteRoomType, async ({ auth, params, services }) => {
    await deleteRoomType({ ...services, storage: mediaStorageFor(services.config) }, { userId: auth.user.id, roomTypeId: params.id });
    return { message: INVENTORY_MESSAGES.roomTypeDeleted };
  });

  // The photo upload reads a multipart body: it is answered in the uploads' scope (user-avatar.ts).
  api.route(inventory.removeRoomTypePhoto, async ({ auth, params, services }) => {
    const room = await removeRoomTypePhoto({ ...services, storage: mediaStorageFor(services.config) }, { userId: auth.user.id, roomTypeId: params.id, position: params.position });
    return { message: ROOM_PHOTO_MESSAGES.removed, data: toRoomTypeWire(room) };
  });

  api.route(inventory.moveRoomTypePhoto, async ({ auth, params, body, services }) => {
    const room = await moveRoomTypePhoto(services, { userId: auth.user.id, roomTypeId: params.id, position: params.position, newPosition: body.newPosition });
    return { message: ROOM_PHOTO_MESSAGES.moved, data: toRoomTypeWire(room) };
  });

  api.route(inventory.listRatePlans, async ({ auth, params, services }) => {
    const plans = await listRatePlans(services, { userId: auth.user.id, roomTypeId: params.id });
    return { data: plans.map(toRatePlanWire) };
  });

  api.route(inventory.createRatePlan, async ({ auth, params, body, services }) => {
    const plan = await createRatePlan(services, { userId: auth.user.id, roomTypeId: params.id, input: body });
    return { message: INVENTORY_MESSAGES.ratePlanSaved, data: toRatePlanWire(plan) };
  });

  api.route(inventory.updateRatePlan, async ({ auth, params, body, services }) => {
    const plan = await updateRatePlan(services, { userId: auth.user.id, ratePlanId: params.id, input: body });
    return { message: INVENTORY_MESSAGES.ratePlanSaved, data: toRatePlanWire(plan) };
  });

  api.route(inventory.deleteRatePlan, async ({ auth, params, services }) => {
    await deleteRatePlan(services, { userId: auth.user.id, ratePlanId: params.id });
    return { message: INVENTORY_MESSAGES.ratePlanDeleted };
  });

  api.route(inventory.getInventoryCalendar, async ({ auth, query, services }) => {
    const calendar = await getInventoryCalendar(services, { userId: auth.user.id, month: query.month });
    return {
      month: calendar.month,
      first: calendar.first,
      last: calendar.last,
      today: calendar.today,
      room_types: calendar.roomTypes.map((room) => ({
        id: room.id,
        name: room.name,
        rate_plans: room.ratePlans.map((plan) => ({ id: plan.id, name: plan.name, board: plan.board, min_stay: plan.minStay, nights: plan.nights.map(toNightWire) })),
      })),
    };
  });

  api.route(inventory.setInventoryRange, async ({ auth, body, services }) => {
    const result = await setInventoryRange(services, { userId: auth.user.id, input: body });
    return { message: INVENTORY_MESSAGES.rangeSaved, data: result };
  });
}
