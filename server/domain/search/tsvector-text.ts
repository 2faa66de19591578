import { WEIGHT_BITS } from "./search-index";

const WEIGHT_OF_LETTER: Record<string, number> = { A: WEIGHT_BITS.A, B: WEIGHT_BITS.B, C: WEIGHT_BITS.C, D: WEIGHT_BITS.D };

/**
 * Reads PostgreSQL's text form of a tsvector (`'rosa':2A 'villa':1A,7 'amalfi':3B`) into each
 * lexeme and the weights it appears with. A position without a letter has weight D, as has a
 * lexeme without positions. Lexemes starting with `~` (the kind token of migration 0013) are
 * left out: the index keeps the kind itself. Quotes inside a lexeme come doubled, and a backslash
 * escapes the next character. With `weight`, every lexeme gets that weight whatever its positions
 * say (for the text of `strip(ts_filter(vector, '{a}'))`, which keeps one weight's lexemes without
 * positions); the weights are or-ed into `lexemes`, so one map can take several such texts.
 */
export function parseTsvectorText(text: string, lexemes = new Map<string, number>(), weight?: number): Map<string, number> {
  let index = 0;
  while (index < text.length) {
    if (text[index] === " ") {
      index++;
      continue;
    }
    if (text[index] !== "'") throw new Error(`unexpected tsvector text at ${index}: ${text.slice(index, index + 20)}`);
    index++;
    let lexeme = "";
    for (;;) {
      const char = text[index];
      if (char === undefined) throw new Error("unterminated lexeme in tsvector text");
      if (char === "\\") {
        lexeme += text[index + 1] ?? "";
        index += 2;
      } else if (char === "'") {
        if (text[index + 1] === "'") {
          lexeme += "'";
          index += 2;
        } else {
          index++;
          break;
        }
      } else {
        lexeme += char;
        index++;
      }
    }
    let mask = 0;
    if (text[index] === ":") {
      index++;
      while (index < text.length && text[index] !== " ") {
        const char = text[index]!;
        if (char >= "0" && char <= "9") {
          // A position: its weight letter (if any) follows the digits.
          while (index < text.length && text[index]! >= "0" && text[index]! <= "9") index++;
          const letter = text[index];
          if (letter !== undefined && letter in WEIGHT_OF_LETTER) {
            mask |= WEIGHT_OF_LETTER[letter]!;
            index++;
          } else mask |= WEIGHT_BITS.D;
        } else index++; // the comma between positions
      }
    }
    if (!lexeme.startsWith("~")) lexemes.set(lexeme, (lexemes.get(lexeme) ?? 0) | (weight ?? (mask === 0 ? WEIGHT_BITS.D : mask)));
  }
  return lexemes;
}
