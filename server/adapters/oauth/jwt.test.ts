import { generateKeyPairSync, sign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkIdTokenClaims, decodeJwt, signEs256, verifyRs256 } from "./jwt";
import { OAuthProviderError } from "./provider-client";

const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
const jwk = rsa.publicKey.export({ format: "jwk" });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function rs256(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: "RS256", kid: "k" }): string {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${sign("RSA-SHA256", Buffer.from(input), rsa.privateKey).toString("base64url")}`;
}

const now = new Date("2026-06-01T12:00:00Z");
const seconds = now.getTime() / 1000;
const claims = { iss: "https://appleid.apple.com", aud: "travel.amora.web", sub: "001.abc", exp: seconds + 600, iat: seconds, nonce: "n-1" };
const expected = { issuers: ["https://appleid.apple.com"], audiences: ["travel.amora.web"], now, nonce: "n-1" };

function rejection(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OAuthProviderError);
    expect((error as OAuthProviderError).reason).toBe("rejected");
    return (error as Error).message;
  }
  throw new Error("accepted");
}

describe("RS256 id_tokens", () => {
  it("accepts a token signed by the key with the expected claims", () => {
    const token = decodeJwt(rs256(claims));
    verifyRs256(token, jwk);
    expect(checkIdTokenClaims(token.claims, expected)).toBe("001.abc");
  });

  it("refuses alg none, HS256 and a signature from another key", () => {
    const unsigned = `${encode({ alg: "none" })}.${encode(claims)}.`;
    expect(rejection(() => verifyRs256(decodeJwt(unsigned), jwk))).toMatch(/RS256/);
    const hs256 = `${encode({ alg: "HS256" })}.${encode(claims)}.c2ln`;
    expect(rejection(() => verifyRs256(decodeJwt(hs256), jwk))).toMatch(/RS256/);
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ format: "jwk" });
    expect(rejection(() => verifyRs256(decodeJwt(rs256(claims)), other))).toMatch(/signature/);
    const tampered = rs256(claims).split(".");
    tampered[1] = encode({ ...claims, sub: "someone-else" });
    expect(rejection(() => verifyRs256(decodeJwt(tampered.join(".")), jwk))).toMatch(/signature/);
  });

  it.each([
    ["another issuer", { iss: "https://evil.example" }],
    ["another audience", { aud: "com.someone.else" }],
    ["an expired token", { exp: seconds - 120 }],
    ["a token from the future", { iat: seconds + 3600 }],
    ["another nonce", { nonce: "n-2" }],
    ["no subject", { sub: "" }],
  ])("refuses %s", (_name, change) => {
    expect(rejection(() => checkIdTokenClaims({ ...claims, ...change }, expected))).toBeTruthy();
  });

  it("accepts an audience list containing ours, and skips the nonce when none is expected", () => {
    expect(checkIdTokenClaims({ ...claims, aud: ["x", "travel.amora.web"], nonce: undefined }, { ...expected, nonce: undefined })).toBe("001.abc");
  });

  it("refuses what is not a JWT", () => {
    for (const token of ["", "a.b", "a.b.c", "@@.@@.@@", `${encode("text")}.${encode(claims)}.x`]) {
      rejection(() => decodeJwt(token));
    }
  });
});

describe("signEs256", () => {
  it("makes a JOSE ES256 signature (r||s) that verifies with the public key", () => {
    const ec = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const pem = ec.privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const token = signEs256({ kid: "KEY" }, { iss: "TEAM", sub: "travel.amora.web" }, pem);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ kid: "KEY", alg: "ES256" });
    expect(Buffer.from(signature, "base64url")).toHaveLength(64);
    expect(verify("sha256", Buffer.from(`${header}.${payload}`), { key: ec.publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))).toBe(true);
  });
});
