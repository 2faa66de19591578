import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * The authenticator's shared secret must be read back to check a code, so it is kept encrypted,
 * not hashed: AES-256-GCM under a key derived from the app secret for this one purpose. A copied
 * database without the app secret gives no secret away. Stored as "v1.<iv>.<tag>.<ciphertext>"
 * (base64url).
 */
function keyOf(appSecret: string): Buffer {
  return createHash("sha256").update(`amora admin second factor\n${appSecret}`).digest();
}

export function sealSecret(appSecret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

/** Throws when the value was not sealed with this app secret (or was altered). */
export function openSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("Unknown sealed secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(appSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
