/**
 * The styles a page needs for its first paint, inlined in its head, so the site's stylesheet no
 * longer blocks rendering (decision 057): the rules of the built stylesheet whose selectors can
 * match the page, judged by the classes its HTML uses. The whole stylesheet still loads, after the
 * first paint (app/root.tsx); it holds the same rules in the same order, so nothing on screen moves
 * when it arrives.
 *
 * A rule is kept when one of its selectors names only classes the page uses (or classes in
 * `alwaysClasses`). Everything else in a selector (elements, ids, attributes, states, the insides
 * of :not(), :is(), :has()...) is not judged, so a kept rule may never match: the inlined CSS is a
 * superset of what the page's HTML needs, never a subset.
 */

type Block =
  | { kind: "rule"; selectors: { text: string; classes: string[] }[]; declarations: string }
  | { kind: "group"; prelude: string; children: Block[] }
  | { kind: "verbatim"; text: string };

/** At-rules whose block holds style rules (kept when one of their rules is). */
const GROUPING_AT_RULES = new Set(["media", "supports", "container", "layer", "scope", "document"]);

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12;

/** The index just past the string that opens at `start` (a quote), escapes included. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === "\\" ? 2 : 1;
  return index + 1;
}

/** The index just past the comment that opens at `start`. */
function skipComment(css: string, start: number): number {
  const end = css.indexOf("*/", start + 2);
  return end === -1 ? css.length : end + 2;
}

/**
 * Walks `text` from `start` past strings and comments, calling `visit` with each other character's
 * index and the depth of parentheses and brackets around it (a bracket itself is visited at the
 * depth outside it). `visit` answers true to stop there, a later index to go on from, or nothing to
 * go on with the next character. Returns where it stopped (text.length if it never did).
 */
function scan(text: string, start: number, visit: (index: number, depth: number) => boolean | number | void): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const character = text[index];
    if (character === '"' || character === "'") {
      index = skipString(text, index);
      continue;
    }
    if (character === "/" && text[index + 1] === "*") {
      index = skipComment(text, index);
      continue;
    }
    if (character === ")" || character === "]") depth = Math.max(0, depth - 1);
    const answer = visit(index, depth);
    if (answer === true) return index;
    if (character === "(" || character === "[") depth += 1;
    index = typeof answer === "number" ? answer : index + 1;
  }
  return text.length;
}

/** From `start`, the index of the first `{`, `;` or `}` outside parentheses and brackets. */
function preludeEnd(css: string, start: number): number {
  return scan(css, start, (index, depth) => depth === 0 && (css[index] === "{" || css[index] === ";" || css[index] === "}"));
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let braces = 0;
  return scan(css, open, (index) => {
    if (css[index] === "{") braces += 1;
    else if (css[index] === "}") {
      braces -= 1;
      return braces === 0;
    }
    return false;
  });
}

/** Splits at commas outside parentheses, brackets and strings. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  scan(text, 0, (index, depth) => {
    if (text[index] === "," && depth === 0) {
      parts.push(text.slice(from, index));
      from = index + 1;
    }
  });
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

const isNameCharacter = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45 || code === 95 || code >= 128;

/** The class names a selector requires, outside parentheses and brackets (escapes resolved). */
export function classesOfSelector(selector: string): string[] {
  const classes: string[] = [];
  scan(selector, 0, (dot, depth) => {
    if (selector[dot] !== "." || depth > 0) return;
    let name = "";
    let index = dot + 1;
    while (index < selector.length) {
      if (selector[index] === "\\" && index + 1 < selector.length) {
        name += selector[index + 1];
        index += 2;
      } else if (isNameCharacter(selector.charCodeAt(index))) {
        name += selector[index];
        index += 1;
      } else break;
    }
    if (name !== "") classes.push(name);
    return index;
  });
  return classes;
}

