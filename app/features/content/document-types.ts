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

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function splitLinks(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ text: line.slice(last, index) });
    pieces.push({ text: match[1] ?? "", href: match[2] ?? "" });
    last = index + match[0].length;
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
