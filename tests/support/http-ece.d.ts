// http_ece ships no types; this is the part the fake push service uses.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  type DecryptParams = { version: "aes128gcm"; privateKey: ECDH; authSecret: string };
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
