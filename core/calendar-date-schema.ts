import { z } from "zod";
import { CALENDAR_DATE_MESSAGE, calendarDateMessage } from "./calendar-date";

/*
 * Kept apart from core/calendar-date so the browser's bundles, which use the check, do not carry
 * zod for a schema only the server parses with.
 */

/** One issue, worded by what is wrong: the way it is written, or a day the calendar lacks. */
function refuseNonDays(context: z.core.ParsePayload<string>): void {
  const message = calendarDateMessage(context.value);
  if (message !== null) context.issues.push({ code: "custom", message, input: context.value });
}

/** Every date field of a request body: a day that exists, as YYYY-MM-DD (surrounding spaces ignored). */
export const calendarDateSchema = z.string(CALENDAR_DATE_MESSAGE).trim().check(refuseNonDays);

/** A date a form may clear: an empty value is kept as "" (no date), anything else must be a real day. */
export const clearableCalendarDateSchema = z
  .string(CALENDAR_DATE_MESSAGE)
  .trim()
  .check((context) => {
    if (context.value !== "") refuseNonDays(context);
  });
