/**
 * Calendar arithmetic on days written YYYY-MM-DD (core/calendar-date.ts), without time zones: a
 * stay's nights, the days between two dates, and the short dates a couple reads ("12 Mar",
 * "Fri 12 Mar 2027"). Callers pass days that are in the calendar.
 */
const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

function parts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** Midnight UTC of a day, in milliseconds (years below 100 are not read as 19xx). */
function utcMs(year: number, month: number, day: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime();
}

function toDate(ms: number): string {
  const at = new Date(ms);
  const year = at.getUTCFullYear().toString().padStart(4, "0");
  const month = (at.getUTCMonth() + 1).toString().padStart(2, "0");
  const day = at.getUTCDate().toString().padStart(2, "0");
  return `${year}-${month}-${day}`;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return toDate(utcMs(year, month, day) + days * DAY_MS);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(utcMs(targetYear, targetMonth + 1, 0)).getUTCDate();
  return toDate(utcMs(targetYear, targetMonth, Math.min(day, lastDay)));
}

/** The last pair asked of daysBetween: pricing asks the same stay's length hundreds of times. */
let lastSpan = { from: "", to: "", days: 0 };

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  if (lastSpan.from === from && lastSpan.to === to) return lastSpan.days;
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  const days = Math.round((utcMs(y2, m2, d2) - utcMs(y1, m1, d1)) / DAY_MS);
  lastSpan = { from, to, days };
  return days;
}

/** The last stay's nights: a search prices hundreds of rate plans for one stay. */
let lastStay: { checkIn: string; checkOut: string; nights: readonly string[] } | null = null;

/** The nights of a stay: every day from check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  if (lastStay === null || lastStay.checkIn !== checkIn || lastStay.checkOut !== checkOut) {
    const nights: string[] = [];
    for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
    lastStay = { checkIn, checkOut, nights };
  }
  return [...lastStay.nights];
}

/** "12 Mar". */
export function formatDayMonth(date: string): string {
  const [, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1]}`;
}

/** "Fri 12 Mar 2027". */
export function formatLongDate(date: string): string {
  const [year, month, day] = parts(date);
  return `${WEEKDAYS[new Date(utcMs(year, month, day)).getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "1 night", "3 nights". */
export function nightsText(nights: number): string {
  return nights === 1 ? "1 night" : `${nights} nights`;
}
