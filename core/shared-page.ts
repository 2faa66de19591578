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

const fillPatterns = new WeakMap<SharedPageMarks, { hearts: RegExp; accountArea: RegExp }>();

function patternsOf(marks: SharedPageMarks) {
  let patterns = fillPatterns.get(marks);
  if (!patterns) {
    const start = escapeForPattern(marks.heartStart(0)).replace(/0S$/, "(\\d+)S");
    const separator = escapeForPattern(TEXT_SEPARATOR);
    patterns = {
      hearts: new RegExp(
        `(?:${separator})?${start}([\\s\\S]*?)${escapeForPattern(marks.heartBetween)}([\\s\\S]*?)${escapeForPattern(marks.heartEnd)}(?:${separator})?`,
        "g",
      ),
      accountArea: new RegExp(`(?:${separator})?${escapeForPattern(marks.accountArea)}(?:${separator})?`, "g"),
    };
    fillPatterns.set(marks, patterns);
  }
  return patterns;
}

/** The page as one reader sees it: every mark replaced by what `fill` says. */
export function fillSharedPage(body: string, marks: SharedPageMarks, fill: SharedPageFill): string {
  const { hearts, accountArea } = patternsOf(marks);
  return body
    .replace(hearts, (_match, id: string, pressed: string, unpressed: string) =>
      fill.favoriteIds.has(Number(id)) ? pressed : unpressed,
    )
    .replace(accountArea, () => fill.accountAreaHtml)
    .replaceAll(encodeRouterStreamString(marks.memberData), () => encodeRouterStreamString(fill.memberData));
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
