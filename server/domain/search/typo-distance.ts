/**
 * How many typos a typed word may carry and still find a word of the catalogue: none under four
 * letters (too many short words lie one letter apart), one up to seven, two from eight.
 */
export function typoBudget(typedLength: number): number {
  if (typedLength < 4) return 0;
  return typedLength < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swaps of two
 * neighbouring letters and swaps of two letters around a third, as in `vietman`, each one typo)
 * between `a` and `b`, or `limit + 1` as soon as it is sure to exceed `limit`. Four rows of at
 * most 42 numbers, reused: called for every candidate word.
 */
const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (width > rows[0].length) return limit + 1;
  let threeBack = rows[3];
  let twoBack = rows[0];
  let previous = rows[1];
  let current = rows[2];
  for (let j = 0; j < width; j++) previous[j] = j;
  // A swap reaches back up to three rows, so only three rows in a row over the limit end it.
  let rowsOver = 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      const cost = letter === other ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      if (i > 2 && j > 2 && letter === b.charCodeAt(j - 3) && a.charCodeAt(i - 3) === other && a.charCodeAt(i - 2) === b.charCodeAt(j - 2)) {
        value = Math.min(value, threeBack[j - 3]! + 1);
      }
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    rowsOver = rowMinimum > limit ? rowsOver + 1 : 0;
    if (rowsOver === 3) return limit + 1;
    const spare = threeBack;
    threeBack = twoBack;
    twoBack = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}
