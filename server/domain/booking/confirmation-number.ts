import { randomInt } from "node:crypto";

/** Letters and digits a person reads out without confusion (no 0/O, 1/I/L, U). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 8;

/**
 * A reservation's confirmation number, "AM-7K3Q9X2P": eight characters from 30, about 6.6 × 10^11
 * numbers, drawn at random, so that together with the guest's e-mail it is a guest's key to their
 * booking and cannot be guessed from another one.
 */
export function newConfirmationNumber(): string {
  let code = "";
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `AM-${code}`;
}

/** A confirmation number as typed (any case, spaces, with or without "AM-"), or null when it cannot be one. */
export function readConfirmationNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  const code = compact.startsWith("AM") && compact.length === LENGTH + 2 ? compact.slice(2) : compact;
  if (code.length !== LENGTH || [...code].some((character) => !ALPHABET.includes(character))) return null;
  return `AM-${code}`;
}