function parseBlocks(css: string, start: number, end: number): Block[] {
  const blocks: Block[] = [];
  let index = start;
  while (index < end) {
    const code = css.charCodeAt(index);
    if (isSpace(code)) {
      index += 1;
      continue;
    }
    if (css[index] === "/" && css[index + 1] === "*") {
      index = skipComment(css, index);
      continue;
    }
    const stop = Math.min(preludeEnd(css, index), end);
    const prelude = css.slice(index, stop).trim();
    if (stop >= end || css[stop] !== "{") {
      // A statement (`@import ...;`, `@layer a, b;`) or a stray `}`: kept as written.
      if (prelude !== "" && css[stop] === ";") blocks.push({ kind: "verbatim", text: `${prelude};` });
      index = stop + 1;
      continue;
    }
    const close = blockEnd(css, stop);
    if (prelude.startsWith("@")) {
      const name = /^@([-\w]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
      if (GROUPING_AT_RULES.has(name)) blocks.push({ kind: "group", prelude, children: parseBlocks(css, stop + 1, close) });
      else blocks.push({ kind: "verbatim", text: css.slice(index, close + 1) });
    } else {
      blocks.push({
        kind: "rule",
        selectors: splitTopLevel(prelude).map((text) => ({ text, classes: classesOfSelector(text) })),
        declarations: css.slice(stop + 1, close),
      });
    }
    index = close + 1;
  }
  return blocks;
}

function writeBlocks(blocks: readonly Block[], isUsed: (name: string) => boolean): string {
  let out = "";
  for (const block of blocks) {
    if (block.kind === "verbatim") out += block.text;
    else if (block.kind === "group") {
      const inner = writeBlocks(block.children, isUsed);
      if (inner !== "") out += `${block.prelude}{${inner}}`;
    } else {
      const kept = block.selectors.filter((selector) => selector.classes.every(isUsed));
      if (kept.length > 0) out += `${kept.map((selector) => selector.text).join(",")}{${block.declarations}}`;
    }
  }
  return out;
}

/** The class names in an HTML document's `class="..."` attributes (as React writes them). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  const marker = ' class="';
  let index = html.indexOf(marker);
  while (index !== -1) {
    const start = index + marker.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    for (const name of html.slice(start, end).split(/\s+/)) if (name !== "") classes.add(decodeClassName(name));
    index = html.indexOf(marker, end);
  }
  return classes;
}

/** React escapes `&` (and `<`, `>`) in attributes; class names rarely hold them. */
function decodeClassName(name: string): string {
  return name.includes("&") ? name.replaceAll("&amp;", "&").replaceAll("&lt;", "<").replaceAll("&gt;", ">") : name;
}

export type CriticalCss = {
  /** The rules of the stylesheet that may apply to `html`, in the stylesheet's order. */
  forHtml(html: string): string;
  /** The `<style>` element holding `forHtml(html)` ("" when no rule applies). */
  styleElementFor(html: string): string;
  /** `html` with that element at the end of its head. */
  inline(html: string): string;
};

/** `html` with `element` just before `</head>` (unchanged without a head or an element). */
export function insertInHead(html: string, element: string): string {
  const headEnd = element === "" ? -1 : html.indexOf("</head>");
  return headEnd === -1 ? html : `${html.slice(0, headEnd)}${element}${html.slice(headEnd)}`;
}

/**
 * `stylesheet`: the built site stylesheet; `alwaysClasses`: classes taken as used on every page
 * (the header's account area, which differs per reader while the inlined styles must not:
 * a page rendered once for everyone carries the same styles as one rendered for its reader).
 */
export function createCriticalCss(stylesheet: string, alwaysClasses: Iterable<string> = []): CriticalCss {
  const blocks = parseBlocks(stylesheet, 0, stylesheet.length);
  const always = new Set(alwaysClasses);
  const forHtml = (html: string) => {
    const used = classesInHtml(html);
    return writeBlocks(blocks, (name) => used.has(name) || always.has(name));
  };
  const styleElementFor = (html: string) => {
    // `</style` cannot occur in a built stylesheet's rules, but a class name could in theory
    // carry `<`: never let the text close its element early.
    const css = forHtml(html).replaceAll("</style", "<\\/style");
    return css === "" ? "" : `<style data-critical-css="">${css}</style>`;
  };
  return { forHtml, styleElementFor, inline: (html) => insertInHead(html, styleElementFor(html)) };
}

/** Class names named in CSS source (a selector's `.name`), for `alwaysClasses`. */
export function classesInCss(css: string): Set<string> {
  const classes = new Set<string>();
  for (const block of parseBlocks(css, 0, css.length)) collectClasses(block, classes);
  return classes;
}

function collectClasses(block: Block, into: Set<string>): void {
  if (block.kind === "group") for (const child of block.children) collectClasses(child, into);
  else if (block.kind === "rule") for (const selector of block.selectors) for (const name of selector.classes) into.add(name);
}
