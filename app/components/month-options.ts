const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export type MonthOption = { value: string; label: string };

/**
 * The months a trip can start in, from `today`'s month on, as `YYYY-MM` values with English
 * names. A select of these replaces `<input type="month">`, which Chromium draws as
 * "--------- ----" while empty and some browsers do not support at all.
 */
export function upcomingMonths(today: string, count = 18): MonthOption[] {
  const startYear = Number(today.slice(0, 4));
  const startMonth = Number(today.slice(5, 7)) - 1;
  const options: MonthOption[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const year = startYear + Math.floor((startMonth + offset) / 12);
    const month = (startMonth + offset) % 12;
    options.push({ value: `${year}-${String(month + 1).padStart(2, "0")}`, label: `${MONTH_NAMES[month]} ${year}` });
  }
  return options;
}

/** Today's date (YYYY-MM-DD) in UTC, the same on the server and in the browser but near midnight. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
