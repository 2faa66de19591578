/**
 * Letters that are not a base letter plus marks, so Unicode decomposition leaves them as they
 * are: each is spelled as a person without the key would type it (œ → oe, ß → ss, æ → ae).
 */
const LIGATURES: Record<string, string> = {
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ẞ: "ss",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  ı: "i",
  þ: "th",
  ĳ: "ij",
  ﬀ: "ff",
  ﬁ: "fi",
  ﬂ: "fl",
};
const LIGATURE_PATTERN = new RegExp(`[${Object.keys(LIGATURES).join("")}]`, "gu");
const MARKS = /\p{M}+/gu;
const NOT_ASCII = /[^ -~]/;

/**
 * Text as search compares it, on both sides (the catalogue's words and what a person types):
 * lower case, accents dropped and ligatures written out, so `Cœur`, `Hội An` and `Tōkyō` meet
 * `coeur`, `hoi an` and `tokyo`.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most words) has nothing to fold.
  if (!NOT_ASCII.test(lower)) return lower;
  return lower.replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter).normalize("NFKD").replace(MARKS, "").normalize("NFC");
}
