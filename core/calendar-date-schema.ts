import { z } from "zod";
import { CALENDAR_DATE_MESSAGE, isCalendarDate } from "./calendar-date";

/*
 * Kept apart from core/calendar-date so the browser's bundles, which use the check, do not carry
 * zod for a schema only the server parses with.
 */

/** Every date field of a request body: a day that exists, as YYYY-MM-DD (surrounding spaces ignored). */
export const calendarDateSchema = z.string(CALENDAR_DATE_MESSAGE).trim().refine(isCalendarDate, CALENDAR_DATE_MESSAGE);

/** A date a form may clear: an empty value is kept as "" (no date), anything else must be a real day. */
export const clearableCalendarDateSchema = z
  .string(CALENDAR_DATE_MESSAGE)
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), CALENDAR_DATE_MESSAGE);
