import { LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import type { QueryTerm, SearchTerms } from "./search-terms";
import { typoBudget, typoDistance } from "./typo-distance";

/** The weights PostgreSQL gives a lexeme in a search document's vector, as bits. */
export const WEIGHT_BITS = { A: 8, B: 4, C: 2, D: 1 } as const;
/** Title (A) and place (B): the words typo tolerance corrects towards. */
const TITLE_OR_PLACE = WEIGHT_BITS.A | WEIGHT_BITS.B;

/** One search document (decision 023) as the index keeps it. */
export type IndexedDocument = {
  listingId: number;
  type: ListingType;
  isFeatured: boolean;
  title: string;
  /** Each lexeme of the vector and the weights it appears with (WEIGHT_BITS, or-ed). */
  lexemes: ReadonlyMap<string, number>;
};

export type IndexQuery = {
  terms: SearchTerms;
  /** Only these kinds; every kind when omitted. */
  kinds?: readonly ListingType[];
  offset: number;
  limit: number;
};

export type IndexAnswer = {
  /** The page's listing ids, best first. */
  listingIds: number[];
  /** Every match, exact and near. */
  total: number;
};

/** Typo tolerance runs only when the exact matches are fewer than this. */
export const FUZZY_WHEN_FEWER_THAN = 10;

/** ts_rank's default weights (A 1.0, B 0.4, C 0.2, D 0.1), in tenths. */
function weightScore(mask: number): number {
  if (mask & WEIGHT_BITS.A) return 10;
  if (mask & WEIGHT_BITS.B) return 4;
  if (mask & WEIGHT_BITS.C) return 2;
  return 1;
}

const KIND_CODE = new Map<ListingType, number>(LISTING_TYPES.map((type, index) => [type, index]));

/**
 * A posting list: `slot << 4 | weights` for each document holding the lexeme, in slot order.
 * Slots only ever grow (a changed document takes a new one), so appending keeps the order.
 */
type Postings = { entries: Int32Array; length: number };

/** A match being ranked. */
type Candidate = {
  slot: number;
  /** 3 title starts with the text, 2 every word in the title, 1 words anywhere; one less for typo matches' 0. */
  tier: number;
  featured: number;
  score: number;
};

/**
 * The catalogue's search documents in this process's memory (decision 024): posting lists per
 * lexeme, the sorted vocabulary for prefixes, titles in order for title prefixes and the title
 * and place words for typo tolerance. Built from the vectors PostgreSQL computed, so matching is
 * PostgreSQL's own full-text matching; answering takes no query. Synchronous and not shared
 * between processes: each process keeps its own, fed by search-engine.ts.
 */
export class SearchIndex {
  private slotListing = new Int32Array(1024);
  private slotKind = new Uint8Array(1024);
  private slotFeatured = new Uint8Array(1024);
  private slotAlive = new Uint8Array(1024);
  private slotTitle: string[] = [];
  private slotCount = 0;
  private deadCount = 0;
  private readonly slotOf = new Map<number, number>();
  private postings = new Map<string, Postings>();
  /** Every lexeme with postings, sorted (code unit order) once `pendingLexemes` is merged. */
  private vocabulary: string[] = [];
  private pendingLexemes: string[] = [];
  /** Lexemes found in a title or place, by length, for typo tolerance. */
  private readonly typoWords = new Map<number, string[]>();
  private readonly typoWordSet = new Set<string>();
  /** Slots in lower-case title order, once `pendingTitles` is merged. */
  private titleOrder: number[] = [];
  private pendingTitles: number[] = [];
  /** Scratch space of one byte per slot, all zero between uses. */
  private scratch = new Uint8Array(1024);

  /** Documents in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  has(listingId: number): boolean {
    return this.slotOf.has(listingId);
  }

  /** Adds a document, or replaces the one of the same listing. */
  put(document: IndexedDocument): void {
    this.remove(document.listingId);
    const slot = this.slotCount++;
    this.ensureSlotCapacity(this.slotCount);
    this.slotListing[slot] = document.listingId;
    this.slotKind[slot] = KIND_CODE.get(document.type) ?? 0;
    this.slotFeatured[slot] = document.isFeatured ? 1 : 0;
    this.slotAlive[slot] = 1;
    this.slotTitle[slot] = document.title.toLowerCase();
    this.slotOf.set(document.listingId, slot);
    this.pendingTitles.push(slot);
    for (const [lexeme, mask] of document.lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) {
        list = { entries: new Int32Array(4), length: 0 };
        this.postings.set(lexeme, list);
        this.pendingLexemes.push(lexeme);
      }
      if (list.length === list.entries.length) {
        const grown = new Int32Array(list.entries.length * 2);
        grown.set(list.entries);
        list.entries = grown;
      }
      list.entries[list.length++] = (slot << 4) | (mask & 15);
      if (mask & TITLE_OR_PLACE && !this.typoWordSet.has(lexeme)) {
        this.typoWordSet.add(lexeme);
        const sameLength = this.typoWords.get(lexeme.length);
        if (sameLength) sameLength.push(lexeme);
        else this.typoWords.set(lexeme.length, [lexeme]);
      }
    }
  }

  /** Takes a listing out of search (no-op when it is not in). */
  remove(listingId: number): void {
    const slot = this.slotOf.get(listingId);
    if (slot === undefined) return;
    this.slotOf.delete(listingId);
    this.slotAlive[slot] = 0;
    this.deadCount++;
    // Dead entries are skipped by every query; once they are a quarter of all, drop them.
    if (this.deadCount > 1024 && this.deadCount * 4 > this.slotCount) this.compact();
  }

  search({ terms, kinds, offset, limit }: IndexQuery): IndexAnswer {
    this.mergePending();
    const kindMask = kinds ? kinds.reduce((mask, type) => mask | (1 << (KIND_CODE.get(type) ?? 0)), 0) : -1;
    const exact = this.matchAll(
      terms.terms.map((term) => this.listsFor(term)),
      kindMask,
    );
    const seen = new Set<number>();
    const candidates: Candidate[] = [];
    exact.slots.forEach((slot, index) => {
      seen.add(slot);
      candidates.push({
        slot,
        tier: this.slotTitle[slot]!.startsWith(terms.text) ? 3 : exact.inTitle[index] ? 2 : 1,
        featured: this.slotFeatured[slot]!,
        score: exact.scores[index]!,
      });
    });
    // Titles that start with the text match whatever their words (a single letter, stop words).
    for (const slot of this.titlesStartingWith(terms.text)) {
      if (seen.has(slot) || !this.slotAlive[slot] || !((kindMask >> this.slotKind[slot]!) & 1)) continue;
      seen.add(slot);
      candidates.push({ slot, tier: 3, featured: this.slotFeatured[slot]!, score: 0 });
    }
    if (candidates.length < FUZZY_WHEN_FEWER_THAN && terms.text.length >= 3 && terms.terms.length > 0) {
      const near = this.matchAll(
        terms.terms.map((term) => this.listsWithTypos(term)),
        kindMask,
      );
      near.slots.forEach((slot, index) => {
        if (seen.has(slot)) return;
        seen.add(slot);
        candidates.push({ slot, tier: 0, featured: this.slotFeatured[slot]!, score: near.scores[index]! });
      });
    }
    return { listingIds: this.topSlots(candidates, offset, limit).map((slot) => this.slotListing[slot]!), total: candidates.length };
  }

  /** The posting lists a term matches exactly: its lexeme, or every lexeme it starts. */
  private listsFor(term: QueryTerm): Postings[] {
    if (!term.prefix) {
      const list = this.postings.get(term.lexeme);
      return list ? [list] : [];
    }
    const lists: Postings[] = [];
    for (let index = lowerBound(this.vocabulary, term.lexeme); index < this.vocabulary.length; index++) {
      const lexeme = this.vocabulary[index]!;
      if (!lexeme.startsWith(term.lexeme)) break;
      lists.push(this.postings.get(lexeme)!);
    }
    return lists;
  }

  /**
   * A term's exact lists plus those of title and place words within its typo budget (of the whole
   * word, or for the word still being typed, of as many letters as were typed).
   */
  private listsWithTypos(term: QueryTerm): Postings[] {
    const lists = this.listsFor(term);
    const budget = typoBudget(term.typed.length);
    if (budget === 0) return lists;
    const word = term.lexeme;
    for (const [length, words] of this.typoWords) {
      const close = Math.abs(length - word.length) <= budget;
      if (!close && !(term.prefix && length > word.length)) continue;
      for (const candidate of words) {
        if (candidate === word) continue;
        const near =
          (close && typoDistance(word, candidate, budget) <= budget) ||
          (term.prefix && length > word.length && typoDistance(word, candidate.slice(0, word.length), budget) <= budget);
        if (near) lists.push(this.postings.get(candidate)!);
      }
    }
    return lists;
  }

  /**
   * Slots (alive, of an allowed kind) found in at least one list of every term, with whether each
   * term is in the title and the summed weight score. Terms are taken smallest first, so the
   * candidate list starts short; each further term marks its lists in the scratch bytes (or, when
   * the candidates are few against long lists, looks each one up by binary search).
   */
  private matchAll(termLists: Postings[][], kindMask: number) {
    const empty = { slots: [] as number[], inTitle: [] as boolean[], scores: [] as number[] };
    if (termLists.length === 0 || termLists.some((lists) => lists.length === 0)) return empty;
    const sized = termLists
      .map((lists) => ({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) }))
      .sort((a, b) => a.size - b.size);
    const scratch = this.scratch;
    const slots: number[] = [];
    for (const list of sized[0]!.lists) {
      const { entries, length } = list;
      for (let index = 0; index < length; index++) {
        const entry = entries[index]!;
        const slot = entry >> 4;
        if (!this.slotAlive[slot] || !((kindMask >> this.slotKind[slot]!) & 1)) continue;
        if (scratch[slot] === 0) slots.push(slot);
        scratch[slot]! |= entry & 15;
      }
    }
    const inTitle = slots.map((slot) => (scratch[slot]! & WEIGHT_BITS.A) !== 0);
    const scores = slots.map((slot) => weightScore(scratch[slot]!));
    for (const slot of slots) scratch[slot] = 0;

    let current = { slots, inTitle, scores };
    for (const { lists, size } of sized.slice(1)) {
      if (current.slots.length === 0) break;
      const masks = current.slots.length * 20 < size ? this.lookUp(current.slots, lists) : this.mark(current.slots, lists);
      const next = { slots: [] as number[], inTitle: [] as boolean[], scores: [] as number[] };
      current.slots.forEach((slot, index) => {
        const mask = masks[index]!;
        if (mask === 0) return;
        next.slots.push(slot);
        next.inTitle.push(current.inTitle[index]! && (mask & WEIGHT_BITS.A) !== 0);
        next.scores.push(current.scores[index]! + weightScore(mask));
      });
      current = next;
    }
    return current;
  }

  /** Each slot's weights in these lists, by marking every entry. */
  private mark(slots: number[], lists: Postings[]): Uint8Array {
    const scratch = this.scratch;
    for (const { entries, length } of lists) {
      for (let index = 0; index < length; index++) scratch[entries[index]! >> 4]! |= entries[index]! & 15;
    }
    const masks = new Uint8Array(slots.length);
    slots.forEach((slot, index) => {
      masks[index] = scratch[slot]!;
    });
    for (const { entries, length } of lists) {
      for (let index = 0; index < length; index++) scratch[entries[index]! >> 4] = 0;
    }
    return masks;
  }

  /** Each slot's weights in these lists, by binary search (few slots, long lists). */
  private lookUp(slots: number[], lists: Postings[]): Uint8Array {
    const masks = new Uint8Array(slots.length);
    slots.forEach((slot, index) => {
      let mask = 0;
      for (const list of lists) mask |= findWeights(list, slot);
      masks[index] = mask;
    });
    return masks;
  }

  private *titlesStartingWith(text: string): Generator<number> {
    const titles = this.slotTitle;
    let low = 0;
    let high = this.titleOrder.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (titles[this.titleOrder[middle]!]! < text) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < this.titleOrder.length; index++) {
      const slot = this.titleOrder[index]!;
      if (!titles[slot]!.startsWith(text)) return;
      yield slot;
    }
  }

  /**
   * The page of candidates in rank order: tier, then featured first, then the weight score, then
   * the shorter title (more of it matched), then the older listing.
   */
  private topSlots(candidates: Candidate[], offset: number, limit: number): number[] {
    if (offset >= candidates.length) return [];
    const before = (a: Candidate, b: Candidate) =>
      a.tier !== b.tier
        ? a.tier > b.tier
        : a.featured !== b.featured
          ? a.featured > b.featured
          : a.score !== b.score
            ? a.score > b.score
            : this.slotTitle[a.slot]!.length !== this.slotTitle[b.slot]!.length
              ? this.slotTitle[a.slot]!.length < this.slotTitle[b.slot]!.length
              : this.slotListing[a.slot]! < this.slotListing[b.slot]!;
    // Keep the best `offset + limit` in a heap whose root is the worst of them.
    const keep = Math.min(candidates.length, offset + limit);
    const heap: Candidate[] = [];
    const worse = (i: number, j: number) => before(heap[j]!, heap[i]!);
    const up = (start: number) => {
      let index = start;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!worse(index, parent)) break;
        [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
        index = parent;
      }
    };
    const down = () => {
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let worst = index;
        if (left < heap.length && worse(left, worst)) worst = left;
        if (right < heap.length && worse(right, worst)) worst = right;
        if (worst === index) return;
        [heap[index], heap[worst]] = [heap[worst]!, heap[index]!];
        index = worst;
      }
    };
    for (const candidate of candidates) {
      if (heap.length < keep) {
        heap.push(candidate);
        up(heap.length - 1);
      } else if (before(candidate, heap[0]!)) {
        heap[0] = candidate;
        down();
      }
    }
    heap.sort((a, b) => (before(a, b) ? -1 : 1));
    return heap.slice(offset, offset + limit).map((candidate) => candidate.slot);
  }

  /** Sorts what was added since the last search into the vocabulary and the title order. */
  private mergePending(): void {
    if (this.scratch.length < this.slotCount) this.scratch = new Uint8Array(this.slotListing.length);
    if (this.pendingLexemes.length > 0) {
      this.vocabulary = mergeSorted(this.vocabulary, this.pendingLexemes.sort(compareText), compareText);
      this.pendingLexemes = [];
    }
    if (this.pendingTitles.length > 0) {
      const titles = this.slotTitle;
      const byTitle = (a: number, b: number) => compareText(titles[a]!, titles[b]!);
      const alive = this.titleOrder.filter((slot) => this.slotAlive[slot]);
      this.titleOrder = mergeSorted(alive, this.pendingTitles.sort(byTitle), byTitle);
      this.pendingTitles = [];
    }
  }

  private ensureSlotCapacity(count: number): void {
    if (count <= this.slotListing.length) return;
    const capacity = Math.max(count, this.slotListing.length * 2);
    this.slotListing = grow(this.slotListing, new Int32Array(capacity));
    this.slotKind = grow(this.slotKind, new Uint8Array(capacity));
    this.slotFeatured = grow(this.slotFeatured, new Uint8Array(capacity));
    this.slotAlive = grow(this.slotAlive, new Uint8Array(capacity));
  }

  /** Renumbers the live slots from 0 (order kept) and drops dead entries from every list. */
  private compact(): void {
    const newSlot = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (!this.slotAlive[slot]) continue;
      newSlot[slot] = next;
      this.slotListing[next] = this.slotListing[slot]!;
      this.slotKind[next] = this.slotKind[slot]!;
      this.slotFeatured[next] = this.slotFeatured[slot]!;
      this.slotAlive[next] = 1;
      this.slotTitle[next] = this.slotTitle[slot]!;
      this.slotOf.set(this.slotListing[next]!, next);
      next++;
    }
    this.slotAlive.fill(0, next, this.slotCount);
    this.slotTitle.length = next;
    this.slotCount = next;
    this.deadCount = 0;
    for (const [lexeme, list] of this.postings) {
      let kept = 0;
      for (let index = 0; index < list.length; index++) {
        const entry = list.entries[index]!;
        const slot = newSlot[entry >> 4]!;
        if (slot >= 0) list.entries[kept++] = (slot << 4) | (entry & 15);
      }
      if (kept === 0) this.postings.delete(lexeme);
      else list.length = kept;
    }
    this.vocabulary = this.vocabulary.filter((lexeme) => this.postings.has(lexeme));
    this.pendingLexemes = this.pendingLexemes.filter((lexeme) => this.postings.has(lexeme));
    for (const [length, words] of this.typoWords) {
      const kept = words.filter((word) => this.postings.has(word));
      if (kept.length === 0) this.typoWords.delete(length);
      else this.typoWords.set(length, kept);
    }
    for (const word of [...this.typoWordSet]) if (!this.postings.has(word)) this.typoWordSet.delete(word);
    this.titleOrder = this.titleOrder.map((slot) => newSlot[slot]!).filter((slot) => slot >= 0);
    this.pendingTitles = this.pendingTitles.map((slot) => newSlot[slot]!).filter((slot) => slot >= 0);
  }
}

/** The weights of `slot` in a posting list (0 when absent). */
function findWeights(list: Postings, slot: number): number {
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

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function mergeSorted<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (a.length === 0) return [...b];
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

function grow<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
