/** docs/product.md §4 and §9: a carousel moves to the next slide every 6 seconds. */
export const AUTOPLAY_INTERVAL_MS = 6_000;

export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

export function previousSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/** docs/product.md §4: arrows only if there is more than one slide. */
export function showsArrows(count: number): boolean {
  return count > 1;
}

/** docs/product.md §4: bullets only with more than one slide, in bullet mode, and never for articles. */
export function showsBullets(count: number, isBulletMode: boolean, isArticle: boolean): boolean {
  return count > 1 && isBulletMode && !isArticle;
}
