/**
 * One rendering of a page for everyone (decision 055): what a signed-in member sees differently
 * from a visitor on a catalogue page is small (the header's account area, which hearts are pressed,
 * and the member's data the page hydrates with), so such a page is rendered once with marks in
 * those places and each response fills them, for a visitor or for one member. The marks are
 * letters and digits only, random per process, so they survive HTML and JSON escaping unchanged and
 * no content can contain them.
 */
export type SharedPageMarks = {
  /** Stands where the header's account area goes (a text node between elements). */
  readonly accountArea: string;
  /** Stands for the member's data string in the root's loader data. */
  readonly memberData: string;
  /** Opens a heart's two renderings (pressed first) for the listing `id`. */
  heartStart(id: number): string;
  /** Separates the pressed rendering from the unpressed one. */
  readonly heartBetween: string;
  /** Closes a heart's renderings. */
  readonly heartEnd: string;
};

/** `prefix`: random letters and digits (at least 16), one per process. */
export function createSharedPageMarks(prefix: string): SharedPageMarks {
  if (!/^[A-Za-z0-9]{16,}$/.test(prefix)) throw new Error("A shared page mark prefix is 16 or more letters and digits");
  return {
    accountArea: `${prefix}A`,
    memberData: `${prefix}M`,
    heartStart: (id) => `${prefix}H${Math.trunc(id)}S`,
    heartBetween: `${prefix}HB`,
    heartEnd: `${prefix}HE`,
  };
}

/** What one response puts in a shared page's marks. */
export type SharedPageFill = {
  /** The header's account area as HTML (the member's menu, or a visitor's JOIN NOW and LOG-IN). */
  accountAreaHtml: string;
  /** The root loader's `member` string (memberDataString). */
  memberData: string;
  /** The listings whose hearts show pressed. */
  favoriteIds: ReadonlySet<number>;
};

/**
 * How a string of a route's loader data is written in React Router's hydration script: the
 * turbo-stream payload holds it as a JSON string, the payload itself is a JSON string in the
 * script, and `<`, `>`, `&`, U+2028 and U+2029 are written as \u escapes (react-router's
 * `escapeHtml`). The test compares a filled page with a page rendered for the member outright.
 */
function encodeRouterStreamString(value: string): string {
  return JSON.stringify(JSON.stringify(value))
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** React writes `<!-- -->` between two text nodes; a mark that becomes an element leaves it behind. */
const TEXT_SEPARATOR = "<!-- -->";

/** A place in a shared page that each response fills. */
export type SharedPageHole =
  | { kind: "heart"; id: number; pressed: string; unpressed: string }
  | { kind: "accountArea" }
  | { kind: "memberData" };

const fillPatterns = new WeakMap<SharedPageMarks, RegExp>();

/** One pattern for every mark: a heart (id, pressed, unpressed), the account area, the member's data. */
function patternOf(marks: SharedPageMarks): RegExp {
  let pattern = fillPatterns.get(marks);
  if (!pattern) {
    const start = escapeForPattern(marks.heartStart(0)).replace(/0S$/, "(\\d+)S");
    const separator = escapeForPattern(TEXT_SEPARATOR);
    const heart = `(?:${separator})?${start}([\\s\\S]*?)${escapeForPattern(marks.heartBetween)}([\\s\\S]*?)${escapeForPattern(marks.heartEnd)}(?:${separator})?`;
    const accountArea = `(?:${separator})?(${escapeForPattern(marks.accountArea)})(?:${separator})?`;
    const memberData = escapeForPattern(encodeRouterStreamString(marks.memberData));
    pattern = new RegExp(`${heart}|${accountArea}|${memberData}`, "g");
    fillPatterns.set(marks, pattern);
  }
  return pattern;
}

/**
 * A shared page cut at its marks: `texts` around `holes`, in order (texts has one more entry). The
 * server keeps a page cut once and joins it for each reader (server/http/page-bytes.ts).
 */
export function splitSharedPage(body: string, marks: SharedPageMarks): { texts: string[]; holes: SharedPageHole[] } {
  const texts: string[] = [];
  const holes: SharedPageHole[] = [];
  let from = 0;
  for (const match of body.matchAll(patternOf(marks))) {
    texts.push(body.slice(from, match.index));
    if (match[1] !== undefined) holes.push({ kind: "heart", id: Number(match[1]), pressed: match[2] ?? "", unpressed: match[3] ?? "" });
    else if (match[4] !== undefined) holes.push({ kind: "accountArea" });
    else holes.push({ kind: "memberData" });
    from = match.index + match[0].length;
  }
  texts.push(body.slice(from));
  return { texts, holes };
}

/** What one reader's response puts in `hole`. */
export function holeText(hole: SharedPageHole, fill: SharedPageFill): string {
  switch (hole.kind) {
    case "heart":
      return fill.favoriteIds.has(hole.id) ? hole.pressed : hole.unpressed;
    case "accountArea":
      return fill.accountAreaHtml;
    case "memberData":
      return encodeRouterStreamString(fill.memberData);
  }
}

/** The page as one reader sees it: every mark replaced by what `fill` says. */
export function fillSharedPage(body: string, marks: SharedPageMarks, fill: SharedPageFill): string {
  const { texts, holes } = splitSharedPage(body, marks);
  let page = texts[0] ?? "";
  holes.forEach((hole, index) => {
    page += holeText(hole, fill) + (texts[index + 1] ?? "");
  });
  return page;
}

/**
 * A visitor's `member` string. A word no other loader value is, so React Router's payload holds
 * it once, in the same place whether the page was filled or rendered outright (its encoding writes
 * a repeated string as a reference to the first).
 */
const VISITOR_MEMBER_DATA = "no-member";

/** The root loader's `member` string: the member's data as JSON, or the visitor's word. */
export function memberDataString(member: object | null): string {
  return member ? JSON.stringify(member) : VISITOR_MEMBER_DATA;
}

/** The member's data from the root loader's `member` string; null for a visitor (or a mark). */
export function parseMemberData(raw: unknown): unknown {
  if (typeof raw !== "string" || !raw.startsWith("{")) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
