import type * as Argon2 from "@node-rs/argon2";

// The native argon2 library is loaded with the first password hashed or checked, not at start-up.
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import("@node-rs/argon2"));

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const { hash, verify } = await loadArgon2();
  if (!passwordHash) {
    // Same work either way, so timing does not tell whether the account has a password.
    await hash(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
