const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * "March 3, 2025". Dates are formatted in UTC so the server's rendering and the browser's
 * hydration agree whatever the visitor's time zone.
 */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}
