import { trimCharactersEnd } from "../../../core/trim-characters";

/** Text cut at a word boundary to at most `limit` characters, for meta descriptions. */
export function summarise(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${trimCharactersEnd(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut, /[\s,.;:]/)}…`;
}
