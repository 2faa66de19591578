import type { InventoryRangeInput, RatePlanInput, RoomTypeInput } from "../booking/inventory-changes";

/**
 * A hotel's inventory on the wire (snake_case) and in the code (camelCase): the one mapping the
 * contracts' schemas read the bodies with and the dashboard's editors write them with.
 */
export const ROOM_TYPE_WIRE_NAMES = {
  name: "name",
  description: "description",
  beds: "beds",
  sizeSqm: "size_sqm",
  maxAdults: "max_adults",
  maxChildren: "max_children",
  amenities: "amenities",
} as const satisfies Record<keyof RoomTypeInput, string>;

/** A room type's update: its fields, and where it goes in the hotel's order (0 first). */
export const ROOM_TYPE_UPDATE_WIRE_NAMES = { ...ROOM_TYPE_WIRE_NAMES, position: "position" } as const;

export const RATE_PLAN_WIRE_NAMES = {
  name: "name",
  board: "board",
  freeCancellationDays: "free_cancellation_days",
  cancellationChargePercent: "cancellation_charge_percent",
  minStay: "min_stay",
  maxStay: "max_stay",
  includedAdults: "included_adults",
  extraAdultCents: "extra_adult_cents",
  childCents: "child_cents",
  childFreeUnderAge: "child_free_under_age",
  taxPercent: "tax_percent",
  feeCentsPerNight: "fee_cents_per_night",
} as const satisfies Record<keyof RatePlanInput, string>;

export const INVENTORY_RANGE_WIRE_NAMES = {
  ratePlanId: "rate_plan_id",
  from: "from",
  to: "to",
  priceCents: "price_cents",
  roomsLeft: "rooms_left",
  stopSell: "stop_sell",
  minStay: "min_stay",
  closedToArrival: "closed_to_arrival",
  closedToDeparture: "closed_to_departure",
} as const satisfies Record<keyof InventoryRangeInput, string>;

/** Moving a room type's photo: where it goes in the room type's photos, 0 first. */
export const ROOM_TYPE_PHOTO_MOVE_WIRE_NAMES = { newPosition: "new_position" } as const;
