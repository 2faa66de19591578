import { useIsHydrated } from "./use-media-query";

const UTC_STAMP = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A moment as the server writes it: in UTC, said so. */
export function formatUtcStamp(value: string): string {
  return `${UTC_STAMP.format(new Date(value))} UTC`;
}

/**
 * A moment in the reader's own time zone, with the zone's name ("Dec 8, 2026, 1:26 AM GMT+1").
 * `timeZone` is for tests; the browser's own zone otherwise.
 */
export function formatLocalStamp(value: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
  const zone = new Intl.DateTimeFormat("en-US", { timeZoneName: "short", timeZone })
    .formatToParts(new Date(value))
    .find((part) => part.type === "timeZoneName")?.value;
  return zone ? `${parts} ${zone}` : parts;
}

/**
 * A date and time in the reader's time zone. The server does not know that zone, so it writes
 * UTC; the browser hydrates the same UTC text (no mismatch) and then redraws it in its own zone.
 */
export function LocalTime({ value }: { value: string }) {
  const isHydrated = useIsHydrated();
  return <time dateTime={value}>{isHydrated ? formatLocalStamp(value) : formatUtcStamp(value)}</time>;
}
