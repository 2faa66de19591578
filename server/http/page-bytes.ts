import { holeText, splitSharedPage, type SharedPageFill, type SharedPageMarks } from "../../core/shared-page";

/**
 * A kept page as UTF-8 bytes cut where responses differ: the nonce and correlation placeholders
 * (page-cache.ts) and, for a page rendered once for everyone, its marks (core/shared-page.ts).
 * Made once per kept page; each response joins the parts around its own values, a copy of bytes
 * instead of searching the page's text and encoding it again (a page is 90-160 KB with its
 * first-paint styles).
 */
export type PageBytes = { parts: Buffer[]; holes: ByteHole[] };

type ByteHole =
  | { kind: "nonce" }
  | { kind: "correlation" }
  | { kind: "accountArea" }
  | { kind: "memberData" }
  | { kind: "heart"; id: number; pressed: Buffer; unpressed: Buffer }
  /** The first paint's styles, one copy shared by every page that has the same (decision 057). */
  | { kind: "styles"; bytes: Buffer };

export type Placeholders = { nonce: string; correlation: string };

/** Cuts `text` at the placeholders, adding its parts and holes to `into` (its last part open). */
function cutAtPlaceholders(text: string, placeholders: Placeholders, into: { parts: string[]; holes: ByteHole[] }): void {
  let from = 0;
  for (;;) {
    const nonceAt = text.indexOf(placeholders.nonce, from);
    const correlationAt = text.indexOf(placeholders.correlation, from);
    const at = nonceAt === -1 ? correlationAt : correlationAt === -1 ? nonceAt : Math.min(nonceAt, correlationAt);
    if (at === -1) break;
    into.parts[into.parts.length - 1] += text.slice(from, at);
    const kind = at === nonceAt ? "nonce" : "correlation";
    into.holes.push({ kind });
    into.parts.push("");
    from = at + placeholders[kind].length;
  }
  into.parts[into.parts.length - 1] += text.slice(from);
}

/** One copy of each distinct first-paint `<style>` element as bytes, however many pages carry it. */
const styleBytes = new Map<string, Buffer>();
function bytesOfStyles(element: string): Buffer {
  const known = styleBytes.get(element);
  if (known) return known;
  if (styleBytes.size >= 500) styleBytes.clear();
  const bytes = Buffer.from(element);
  styleBytes.set(element, bytes);
  return bytes;
}

/**
 * `html` cut for `joinPageBytes`, with `headStyles` (a `<style>` element) at the end of its head
 * as critical-css.ts insertInHead puts it; with `marks`, also cut at a shared page's marks, and
 * then null when a heart's rendering holds a placeholder (it would need filling twice): such a
 * page is filled as text.
 */
export function toPageBytes(html: string, placeholders: Placeholders, options?: { headStyles?: string | undefined }): PageBytes;
export function toPageBytes(html: string, placeholders: Placeholders, options: { marks: SharedPageMarks; headStyles?: string | undefined }): PageBytes | null;
export function toPageBytes(html: string, placeholders: Placeholders, options: { marks?: SharedPageMarks; headStyles?: string | undefined } = {}): PageBytes | null {
  const cut = { parts: [""], holes: [] as ByteHole[] };
  const headEnd = options.headStyles ? html.indexOf("</head>") : -1;
  const halves = headEnd === -1 ? [html] : [html.slice(0, headEnd), html.slice(headEnd)];
  for (const [half, text] of halves.entries()) {
    if (half === 1 && options.headStyles) {
      cut.holes.push({ kind: "styles", bytes: bytesOfStyles(options.headStyles) });
      cut.parts.push("");
    }
    const { texts, holes } = options.marks ? splitSharedPage(text, options.marks) : { texts: [text], holes: [] };
    for (const [index, between] of texts.entries()) {
      cutAtPlaceholders(between, placeholders, cut);
      const hole = holes[index];
      if (!hole) continue;
      if (hole.kind === "heart") {
        const holds = (rendering: string) => rendering.includes(placeholders.nonce) || rendering.includes(placeholders.correlation);
        if (holds(hole.pressed) || holds(hole.unpressed)) return null;
        cut.holes.push({ kind: "heart", id: hole.id, pressed: Buffer.from(hole.pressed), unpressed: Buffer.from(hole.unpressed) });
      } else cut.holes.push({ kind: hole.kind });
      cut.parts.push("");
    }
  }
  return { parts: cut.parts.map((part) => Buffer.from(part)), holes: cut.holes };
}

/** The page for one response: its nonce and correlation id, and for a shared page its reader's `fill`. */
export function joinPageBytes(bytes: PageBytes, values: { nonce: string; correlationId: string; fill?: SharedPageFill }): Buffer {
  const nonce = Buffer.from(values.nonce);
  const correlation = Buffer.from(values.correlationId);
  const pieces: Buffer[] = [];
  for (const [index, part] of bytes.parts.entries()) {
    pieces.push(part);
    const hole = bytes.holes[index];
    if (!hole) continue;
    if (hole.kind === "nonce") pieces.push(nonce);
    else if (hole.kind === "correlation") pieces.push(correlation);
    else if (hole.kind === "styles") pieces.push(hole.bytes);
    else {
      if (!values.fill) throw new Error("A shared page's marks need a reader's fill");
      if (hole.kind === "heart") pieces.push(values.fill.favoriteIds.has(hole.id) ? hole.pressed : hole.unpressed);
      else pieces.push(Buffer.from(holeText(hole, values.fill)));
    }
  }
  return Buffer.concat(pieces);
}
