import { z } from "zod";
import { BOARD_VALUES, type Board } from "../booking/inventory-rules";
import { boundedPattern } from "../bounded-pattern-schema";
import { idParam } from "./listing-schemas";
import {
  INVENTORY_RANGE_WIRE_NAMES,
  RATE_PLAN_WIRE_NAMES,
  ROOM_TYPE_PHOTO_MOVE_WIRE_NAMES,
  ROOM_TYPE_UPDATE_WIRE_NAMES,
  ROOM_TYPE_WIRE_NAMES,
} from "./inventory-wire-names";
import { pictureFile } from "./uploads-schemas";
import { wireObject } from "./wire-object";

/**
 * The schemas of a hotel's inventory operations (core/contracts/inventory.ts). They check shapes
 * and types; the limits a hotel reads as messages are core/booking/inventory-changes.ts's, run by
 * the domain on the merged values.
 */

const text = (max: number) => z.string().max(max * 4);
const whole = z.number().int();
const board = z.enum(BOARD_VALUES as [Board, ...Board[]], { error: "must be one of room_only, breakfast, half_board, all_inclusive" });
const day = z.string().max(20);

const roomTypeFields = {
  name: text(100).optional(),
  description: text(2000).optional(),
  beds: text(100).optional(),
  size_sqm: whole.nullable().optional(),
  max_adults: whole.optional(),
  max_children: whole.optional(),
  amenities: z.array(text(60)).max(200).optional(),
};

const ratePlanFields = {
  name: text(100).optional(),
  board: board.optional(),
  free_cancellation_days: whole.nullable().optional().describe("Free cancellation until this many days before arrival; null: non-refundable"),
  cancellation_charge_percent: whole.optional(),
  min_stay: whole.optional(),
  max_stay: whole.nullable().optional(),
  included_adults: whole.optional(),
  extra_adult_cents: whole.optional(),
  child_cents: whole.optional(),
  child_free_under_age: whole.optional(),
  tax_percent: whole.optional(),
  fee_cents_per_night: whole.optional(),
};

const photoWire = z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() });

export const roomTypeWire = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  beds: z.string(),
  size_sqm: z.number().int().nullable(),
  max_adults: z.number().int(),
  max_children: z.number().int(),
  amenities: z.array(z.string()),
  position: z.number().int(),
  rate_plans: z.number().int().describe("How many rate plans the room type has"),
  photos: z.array(photoWire).describe("Uploaded photos, 4:3, in four sizes, first shown first; empty: the rooms page shows none of its own"),
});

export const ratePlanWire = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  name: z.string(),
  board,
  free_cancellation_days: z.number().int().nullable(),
  cancellation_charge_percent: z.number().int(),
  min_stay: z.number().int(),
  max_stay: z.number().int().nullable(),
  included_adults: z.number().int(),
  extra_adult_cents: z.number().int(),
  child_cents: z.number().int(),
  child_free_under_age: z.number().int(),
  tax_percent: z.number().int(),
  fee_cents_per_night: z.number().int(),
  position: z.number().int(),
});

export const nightWire = z.object({
  night: z.string(),
  price_cents: z.number().int(),
  rooms_left: z.number().int(),
  stop_sell: z.boolean(),
  closed_to_arrival: z.boolean(),
  closed_to_departure: z.boolean(),
  min_stay: z.number().int().nullable().describe("The night's minimum stay; null: the rate plan's"),
});

/** The schemas of each inventory operation, by operationId. */
export const listRoomTypes = { response: z.object({ data: z.array(roomTypeWire) }) };

export const createRoomType = {
  body: wireObject(ROOM_TYPE_WIRE_NAMES, roomTypeFields),
  response: z.object({ message: z.string(), data: roomTypeWire }),
};

export const updateRoomType = {
  params: idParam,
  body: wireObject(ROOM_TYPE_UPDATE_WIRE_NAMES, { ...roomTypeFields, position: whole.min(0).optional().describe("Where the room type goes in the hotel's order, 0 first") }),
  response: z.object({ message: z.string(), data: roomTypeWire }),
};

export const deleteRoomType = { params: idParam, response: z.object({ message: z.string() }) };

/** A photo's place in its room type's photos, from 0. */
const photoParams = idParam.extend({
  position: boundedPattern({ pattern: /^\d{1,2}$/, maxLength: 2, message: "must be a whole number" }).transform(Number),
});

const roomTypeAnswer = z.object({ message: z.string(), data: roomTypeWire });

export const addRoomTypePhoto = { params: idParam, body: z.object({ photo: pictureFile }), response: roomTypeAnswer };

export const removeRoomTypePhoto = { params: photoParams, response: roomTypeAnswer };

export const moveRoomTypePhoto = {
  params: photoParams,
  body: wireObject(ROOM_TYPE_PHOTO_MOVE_WIRE_NAMES, { new_position: whole.describe("Where the photo goes, 0 first; past the last means last") }),
  response: roomTypeAnswer,
};

export const listRatePlans = { params: idParam, response: z.object({ data: z.array(ratePlanWire) }) };

export const createRatePlan = {
  params: idParam,
  body: wireObject(RATE_PLAN_WIRE_NAMES, ratePlanFields),
  response: z.object({ message: z.string(), data: ratePlanWire }),
};

export const updateRatePlan = {
  params: idParam,
  body: wireObject(RATE_PLAN_WIRE_NAMES, ratePlanFields),
  response: z.object({ message: z.string(), data: ratePlanWire }),
};

export const deleteRatePlan = { params: idParam, response: z.object({ message: z.string() }) };

export const getInventoryCalendar = {
  query: z.object({
    month: boundedPattern({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, maxLength: 7, message: "must be a month as YYYY-MM" }),
  }),
  response: z.object({
    month: z.string(),
    first: z.string().describe("The month's first night"),
    last: z.string().describe("The month's last night"),
    today: z.string().describe("The hotel's today, in its time zone: nights before it cannot change"),
    room_types: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        rate_plans: z.array(z.object({ id: z.number().int(), name: z.string(), board, min_stay: z.number().int(), nights: z.array(nightWire) })),
      }),
    ),
  }),
};

export const setInventoryRange = {
  body: wireObject(INVENTORY_RANGE_WIRE_NAMES, {
    rate_plan_id: whole.min(1),
    from: day,
    to: day,
    price_cents: whole.optional(),
    rooms_left: whole.optional(),
    stop_sell: z.boolean().optional(),
    min_stay: whole.nullable().optional(),
    closed_to_arrival: z.boolean().optional(),
    closed_to_departure: z.boolean().optional(),
  }),
  response: z.object({ message: z.string(), data: z.object({ nights: z.number().int().describe("How many nights changed"), created: z.number().int().describe("How many of them were new") }) }),
};
