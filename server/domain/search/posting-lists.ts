/**
 * A posting list: `slot << 4 | weights` for each document holding a lexeme, in slot order.
 * Slots only ever grow (a changed document takes a new one), so appending keeps the order.
 */
export type Postings = { entries: Int32Array; length: number };

/** The weights of `slot` in a posting list (0 when absent). */
export function findWeights(list: Postings, slot: number): number {
  const target = slot << 4;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list.entries[middle]! < target) low = middle + 1;
    else high = middle;
  }
  const entry = list.entries[low];
  return low < list.length && entry !== undefined && entry >> 4 === slot ? entry & 15 : 0;
}

/** One list of the slots in any of `lists`, in slot order, their weights or-ed. */
function union(lists: readonly Postings[]): Postings {
  if (lists.length === 1) return lists[0]!;
  const all: number[] = [];
  for (const { entries, length } of lists) for (let index = 0; index < length; index++) all.push(entries[index]!);
  all.sort((a, b) => a - b);
  const entries = new Int32Array(all.length);
  let length = 0;
  for (const entry of all) {
    if (length > 0 && entries[length - 1]! >> 4 === entry >> 4) entries[length - 1]! |= entry & 15;
    else entries[length++] = entry;
  }
  return { entries, length };
}

/**
 * The slots found in every group (a group: lists any of which may hold the slot), with the
 * weights they have in each group or-ed: the documents that hold all of several words.
 */
export function intersectGroups(groups: readonly (readonly Postings[])[]): Postings | null {
  if (groups.length === 0 || groups.some((group) => group.length === 0)) return null;
  const lists = groups.map(union).sort((a, b) => a.length - b.length);
  let result = lists[0]!;
  for (const other of lists.slice(1)) {
    const entries = new Int32Array(result.length);
    let length = 0;
    let j = 0;
    for (let index = 0; index < result.length; index++) {
      const entry = result.entries[index]!;
      const slot = entry >> 4;
      while (j < other.length && other.entries[j]! >> 4 < slot) j++;
      if (j < other.length && other.entries[j]! >> 4 === slot) entries[length++] = entry | (other.entries[j]! & 15);
    }
    result = { entries, length };
    if (length === 0) return null;
  }
  return result;
}
