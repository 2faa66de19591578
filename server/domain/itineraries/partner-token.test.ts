import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ITINERARY_PARTNER_MESSAGES, PARTNER_TOKEN_LIFETIME_SECONDS } from "../../../core/contracts/itineraries";
import { deriveVapidKeys } from "../../adapters/push/web-push-sender";
import { AppError } from "../../kernel/errors";
import { derivePartnerSigningJwk, partnerAddress, partnerPublicKeys, partnerSubject, partnerTokenClaims, withPartnerToken } from "./partner-token";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("partnerTokenClaims", () => {
  it("names this site and the partner by their origins, the member by the given id, and lasts five minutes from the second issued", () => {
    const claims = partnerTokenClaims({
      issuer: "https://www.amora.example/some/page?x=1",
      partner: new URL("HTTPS://Trips.Partner.Example:443/rome?ref=amora#day-1"),
      subject: "opaque-subject",
      itineraryId: 42,
      jti: "c0ffee00-0000-4000-8000-000000000000",
      issuedAt: new Date("2026-06-01T12:00:00.999Z"),
    });
    const iat = Date.parse("2026-06-01T12:00:00Z") / 1000;
    expect(claims).toEqual({
      iss: "https://www.amora.example",
      aud: "https://trips.partner.example",
      sub: "opaque-subject",
      itinerary_id: 42,
      jti: "c0ffee00-0000-4000-8000-000000000000",
      iat,
      exp: iat + 300,
    });
    expect(PARTNER_TOKEN_LIFETIME_SECONDS).toBe(300);
  });

  it("keeps a partner's port in its audience, so two sites on one host are two audiences", () => {
    const claims = partnerTokenClaims({
      issuer: "http://localhost:3000",
      partner: new URL("http://partner.example:8080/"),
      subject: "s",
      itineraryId: 1,
      jti: "j",
      issuedAt: new Date(0),
    });
    expect(claims).toMatchObject({ iss: "http://localhost:3000", aud: "http://partner.example:8080", iat: 0, exp: 300 });
  });
});

describe("partnerSubject", () => {
  it("is stable for one member at one partner, different at another partner, for another member or under another secret", () => {
    const subject = partnerSubject(SECRET, 7, "https://trips.partner.example");
    expect(partnerSubject(SECRET, 7, "https://trips.partner.example")).toBe(subject);
    expect(partnerSubject(SECRET, 7, "https://other.partner.example")).not.toBe(subject);
    expect(partnerSubject(SECRET, 8, "https://trips.partner.example")).not.toBe(subject);
    expect(partnerSubject(`${SECRET}!`, 7, "https://trips.partner.example")).not.toBe(subject);
    // 32 bytes of HMAC in base64url: nothing of the id readable in it.
    expect(subject).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("does not confuse the id and the origin at their boundary", () => {
    expect(partnerSubject(SECRET, 1, "2https://a.example")).not.toBe(partnerSubject(SECRET, 12, "https://a.example"));
  });
});

describe("partnerAddress", () => {
  const refusal = (website: string | null) => {
    try {
      partnerAddress(website);
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, message: error.message };
      throw error;
    }
    return null;
  };

  it("takes absolute http and https addresses", () => {
    expect(partnerAddress("https://trips.partner.example/rome?ref=1").href).toBe("https://trips.partner.example/rome?ref=1");
    expect(partnerAddress("  http://partner.example:8080  ").origin).toBe("http://partner.example:8080");
  });

  it("refuses no website, a path on this site, other schemes and credentials in the address with a 422 the member can read", () => {
    expect(refusal(null)).toEqual({ status: 422, message: ITINERARY_PARTNER_MESSAGES.noWebsite });
    expect(refusal("")).toEqual({ status: 422, message: ITINERARY_PARTNER_MESSAGES.noWebsite });
    expect(refusal(" \t ")).toEqual({ status: 422, message: ITINERARY_PARTNER_MESSAGES.noWebsite });
    for (const website of [
      "/rome-getaway",
      "trips.partner.example/rome",
      "//trips.partner.example/rome",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://files.partner.example/a.pdf",
      "mailto:trips@partner.example",
      "file:///etc/passwd",
      "https://user:secret@trips.partner.example/",
      "https://user@trips.partner.example/",
      "https://",
    ]) {
      expect(refusal(website), website).toEqual({ status: 422, message: ITINERARY_PARTNER_MESSAGES.notWebAddress });
    }
  });
});

describe("withPartnerToken", () => {
  it("adds the token last and keeps the other parameters as written and the fragment", () => {
    expect(withPartnerToken(new URL("https://p.example/rome?ref=amora&lang=en%20GB&q=a+b&flag#day-1"), "h.p.s")).toBe(
      "https://p.example/rome?ref=amora&lang=en%20GB&q=a+b&flag&handoff_token=h.p.s#day-1",
    );
    expect(withPartnerToken(new URL("https://p.example"), "h.p.s")).toBe("https://p.example/?handoff_token=h.p.s");
    expect(withPartnerToken(new URL("https://p.example/?"), "h.p.s")).toBe("https://p.example/?handoff_token=h.p.s");
  });

  it("replaces a parameter of the token's own name, however it is written", () => {
    expect(withPartnerToken(new URL("https://p.example/?handoff_token=old&a=1&handoff%5Ftoken=older"), "new")).toBe("https://p.example/?a=1&handoff_token=new");
  });
});

describe("the signing key", () => {
  it("is derived from the app secret: the same for every process of a deployment, another for another secret, unrelated to the push keys", () => {
    const key = derivePartnerSigningJwk(SECRET);
    expect(derivePartnerSigningJwk(SECRET)).toEqual(key);
    expect(derivePartnerSigningJwk(`${SECRET}!`).d).not.toBe(key.d);
    expect(key.d).not.toBe(deriveVapidKeys(SECRET).privateKey);
    // The published x and y are the private scalar's point.
    const curve = createECDH("prime256v1");
    curve.setPrivateKey(Buffer.from(key.d, "base64url"));
    const point = curve.getPublicKey();
    expect([point.subarray(1, 33).toString("base64url"), point.subarray(33).toString("base64url")]).toEqual([key.x, key.y]);
  });

  it("publishes only the public half, with its thumbprint as kid", async () => {
    const { keys } = await partnerPublicKeys(SECRET);
    const key = derivePartnerSigningJwk(SECRET);
    expect(keys).toEqual([{ kty: "EC", crv: "P-256", x: key.x, y: key.y, kid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), use: "sig", alg: "ES256" }]);
    expect((await partnerPublicKeys(`${SECRET}!`)).keys[0]!.kid).not.toBe(keys[0]!.kid);
  });
});
