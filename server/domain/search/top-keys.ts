/**
 * The best `size` keys offered (each with its slot), kept in a min-heap whose root is the worst
 * kept: most offers are refused by one comparison with it.
 */
export class TopKeys {
  private readonly keys: Float64Array;
  private readonly slots: Int32Array;
  private count = 0;

  constructor(private readonly size: number) {
    this.keys = new Float64Array(Math.max(size, 1));
    this.slots = new Int32Array(Math.max(size, 1));
  }

  offer(key: number, slot: number): void {
    if (this.size === 0) return;
    const { keys, slots } = this;
    if (this.count < this.size) {
      let index = this.count++;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (keys[parent]! <= key) break;
        keys[index] = keys[parent]!;
        slots[index] = slots[parent]!;
        index = parent;
      }
      keys[index] = key;
      slots[index] = slot;
      return;
    }
    if (key <= keys[0]!) return;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= this.count) break;
      const right = left + 1;
      const smaller = right < this.count && keys[right]! < keys[left]! ? right : left;
      if (keys[smaller]! >= key) break;
      keys[index] = keys[smaller]!;
      slots[index] = slots[smaller]!;
      index = smaller;
    }
    keys[index] = key;
    slots[index] = slot;
  }

  /** The kept slots from the best, skipping the first `offset`. */
  best(offset: number): number[] {
    const order = Array.from({ length: this.count }, (_, index) => index).sort((a, b) => this.keys[b]! - this.keys[a]!);
    return order.slice(offset).map((index) => this.slots[index]!);
  }
}
