/**
 * Calendar days as the API and the forms write them: YYYY-MM-DD. A date that matches the pattern
 * but does not exist (2027-02-30, 2027-02-29, year 0000) is refused here: PostgreSQL refuses it
 * too, and the JavaScript Date parser would quietly roll it into the next month.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const CALENDAR_DATE_MESSAGE = "Enter a date as YYYY-MM-DD";
/** For a value written right whose day is not in the calendar (30 February, 31 April). */
export const NO_SUCH_DATE_MESSAGE = "That date does not exist: check the day and the month";

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 'YYYY-MM-DD' of a day that exists in the Gregorian calendar, years 0001 to 9999. */
export function isCalendarDate(value: string): boolean {
  return calendarDateMessage(value) === null;
}

/** Why a value is not a calendar day, in the words a form shows, or null when it is one. */
export function calendarDateMessage(value: string): string | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return CALENDAR_DATE_MESSAGE;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // PostgreSQL has no year 0 (1 BC comes before 1 AD).
  if (year < 1 || month < 1 || month > 12 || day < 1) return NO_SUCH_DATE_MESSAGE;
  return day <= daysInMonth(year, month) ? null : NO_SUCH_DATE_MESSAGE;
}
