/**
 * Counts as the product shows them: '1,234 hotels'. Written out rather than through Intl, which
 * gives the same text: a browser's first Intl call loads its locale data, some 40 ms of a phone's
 * main thread while a page hydrates. Browser and server both use it.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const digits = Math.abs(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
