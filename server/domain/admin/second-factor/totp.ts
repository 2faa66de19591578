import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time passwords as authenticator apps make them (RFC 6238 over RFC 4226):
 * HMAC-SHA1, six digits, a 30-second step. The secret is 20 random bytes, shown to the admin in
 * base32 (RFC 4648, no padding), the form every authenticator app reads.
 */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: "SHA1", secretBytes: 20, issuer: "Amora" } as const;

/** Steps either side of now that are still accepted: a phone's clock a little off, a code typed as it turned. */
export const TOTP_DRIFT_STEPS = 1;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Decodes base32, ignoring case, spaces and padding (as people type it); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

/** The step a moment falls in (seconds since the epoch over the period). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP.periodSeconds);
}

/** The code of one step (RFC 4226 section 5.3: dynamic truncation). */
export function totpCodeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP.digits;
  return String(binary).padStart(TOTP.digits, "0");
}

/**
 * The step whose code `code` is, among now and one step either side, newer than `lastUsedStep`
 * (a code works once: replaying it, or an older one, is refused); null when none matches.
 */
export function matchTotp(secret: string, code: string, at: Date, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  let matched: number | null = null;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    // Every candidate is computed and compared in constant time, so timing tells nothing.
    const same = timingSafeEqual(Buffer.from(totpCodeAt(secret, step)), Buffer.from(code));
    if (same && (lastUsedStep === null || step > lastUsedStep) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// address authenticator apps read from the QR code (Google Authenticator's key URI format). */
export function otpauthUrl(secret: string, accountName: string): string {
  const label = `${encodeURIComponent(TOTP.issuer)}:${encodeURIComponent(accountName)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(TOTP.issuer)}&algorithm=${TOTP.algorithm}&digits=${TOTP.digits}&period=${TOTP.periodSeconds}`;
}
