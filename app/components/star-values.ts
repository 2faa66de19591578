/** docs/product.md §9: five stars in half steps. */
export const STAR_COUNT = 5;

export type StarFill = "full" | "half" | "empty";

/** The value rounded to the nearest half star and kept within 0..5 (bad input shows no stars). */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(STAR_COUNT, Math.max(0, Math.round(value * 2) / 2));
}

export function starFills(value: number): StarFill[] {
  const rounded = roundToHalf(value);
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    if (rounded >= index + 1) return "full";
    if (rounded >= index + 0.5) return "half";
    return "empty";
  });
}

/** The accessible name of a rating, e.g. "4.5 out of 5 stars". */
export function ratingLabel(value: number): string {
  return `${roundToHalf(value)} out of ${STAR_COUNT} stars`;
}
