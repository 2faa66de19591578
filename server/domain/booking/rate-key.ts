import { isCalendarDate } from "../../../core/calendar-date";
import type { StayQuery } from "../../adapters/hotel-supply/hotel-supplier";

/**
 * The own inventory's rateKey: an opaque string naming one rate plan for one stay (dates and
 * guests), handed to the price check and, later, the booking. It is not a secret (it only reprices
 * what anyone may search), but it is read back strictly: anything that is not a key this code wrote
 * is null.
 */

const VERSION = "r1";
const MAX_KEY_LENGTH = 200;
const MAX_CHILDREN = 20;

export type RateKey = { ratePlanId: number; stay: StayQuery };

export function encodeRateKey({ ratePlanId, stay }: RateKey): string {
  const text = [VERSION, ratePlanId, stay.checkIn, stay.checkOut, stay.occupancy.adults, stay.occupancy.childAges.join(".")].join("~");
  return Buffer.from(text, "utf8").toString("base64url");
}

const KEY_TEXT = /^r1~(\d{1,9})~(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})~(\d{1,2})~((?:\d{1,2}(?:\.\d{1,2}){0,19})?)$/;

export function decodeRateKey(key: string): RateKey | null {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(key)) return null;
  const match = KEY_TEXT.exec(Buffer.from(key, "base64url").toString("utf8"));
  if (!match) return null;
  const [, id, checkIn, checkOut, adults, ages] = match as unknown as [string, string, string, string, string, string];
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) return null;
  const childAges = ages === "" ? [] : ages.split(".").map(Number);
  if (childAges.length > MAX_CHILDREN || childAges.some((age) => age > 17)) return null;
  const ratePlanId = Number(id);
  const adultCount = Number(adults);
  if (ratePlanId < 1 || adultCount < 1) return null;
  return { ratePlanId, stay: { checkIn, checkOut, occupancy: { adults: adultCount, childAges } } };
}
