const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "March 3, 2025", as en-US writes a long date. Dates are formatted in UTC so the server's
 * rendering and the browser's hydration agree whatever the visitor's time zone. Written out
 * rather than through Intl, whose first use in a browser loads its locale data while the page
 * hydrates (core/counts.ts).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
