/**
 * The page asked for by `?page=N`: 1 when absent, null when it is not a whole number from 1 up
 * (the loader answers 404, so junk like ?page=abc never becomes a duplicate of page 1).
 */
export function pageNumberFrom(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** The address of page `page` of a list at `path`; page 1 is the bare path. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
