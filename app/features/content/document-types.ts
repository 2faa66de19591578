/**
 * Written pages (legal terms, FAQ) as data, rendered by one component. Text is plain; the only
 * markup is `[label](/path)` for a link, so copy can be edited without touching JSX.
 */
export type DocumentBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export type DocumentSection = {
  /** The anchor of the section (#cookies...), stable because other pages link to it. */
  id: string;
  heading: string;
  blocks: DocumentBlock[];
};

export type LegalDocument = {
  path: string;
  title: string;
  /** One or two sentences under the title: who the document is for. */
  summary: string;
  /** ISO date, shown as "Last updated". */
  lastUpdated: string;
  sections: DocumentSection[];
};

export type FaqEntry = { id: string; question: string; answer: string[] };
export type FaqGroup = { id: string; heading: string; entries: FaqEntry[] };

/** `[label](href)` pieces of a line of copy, in order. */
export type TextPiece = { text: string } | { text: string; href: string };

const ENDS_HREF = /[)\s]/;

/**
 * The `[label](href)` links of a line, left to right: what /\[([^\]]+)\]\(([^)\s]+)\)/g finds
 * (a label of anything but ']', an href of anything but ')' and spaces), found in one pass. That
 * pattern started over at every '[' and read to the next ']' or ')' each time: n² steps on a long
 * run of '['. Here a '[' whose link fails passes the failure on to every '[' up to its ']', as they
 * would fail the same way, and the end of an href is looked for once per stretch of text.
 */
function findLinks(line: string): { index: number; end: number; label: string; href: string }[] {
  const links: { index: number; end: number; label: string; href: string }[] = [];
  // The first ')' or space at or after the last place looked from (valid while reading left to right).
  let hrefEnd = -1;
  let from = 0;
  for (;;) {
    const open = line.indexOf("[", from);
    if (open === -1) break;
    const close = line.indexOf("]", open + 1);
    // No ']' after this '[', so none after any later one either.
    if (close === -1) break;
    if (close === open + 1) {
      from = open + 1;
      continue;
    }
    if (line.charAt(close + 1) === "(") {
      const hrefStart = close + 2;
      if (hrefStart > hrefEnd) {
        hrefEnd = hrefStart;
        while (hrefEnd < line.length && !ENDS_HREF.test(line.charAt(hrefEnd))) hrefEnd += 1;
      }
      if (hrefEnd > hrefStart && line.charAt(hrefEnd) === ")") {
        links.push({ index: open, end: hrefEnd + 1, label: line.slice(open + 1, close), href: line.slice(hrefStart, hrefEnd) });
        from = hrefEnd + 1;
        continue;
      }
    }
    from = close + 1;
  }
  return links;
}

export function splitLinks(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const link of findLinks(line)) {
    if (link.index > last) pieces.push({ text: line.slice(last, link.index) });
    pieces.push({ text: link.label, href: link.href });
    last = link.end;
  }
  if (last < line.length) pieces.push({ text: line.slice(last) });
  return pieces;
}

/** The line as plain text, for JSON-LD and descriptions. */
export function plainText(line: string): string {
  return splitLinks(line)
    .map((piece) => piece.text)
    .join("");
}
