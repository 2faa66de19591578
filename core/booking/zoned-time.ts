/**
 * Days and instants in a place's IANA time zone ("Europe/Rome"), through `Intl.DateTimeFormat`, so
 * they are right on either side of a daylight-saving change: a hotel's own today (its calendar
 * refuses nights already over there) and the end of one of its days (a cancellation deadline).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in a zone at an instant, as if it were UTC, in milliseconds. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal" && part.type !== "era") values[part.type] = Number(part.value);
  }
  const at = new Date(0);
  at.setUTCFullYear(values.year ?? 1970, (values.month ?? 1) - 1, values.day ?? 1);
  at.setUTCHours(values.hour ?? 0, values.minute ?? 0, values.second ?? 0, 0);
  return at.getTime();
}

/** The day a zone's clocks show at an instant, YYYY-MM-DD (a hotel's "today" in its own zone). */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a zone's clocks show 23:59:59 on a day. When they show it twice (clocks going back
 * at midnight), the later; when never (clocks jumping over it), the last second before the jump.
 */
export function endOfDayInstant(date: string, timeZone: string): Date {
  const wall = new Date(0);
  wall.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  wall.setUTCHours(23, 59, 59, 0);
  const target = wall.getTime();
  // The zone's offsets a day either side of the target cover any change around it.
  const offsets = new Set([target - 86_400_000, target, target + 86_400_000].map((probe) => wallClockMs(probe, timeZone) - probe));
  const candidates = [...offsets].map((offset) => target - offset);
  const exact = candidates.filter((instant) => wallClockMs(instant, timeZone) === target);
  if (exact.length > 0) return new Date(Math.max(...exact));
  // 23:59:59 does not exist that day: the second before the clocks jumped.
  const before = Math.min(...candidates);
  let instant = before;
  while (wallClockMs(instant + 1_000, timeZone) < target && instant < before + 86_400_000) instant += 1_000;
  return new Date(instant);
}
