/** docs/product.md §9: 'MM/DD/YYYY at h:mmA', e.g. "03/07/2027 at 9:05PM", in the reader's time zone. */
export function formatNotificationDate(iso: string, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.month}/${parts.day}/${parts.year} at ${parts.hour}:${parts.minute}${(parts.dayPeriod ?? "").toUpperCase()}`;
}
