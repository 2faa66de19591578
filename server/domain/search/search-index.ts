import { LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import type { QueryTerm, SearchTerms } from "./search-terms";
import { TopKeys } from "./top-keys";
import { typoBudget, typoDistance } from "./typo-distance";

/** The weights PostgreSQL gives a lexeme in a search document's vector, as bits. */
export const WEIGHT_BITS = { A: 8, B: 4, C: 2, D: 1 } as const;
/** Title (A) and place (B): the words typo tolerance corrects towards. */
const TITLE_OR_PLACE = WEIGHT_BITS.A | WEIGHT_BITS.B;

/** What a search result shows of a listing: the index answers with these, reading nothing. */
export type IndexHit = {
  listingId: number;
  type: ListingType;
  isFeatured: boolean;
  title: string;
  slug: string;
  city: string | null;
  country: string | null;
  website: string | null;
  /** The cover at the small size. */
  image: string | null;
};

/** One search document (decisions 023 and 024) as the index takes it. */
export type IndexedDocument = IndexHit & {
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
  /** The page's results, best first. */
  hits: IndexHit[];
  /** Every match, exact and near. */
  total: number;
};

/** Typo tolerance runs only when the exact matches are fewer than this. */
export const FUZZY_WHEN_FEWER_THAN = 10;

/** ts_rank's default weights (A 1.0, B 0.4, C 0.2, D 0.1) in tenths, of the best weight in a mask. */
const WEIGHT_SCORE = Uint8Array.from({ length: 16 }, (_, mask) =>
  mask & WEIGHT_BITS.A ? 10 : mask & WEIGHT_BITS.B ? 4 : mask & WEIGHT_BITS.C ? 2 : mask ? 1 : 0,
);
/** Rank keys: tier and featured, then the score, then a shorter title, then the older listing. */
const SCORE_SPAN = 128;
const TITLE_SPAN = 256;
const ID_SPAN = 2 ** 31;

const KIND_CODE = new Map<ListingType, number>(LISTING_TYPES.map((type, index) => [type, index]));

/**
 * A posting list: `slot << 4 | weights` for each document holding the lexeme, in slot order.
 * Slots only ever grow (a changed document takes a new one), so appending keeps the order.
 */
type Postings = { entries: Int32Array; length: number };

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
  /** What each result shows, packed into one string (packShown): a fifth of the memory of an object of strings. */
  private slotShown: string[] = [];
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
  /** Per slot, what no rank key changes: a shorter title, then the older listing, first. */
  private slotTieBreak = new Float64Array(1024);
  /** Scratch space of one byte per slot (weights being marked), all zero between uses. */
  private scratch = new Uint8Array(1024);
  /** Per slot: 1 the title starts with the text, 2 already a candidate; all zero between searches. */
  private flags = new Uint8Array(1024);
  /** The matches of matchAll: slot, whether every term so far is in the title, summed score. */
  private candidateSlots = new Int32Array(1024);
  private candidateInTitle = new Uint8Array(1024);
  private candidateScore = new Uint16Array(1024);

  /** Documents in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Adds a document, or replaces the one of the same listing. */
  put({ lexemes, ...document }: IndexedDocument): void {
    this.remove(document.listingId);
    const slot = this.slotCount++;
    this.ensureSlotCapacity(this.slotCount);
    this.slotListing[slot] = document.listingId;
    this.slotKind[slot] = KIND_CODE.get(document.type) ?? 0;
    this.slotFeatured[slot] = document.isFeatured ? 1 : 0;
    this.slotAlive[slot] = 1;
    this.slotTitle[slot] = document.title.toLowerCase();
    this.slotShown[slot] = packShown(document);
    this.slotTieBreak[slot] = tieBreak(document.title.length, document.listingId);
    this.slotOf.set(document.listingId, slot);
    this.pendingTitles.push(slot);
    for (const [lexeme, mask] of lexemes) {
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

  /** Gives back the spare room of every posting list (after a full load, when no list grows soon). */
  trim(): void {
    for (const list of this.postings.values()) {
      if (list.entries.length > list.length) list.entries = list.entries.slice(0, Math.max(list.length, 1));
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
    const flags = this.flags;
    const featured = this.slotFeatured;
    // Titles that start with the text match whatever their words (a single letter, stop words).
    const titleMatches: number[] = [];
    const [first, end] = this.titleRange(terms.text);
    for (let index = first; index < end; index++) {
      const slot = this.titleOrder[index]!;
      if (!this.slotAlive[slot] || !((kindMask >> this.slotKind[slot]!) & 1)) continue;
      titleMatches.push(slot);
      flags[slot] = 1;
    }
    const candidates = this.candidateSlots;
    const exactCount = this.matchAll(
      terms.terms.map((term) => this.listsFor(term)),
      kindMask,
    );
    // A page past every match ranks nothing (and a page number never sizes more than the index).
    const beyond = offset >= exactCount + titleMatches.length && exactCount + titleMatches.length >= FUZZY_WHEN_FEWER_THAN;
    const ranking = new TopKeys(beyond ? 0 : Math.min(offset + limit, this.slotCount));
    let total = exactCount;
    for (let index = 0; index < exactCount; index++) {
      const slot = candidates[index]!;
      const tier = flags[slot]! & 1 ? 3 : this.candidateInTitle[index] ? 2 : 1;
      ranking.offer(this.rankKey(tier * 2 + featured[slot]!, this.candidateScore[index]!, slot), slot);
      flags[slot] = 2;
    }
    for (const slot of titleMatches) {
      if (flags[slot] === 2) continue;
      ranking.offer(this.rankKey(3 * 2 + featured[slot]!, 0, slot), slot);
      flags[slot] = 2;
      total++;
    }
    const seen = total < FUZZY_WHEN_FEWER_THAN ? Array.from(candidates.subarray(0, exactCount)) : null;
    for (let index = 0; index < exactCount; index++) flags[candidates[index]!] = 0;
    for (const slot of titleMatches) flags[slot] = 0;
    if (seen && terms.text.length >= 3 && terms.terms.length > 0) {
      // Few matches: words within a typo or two of what was typed stand in (tier 0, after every exact match).
      for (const slot of [...seen, ...titleMatches]) flags[slot] = 2;
      const nearCount = this.matchAll(
        terms.terms.map((term) => this.listsWithTypos(term)),
        kindMask,
      );
      for (let index = 0; index < nearCount; index++) {
        const slot = candidates[index]!;
        if (flags[slot] === 2) continue;
        ranking.offer(this.rankKey(featured[slot]!, this.candidateScore[index]!, slot), slot);
        total++;
      }
      for (const slot of [...seen, ...titleMatches]) flags[slot] = 0;
    }
    return { hits: ranking.best(offset).map((slot) => this.hitOf(slot)), total };
  }

  private hitOf(slot: number): IndexHit {
    const [title, slug, city, country, website, image] = this.slotShown[slot]!.split(FIELD_SEPARATOR).map(unpackField);
    return {
      listingId: this.slotListing[slot]!,
      type: LISTING_TYPES[this.slotKind[slot]!]!,
      isFeatured: this.slotFeatured[slot] === 1,
      // Title and slug are never null, so never packed as null.
      title: title ?? "",
      slug: slug ?? "",
      city: city ?? null,
      country: country ?? null,
      website: website ?? null,
      image: image ?? null,
    };
  }

  /** Higher is better: tier and featured, then the score, then the slot's tie break. */
  private rankKey(tierAndFeatured: number, score: number, slot: number): number {
    return (tierAndFeatured * SCORE_SPAN + Math.min(score, SCORE_SPAN - 1)) * TITLE_SPAN * ID_SPAN + this.slotTieBreak[slot]!;
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
   * Slots (alive, of an allowed kind) found in at least one list of every term, into the
   * candidate arrays (whether every term is in the title, the summed weight score); returns how
   * many. Terms are taken smallest first, so the candidates start few; each further term marks
   * its lists in the scratch bytes (or, when the candidates are few against long lists, looks
   * each one up by binary search) and the candidates are filtered in place.
   */
  private matchAll(termLists: Postings[][], kindMask: number): number {
    if (termLists.length === 0 || termLists.some((lists) => lists.length === 0)) return 0;
    const sized = termLists
      .map((lists) => ({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) }))
      .sort((a, b) => a.size - b.size);
    const scratch = this.scratch;
    const alive = this.slotAlive;
    const kind = this.slotKind;
    const slots = this.candidateSlots;
    const inTitle = this.candidateInTitle;
    const score = this.candidateScore;
    let count = 0;
    for (const { entries, length } of sized[0]!.lists) {
      for (let index = 0; index < length; index++) {
        const entry = entries[index]!;
        const slot = entry >> 4;
        if (!alive[slot] || !((kindMask >> kind[slot]!) & 1)) continue;
        if (scratch[slot] === 0) slots[count++] = slot;
        scratch[slot]! |= entry & 15;
      }
    }
    for (let index = 0; index < count; index++) {
      const slot = slots[index]!;
      const mask = scratch[slot]!;
      inTitle[index] = mask & WEIGHT_BITS.A ? 1 : 0;
      score[index] = WEIGHT_SCORE[mask]!;
      scratch[slot] = 0;
    }
    for (const { lists, size } of sized.slice(1)) {
      if (count === 0) break;
      const lookUp = count * 20 < size;
      if (!lookUp) this.mark(lists);
      let kept = 0;
      for (let index = 0; index < count; index++) {
        const slot = slots[index]!;
        let mask = 0;
        if (lookUp) for (const list of lists) mask |= findWeights(list, slot);
        else mask = scratch[slot]!;
        if (mask === 0) continue;
        slots[kept] = slot;
        inTitle[kept] = inTitle[index]! & (mask & WEIGHT_BITS.A ? 1 : 0);
        score[kept] = score[index]! + WEIGHT_SCORE[mask]!;
        kept++;
      }
      count = kept;
      if (!lookUp) this.unmark(lists, size);
    }
    return count;
  }

  /** Marks each slot of these lists with its weights in the scratch bytes. */
  private mark(lists: Postings[]): void {
    const scratch = this.scratch;
    for (const { entries, length } of lists) {
      for (let index = 0; index < length; index++) {
        const entry = entries[index]!;
        scratch[entry >> 4]! |= entry & 15;
      }
    }
  }

  /** Zeroes what mark() set: entry by entry, or all at once when the lists are long. */
  private unmark(lists: Postings[], size: number): void {
    if (size * 4 > this.slotCount) {
      this.scratch.fill(0);
      return;
    }
    for (const { entries, length } of lists) {
      for (let index = 0; index < length; index++) this.scratch[entries[index]! >> 4] = 0;
    }
  }

  /** The positions in titleOrder of the titles that start with `text`: [first, end). */
  private titleRange(text: string): [number, number] {
    const titles = this.slotTitle;
    const order = this.titleOrder;
    const lowerBoundOf = (value: string) => {
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (titles[order[middle]!]! < value) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    // Every string that starts with `text` sorts before `text` followed by the highest code unit.
    return [lowerBoundOf(text), lowerBoundOf(`${text}\uffff`)];
  }

  /** Sorts what was added since the last search into the vocabulary and the title order. */
  private mergePending(): void {
    if (this.scratch.length < this.slotCount) {
      const capacity = this.slotListing.length;
      this.scratch = new Uint8Array(capacity);
      this.flags = new Uint8Array(capacity);
      this.candidateSlots = new Int32Array(capacity);
      this.candidateInTitle = new Uint8Array(capacity);
      this.candidateScore = new Uint16Array(capacity);
    }
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
    this.slotTieBreak = grow(this.slotTieBreak, new Float64Array(capacity));
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
      this.slotShown[next] = this.slotShown[slot]!;
      this.slotTieBreak[next] = this.slotTieBreak[slot]!;
      this.slotOf.set(this.slotListing[next]!, next);
      next++;
    }
    this.slotAlive.fill(0, next, this.slotCount);
    this.slotTitle.length = next;
    this.slotShown.length = next;
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

/** Between the packed fields of a result: a control character no listing field holds. */
const FIELD_SEPARATOR = "\u001f";
/** A packed null (an empty field stays an empty string). */
const NULL_FIELD = "\u0000";

function packShown({ title, slug, city, country, website, image }: IndexHit): string {
  return [title, slug, city, country, website, image]
    .map((field) => (field === null ? NULL_FIELD : field.replaceAll(FIELD_SEPARATOR, " ")))
    .join(FIELD_SEPARATOR);
}

function unpackField(field: string): string | null {
  return field === NULL_FIELD ? null : field;
}

/** The part of a rank key no query changes: a shorter title first (more of it matched), then the older listing. */
function tieBreak(titleLength: number, listingId: number): number {
  return (TITLE_SPAN - 1 - Math.min(titleLength, TITLE_SPAN - 1)) * ID_SPAN + (ID_SPAN - 1 - Math.min(listingId, ID_SPAN - 1));
}

function grow<T extends Int32Array | Uint8Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
