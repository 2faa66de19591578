import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createIdTokenVerifier, type IdTokenVerifier } from "./id-token";
import { OAuthProviderError } from "./provider-client";

const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const current = rsa();
const next = rsa();
const stranger = rsa();

/** The provider's JWKS endpoint: what it publishes, how often it was asked, and whether it is up. */
const published = { keys: [{ key: current.publicKey, kid: "k1" }], fetches: 0, status: 200 };
const server = createServer((_request, response) => {
  published.fetches += 1;
  const keys = published.keys.map(({ key, kid }) => ({ ...key.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }));
  response.writeHead(published.status, { "content-type": "application/json" });
  response.end(JSON.stringify({ keys }));
});
let keysUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  keysUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.useRealTimers();
  published.keys = [{ key: current.publicKey, kid: "k1" }];
  published.status = 200;
});

const ISSUER = "https://appleid.apple.com";
const now = new Date("2026-06-01T12:00:00Z");
const seconds = now.getTime() / 1000;
const claims = { iss: ISSUER, aud: "travel.amora.web", sub: "001.abc", exp: seconds + 600, iat: seconds, nonce: "n-1" };
const expected = { audiences: ["travel.amora.web"], now, nonce: "n-1" };

function signed(payload: Record<string, unknown>, { key = current.privateKey, kid = "k1" }: { key?: KeyObject; kid?: string } = {}): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid }).sign(key);
}

const verifier = (): IdTokenVerifier => createIdTokenVerifier({ what: "Test keys", keysUrl, issuers: [ISSUER] });

async function refusal(promise: Promise<unknown>, reason: "rejected" | "unavailable" = "rejected"): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OAuthProviderError);
  expect((error as OAuthProviderError).reason).toBe(reason);
  return (error as Error).message;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("id_tokens checked against the provider's published keys", () => {
  it("accepts a token signed by a published key with the expected claims, and returns them", async () => {
    const verified = await verifier()(await signed(claims), expected);
    expect(verified).toMatchObject({ sub: "001.abc", aud: "travel.amora.web" });
  });

  it("refuses a tampered payload, a signature from another key, alg none and HS256", async () => {
    const verify = verifier();
    const [header, , signature] = (await signed(claims)).split(".");
    const tampered = `${header}.${encode({ ...claims, sub: "someone-else" })}.${signature}`;
    expect(await refusal(verify(tampered, expected))).toBe("token signature does not verify");
    expect(await refusal(verify(await signed(claims, { key: stranger.privateKey }), expected))).toBe("token signature does not verify");
    expect(await refusal(verify(`${encode({ alg: "none", kid: "k1" })}.${encode(claims)}.`, expected))).toBe("token is not signed with RS256");
    expect(await refusal(verify(`${encode({ alg: "HS256", kid: "k1" })}.${encode(claims)}.c2ln`, expected))).toBe("token is not signed with RS256");
  });

  it.each([
    ["another issuer", { iss: "https://evil.example" }, "token has another issuer"],
    ["another audience", { aud: "com.someone.else" }, "token was issued for another client"],
    ["an expired token", { exp: seconds - 120 }, "token has expired"],
    ["a token without expiry", { exp: undefined }, "token claim exp does not check out"],
    ["a token from the future", { iat: seconds + 3600 }, "token is issued in the future"],
    ["another nonce", { nonce: "n-2" }, "token nonce does not match"],
    ["no nonce when one was sent", { nonce: undefined }, "token nonce does not match"],
    ["no subject", { sub: "" }, "token has no subject"],
  ])("refuses %s", async (_name, change, message) => {
    expect(await refusal(verifier()(await signed({ ...claims, ...change }), expected))).toBe(message);
  });

  it("allows a minute of clock skew either way", async () => {
    const verify = verifier();
    await expect(verify(await signed({ ...claims, exp: seconds - 30, iat: seconds + 30 }), expected)).resolves.toMatchObject({ sub: "001.abc" });
  });

  it("accepts an audience list containing ours, and skips the nonce when none is expected", async () => {
    const token = await signed({ ...claims, aud: ["x", "travel.amora.web"], nonce: undefined });
    await expect(verifier()(token, { ...expected, nonce: undefined })).resolves.toMatchObject({ sub: "001.abc" });
  });

  it("refuses what is not a JWT", async () => {
    const verify = verifier();
    for (const token of ["", "a.b", "a.b.c", "@@.@@.@@", `${encode("text")}.${encode(claims)}.x`]) {
      expect(await refusal(verify(token, expected))).toBe("token is not a JWT");
    }
  });
});

describe("the provider's key set", () => {
  it("is fetched once and kept", async () => {
    const verify = verifier();
    const before = published.fetches;
    await verify(await signed(claims), expected);
    await verify(await signed(claims), expected);
    expect(published.fetches - before).toBe(1);
  });

  it("is fetched again when a token names a key id not seen yet (rotation), at most once a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-01T12:00:00Z") });
    const verify = verifier();
    await verify(await signed(claims), expected);
    const before = published.fetches;
    published.keys = [{ key: current.publicKey, kid: "k1" }, { key: next.publicKey, kid: "k2" }];
    const rotated = await signed(claims, { key: next.privateKey, kid: "k2" });

    // Within the minute: forged key ids cannot make this server hammer the provider.
    vi.setSystemTime(new Date("2026-06-01T12:00:45Z"));
    expect(await refusal(verify(await signed(claims, { key: next.privateKey, kid: "forged" }), expected))).toBe("token is signed with an unknown key");
    expect(await refusal(verify(rotated, expected))).toBe("token is signed with an unknown key");
    expect(published.fetches).toBe(before);

    vi.setSystemTime(new Date("2026-06-01T12:01:01Z"));
    await expect(verify(rotated, expected)).resolves.toMatchObject({ sub: "001.abc" });
    expect(published.fetches).toBe(before + 1);
  });

  it("refetches after an hour even for known key ids, so withdrawn keys stop counting", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-01T12:00:00Z") });
    const verify = verifier();
    const token = await signed(claims);
    await verify(token, expected);
    published.keys = [{ key: next.publicKey, kid: "k2" }];
    vi.setSystemTime(new Date("2026-06-01T13:00:01Z"));
    expect(await refusal(verify(token, expected))).toBe("token is signed with an unknown key");
  });

  it("a provider whose key endpoint fails is unavailable (5xx or no answer) or refusing (4xx)", async () => {
    const token = await signed(claims);
    published.status = 503;
    expect(await refusal(verifier()(token, expected), "unavailable")).toBe("Test keys answered 503");
    published.status = 404;
    expect(await refusal(verifier()(token, expected))).toBe("Test keys answered 404");
    const nowhere = createIdTokenVerifier({ what: "Test keys", keysUrl: "http://127.0.0.1:1/keys", issuers: [ISSUER] });
    expect(await refusal(nowhere(token, expected), "unavailable")).toBe("Test keys did not answer");
  });
});
