import type { DealRequestRow } from "../../db/schema/deals";

const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Jun 3, 2027 - Jun 10, 2027 (7 nights)" or "June 2027, 5 nights (flexible)". */
export function describeWhen(request: Pick<DealRequestRow, "startDate" | "endDate" | "flexibleMonth" | "nights">): string {
  const nights = `${request.nights} night${request.nights === 1 ? "" : "s"}`;
  if (request.startDate && request.endDate) {
    return `${DAY.format(new Date(`${request.startDate}T00:00:00Z`))} - ${DAY.format(new Date(`${request.endDate}T00:00:00Z`))} (${nights})`;
  }
  if (request.flexibleMonth) return `${MONTH.format(new Date(`${request.flexibleMonth}-01T00:00:00Z`))}, ${nights} (flexible)`;
  return nights;
}
