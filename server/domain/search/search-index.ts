import { LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import { foldText } from "./fold-text";
import { findWeights, intersectGroups, type Postings } from "./posting-lists";
import { queryLexeme } from "./query-lexemes";
import type { QueryTerm, SearchTerms } from "./search-terms";
import { TopKeys } from "./top-keys";
import { typoBudget, typoDistance } from "./typo-distance";
import { INTENT_WORDS, LABEL_WORDS, labelWordsOf, writtenWords } from "./written-words";

/** The weights PostgreSQL gives a lexeme in a search document's vector, as bits. */
export const WEIGHT_BITS = { A: 8, B: 4, C: 2, D: 1 } as const;
/** Every weight: a typo is corrected towards any word of the catalogue (`tuscnay`: Tuscany in a description). */
const TYPO_TARGET_WEIGHTS = WEIGHT_BITS.A | WEIGHT_BITS.B | WEIGHT_BITS.C | WEIGHT_BITS.D;

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

/**
 * Typo tolerance runs only when the exact matches are fewer than this; so does the search for
 * listings holding only some of the words (after every listing holding all of them).
 */
export const FUZZY_WHEN_FEWER_THAN = 10;

/**
 * Rank tiers, best last: some of the words; every word with typos (anywhere, then in the title);
 * every word (anywhere, then in the title); the title starts with the text. Within a tier, a
 * listing holding the last word whole comes before one holding only a longer word it starts
 * (`ideas`: idea before ideal), then featured listings first.
 */
const TIER = { some: 0, typo: 1, typoTitle: 2, anywhere: 3, title: 4, titleStart: 5 } as const;
/**
 * Points of the best weight a word is found with when listings hold only some of the words: a
 * title or place word counts most, keywords (labels among them) less, a description word least.
 */
const SOME_WORDS_POINTS = Float32Array.from({ length: 16 }, (_, mask) =>
  mask & (WEIGHT_BITS.A | WEIGHT_BITS.B) ? 10 : mask & WEIGHT_BITS.C ? 4 : mask ? 1 : 0,
);

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
 * The catalogue's search documents in this process's memory (decision 024): posting lists per
 * lexeme, the sorted vocabulary for prefixes, titles in order for title prefixes and the title,
 * place and label words (as written and as lexemes) for typo tolerance. Built from the vectors
 * PostgreSQL computed, so matching is PostgreSQL's own full-text matching, with accents folded on
 * both sides (fold-text.ts); answering takes no query. Synchronous and not shared between
 * processes: each process keeps its own, fed by search-engine.ts.
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
  /** Words of titles, places and labels (as written, and their lexemes), by length, for typo tolerance. */
  private readonly typoWords = new Map<number, string[]>();
  /** Each typo target and the lexemes it stands for. */
  private readonly typoTargets = new Map<string, string[]>();
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
  /** Per slot, the points of the words found when only some are (all zero between searches). */
  private somePoints = new Float32Array(1024);

  constructor() {
    for (const word of LABEL_WORDS) {
      const lexeme = queryLexeme(word);
      if (lexeme) this.addTypoTarget(word, lexeme);
    }
  }

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
    this.slotTitle[slot] = foldText(document.title);
    this.slotShown[slot] = packShown(document);
    this.slotTieBreak[slot] = tieBreak(document.title.length, document.listingId);
    this.slotOf.set(document.listingId, slot);
    this.pendingTitles.push(slot);
    for (const [lexeme, mask] of this.foldedLexemes(document, lexemes)) {
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
      if (mask & TYPO_TARGET_WEIGHTS) this.addTypoTarget(lexeme, lexeme);
    }
  }

  /**
   * The document's lexemes with accents folded, plus the lexeme of each title and place word as
   * written and folded (PostgreSQL stems `tōkyō` as it is; a query stems `tokyo`), which become
   * typo targets as written: `itlay` is one typo from `italy`, two from its lexeme `itali`; and
   * the words of the label shown beside it, as title words (`travel advisor` finds advisors first).
   */
  private foldedLexemes({ title, city, country, type }: IndexHit, lexemes: ReadonlyMap<string, number>): Map<string, number> {
    const folded = new Map<string, number>();
    for (const [lexeme, mask] of lexemes) {
      const key = foldText(lexeme);
      folded.set(key, (folded.get(key) ?? 0) | mask);
    }
    const written: [string | null, number][] = [
      [title, WEIGHT_BITS.A],
      [city, WEIGHT_BITS.B],
      [country, WEIGHT_BITS.B],
    ];
    // The label shown beside the result ("Inspire Me", "Spotlight") is the listing's word too.
    for (const word of labelWordsOf(type)) {
      const lexeme = queryLexeme(word);
      if (lexeme) folded.set(lexeme, (folded.get(lexeme) ?? 0) | WEIGHT_BITS.A);
    }
    for (const [text, weight] of written) {
      for (const word of writtenWords(text)) {
        const lexeme = queryLexeme(word);
        if (!lexeme) continue;
        folded.set(lexeme, (folded.get(lexeme) ?? 0) | weight);
        this.addTypoTarget(word, lexeme);
      }
    }
    return folded;
  }

  private addTypoTarget(word: string, lexeme: string): void {
    const lexemes = this.typoTargets.get(word);
    if (lexemes) {
      if (!lexemes.includes(lexeme)) lexemes.push(lexeme);
      return;
    }
    this.typoTargets.set(word, [lexeme]);
    const sameLength = this.typoWords.get(word.length);
    if (sameLength) sameLength.push(word);
    else this.typoWords.set(word.length, [word]);
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
    const exactLists = this.joinedWordLists(
      terms.terms,
      terms.terms.map((term) => this.listsFor(term)),
    );
    const exactCount = this.matchAll(exactLists, kindMask, this.intentTerms(terms.terms));
    const whole = this.wholeLastWord(terms.terms, exactCount);
    // A page past every match ranks nothing (and a page number never sizes more than the index).
    const beyond = offset >= exactCount + titleMatches.length && exactCount + titleMatches.length >= FUZZY_WHEN_FEWER_THAN;
    const ranking = new TopKeys(beyond ? 0 : Math.min(offset + limit, this.slotCount));
    let total = exactCount;
    for (let index = 0; index < exactCount; index++) {
      const slot = candidates[index]!;
      const tier = flags[slot]! & 1 ? TIER.titleStart : this.candidateInTitle[index] ? TIER.title : TIER.anywhere;
      ranking.offer(this.rankKey(group(tier, whole(index), featured[slot]!), this.candidateScore[index]!, slot), slot);
      flags[slot] = 2;
    }
    for (const slot of titleMatches) {
      if (flags[slot] === 2) continue;
      ranking.offer(this.rankKey(group(TIER.titleStart, 0, featured[slot]!), 0, slot), slot);
      flags[slot] = 2;
      total++;
    }
    // Every slot ranked so far is flagged 2, so the searches below skip it; all are cleared at the end.
    const ranked: number[] = [...titleMatches, ...candidates.subarray(0, exactCount)];
    if (total < FUZZY_WHEN_FEWER_THAN && terms.text.length >= 3 && terms.terms.length > 0) {
      // Few matches: words within a typo or two of what was typed stand in (after every exact match).
      const nearLists = exactLists.map((lists, index) => this.listsWithTypos(terms.terms[index]!, lists));
      const nearCount = this.matchAll(nearLists, kindMask, this.intentTerms(terms.terms));
      for (let index = 0; index < nearCount; index++) {
        const slot = candidates[index]!;
        if (flags[slot] === 2) continue;
        const tier = this.candidateInTitle[index] ? TIER.typoTitle : TIER.typo;
        ranking.offer(this.rankKey(group(tier, 0, featured[slot]!), this.candidateScore[index]!, slot), slot);
        flags[slot] = 2;
        ranked.push(slot);
        total++;
      }
      // Still few: listings holding the most of the words, the rarer and better placed first.
      if (total < FUZZY_WHEN_FEWER_THAN && terms.terms.length > 1) {
        total += this.rankSomeWords(terms.terms, nearLists, kindMask, ranking, ranked);
      }
    }
    for (const slot of ranked) flags[slot] = 0;
    return { hits: ranking.best(offset).map((slot) => this.hitOf(slot)), total };
  }

  /**
   * Offers every listing (alive, of an allowed kind, not ranked yet) holding at least one of the
   * words, below every listing holding all of them: each word found adds the points of its best
   * weight, times how specific the word is (rarer words count more; intent words like `ideas`
   * less). Returns how many were offered; they join `ranked`.
   */
  private rankSomeWords(terms: QueryTerm[], termLists: Postings[][], kindMask: number, ranking: TopKeys, ranked: number[]): number {
    const flags = this.flags;
    const alive = this.slotAlive;
    const kind = this.slotKind;
    const scratch = this.scratch;
    const points = this.somePoints;
    const documents = Math.max(this.slotOf.size, 2);
    const touched: number[] = [];
    let bestPossible = 0;
    termLists.forEach((lists, index) => {
      const found = lists.reduce((sum, list) => sum + list.length, 0);
      if (found === 0) return;
      const rarity = 1 + (2 * Math.log(documents / Math.min(found, documents))) / Math.log(documents);
      const weight = rarity * (INTENT_WORDS.has(terms[index]!.typed) ? 0.3 : 1);
      bestPossible += weight * SOME_WORDS_POINTS[WEIGHT_BITS.A]!;
      const termSlots: number[] = [];
      for (const { entries, length } of lists) {
        for (let at = 0; at < length; at++) {
          const entry = entries[at]!;
          const slot = entry >> 4;
          if (flags[slot] === 2 || !alive[slot] || !((kindMask >> kind[slot]!) & 1)) continue;
          if (scratch[slot] === 0) termSlots.push(slot);
          scratch[slot]! |= entry & 15;
        }
      }
      for (const slot of termSlots) {
        if (points[slot] === 0) touched.push(slot);
        points[slot]! += weight * SOME_WORDS_POINTS[scratch[slot]!]!;
        scratch[slot] = 0;
      }
    });
    const scale = (SCORE_SPAN - 1) / Math.max(bestPossible, 1);
    for (const slot of touched) {
      ranking.offer(this.rankKey(group(TIER.some, 0, 0), Math.round(points[slot]! * scale), slot), slot);
      points[slot] = 0;
      flags[slot] = 2;
      ranked.push(slot);
    }
    return touched.length;
  }

  /** Which terms are intent words (`ideas`, `tips`): they must match but add nothing to the score. */
  private intentTerms(terms: QueryTerm[]): boolean[] {
    return terms.map((term) => terms.length > 1 && INTENT_WORDS.has(term.typed));
  }

  /**
   * For each of the first `count` candidates, 1 when it holds the last word whole (its own
   * lexeme), not only a longer word the word being typed starts; 0 otherwise.
   */
  private wholeLastWord(terms: QueryTerm[], count: number): (index: number) => number {
    const last = terms.at(-1);
    const list = last?.prefix ? this.postings.get(last.lexeme) : undefined;
    if (!list) return () => 0;
    // Read while the candidates are ranked, before any other match overwrites them.
    const slots = this.candidateSlots;
    return (index) => (index < count && findWeights(list, slots[index]!) ? 1 : 0);
  }

  /**
   * Two words typed apart that the catalogue writes as one (`sugar bird`, `over water`): a
   * listing holding the joined word holds both.
   */
  private joinedWordLists(terms: QueryTerm[], termLists: Postings[][]): Postings[][] {
    const lists = termLists.map((list) => [...list]);
    for (let index = 0; index + 1 < terms.length; index++) {
      const next = terms[index + 1]!;
      const lexeme = queryLexeme(terms[index]!.typed + next.typed);
      if (!lexeme) continue;
      const joined = this.listsFor({ lexeme, prefix: next.prefix, typed: lexeme }, false);
      lists[index]!.push(...joined);
      lists[index + 1]!.push(...joined);
    }
    return lists;
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

  /**
   * The posting lists a term matches exactly: its lexeme, or every lexeme it starts; any group
   * of its alternatives (st: saint) held together; and when the word itself is in no listing,
   * the two words it may run together (`capetown`, `hoian`: a stop word needs no match).
   */
  private listsFor(term: QueryTerm, withSplits = true): Postings[] {
    const lists: Postings[] = [];
    if (!term.prefix) {
      const list = this.postings.get(term.lexeme);
      if (list) lists.push(list);
    } else {
      for (let index = lowerBound(this.vocabulary, term.lexeme); index < this.vocabulary.length; index++) {
        const lexeme = this.vocabulary[index]!;
        if (!lexeme.startsWith(term.lexeme)) break;
        lists.push(this.postings.get(lexeme)!);
      }
    }
    for (const group of term.alternatives ?? []) {
      const together = intersectGroups(group.map((lexeme) => this.listsFor({ lexeme, prefix: false, typed: lexeme }, false)));
      if (together) lists.push(together);
    }
    if (lists.length === 0 && withSplits) lists.push(...this.splitWordLists(term));
    return lists;
  }

  /**
   * The listings holding both halves of a word typed as one, for every way of cutting it in two
   * (whole words both: a word still being typed is not cut).
   */
  private splitWordLists(term: QueryTerm): Postings[] {
    const lists: Postings[] = [];
    const word = term.typed;
    for (let cut = 3; cut <= word.length - 2; cut++) {
      const [head, tail] = [word.slice(0, cut), word.slice(cut)];
      const headLexeme = queryLexeme(head);
      if (!headLexeme) continue;
      const groups: Postings[][] = [this.listsFor({ lexeme: headLexeme, prefix: false, typed: head }, false)];
      // A stop word at the end (the "an" of Hoi An) is in no vector and needs no match.
      const tailLexeme = queryLexeme(tail);
      if (tailLexeme) groups.push(this.listsFor({ lexeme: tailLexeme, prefix: false, typed: tail }, false));
      if (groups.some((group) => group.length === 0)) continue;
      const together = intersectGroups(groups);
      if (together) lists.push(together);
    }
    return lists;
  }

  /**
   * A term's exact lists plus those of title, place and label words within its typo budget,
   * compared with the word as typed and with its lexeme (of the whole word, or for the word
   * still being typed, of as many letters as were typed).
   */
  private listsWithTypos(term: QueryTerm, exact: Postings[]): Postings[] {
    const budget = typoBudget(term.typed.length);
    if (budget === 0) return exact;
    const lists = new Set(exact);
    const forms = term.lexeme === term.typed ? [term.typed] : [term.typed, term.lexeme];
    const shortest = Math.min(...forms.map((form) => form.length));
    const longest = Math.max(...forms.map((form) => form.length));
    for (const [length, words] of this.typoWords) {
      if (length < shortest - budget || (!term.prefix && length > longest + budget)) continue;
      for (const target of words) {
        // A lexeme ending in i was a word ending in y (tuscani: tuscany): compare that word.
        const candidates = target.endsWith("i") ? [target, `${target.slice(0, -1)}y`] : [target];
        const near = candidates.some((candidate) =>
          forms.some(
            (form) =>
              candidate !== form &&
              ((Math.abs(length - form.length) <= budget && typoDistance(form, candidate, budget) <= budget) ||
                (term.prefix && length > form.length && typoDistance(form, candidate.slice(0, form.length), budget) <= budget)),
          ),
        );
        if (!near) continue;
        for (const lexeme of this.typoTargets.get(target)!) {
          const list = this.postings.get(lexeme);
          if (list) lists.add(list);
        }
      }
    }
    return [...lists];
  }

  /**
   * Slots (alive, of an allowed kind) found in at least one list of every term, into the
   * candidate arrays (whether every term is in the title, the summed weight score); returns how
   * many. Terms are taken smallest first, so the candidates start few; each further term marks
   * its lists in the scratch bytes (or, when the candidates are few against long lists, looks
   * each one up by binary search) and the candidates are filtered in place.
   */
  private matchAll(termLists: Postings[][], kindMask: number, intent: boolean[] = []): number {
    if (termLists.length === 0 || termLists.some((lists) => lists.length === 0)) return 0;
    const sized = termLists
      .map((lists, index) => ({ lists, size: lists.reduce((sum, list) => sum + list.length, 0), scores: !intent[index] }))
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
      score[index] = sized[0]!.scores ? WEIGHT_SCORE[mask]! : 0;
      scratch[slot] = 0;
    }
    for (const { lists, size, scores } of sized.slice(1)) {
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
        score[kept] = score[index]! + (scores ? WEIGHT_SCORE[mask]! : 0);
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
      this.somePoints = new Float32Array(capacity);
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
    // A target stays while a listing holds one of its lexemes; label words always do.
    const labels = new Set(LABEL_WORDS);
    for (const [word, lexemes] of this.typoTargets) {
      if (!labels.has(word) && !lexemes.some((lexeme) => this.postings.has(lexeme))) this.typoTargets.delete(word);
    }
    for (const [length, words] of this.typoWords) {
      const kept = words.filter((word) => this.typoTargets.has(word));
      if (kept.length === 0) this.typoWords.delete(length);
      else this.typoWords.set(length, kept);
    }
    this.titleOrder = this.titleOrder.map((slot) => newSlot[slot]!).filter((slot) => slot >= 0);
    this.pendingTitles = this.pendingTitles.map((slot) => newSlot[slot]!).filter((slot) => slot >= 0);
  }
}

/** A rank key's group: the tier, then whether the last word is held whole, then featured. */
function group(tier: number, whole: number, featured: number): number {
  return (tier * 2 + whole) * 2 + featured;
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
