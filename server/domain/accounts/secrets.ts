import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session tokens, login links, OAuth state. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are long and random: a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function randomCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/**
 * A six-digit code has only a million values, so a plain hash could be reversed from a leaked
 * table in a second: key it with the app secret.
 */
export function hashCode(secret: string, scope: string, code: string): string {
  return createHmac("sha256", secret).update(`${scope}\n${code}`).digest("hex");
}

export function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, "hex");
  const b = Buffer.from(right, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
