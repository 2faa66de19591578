import { describe, expect, it } from "vitest";
import { CLAIM_MESSAGES, claimEvidenceError, isEmailOnDomain, websiteDomain } from "./claim-rules";

describe("websiteDomain", () => {
  it("reads the host an e-mail address would end with, without www", () => {
    expect(websiteDomain("https://www.villarosa.it/en?x=1")).toBe("villarosa.it");
    expect(websiteDomain("villarosa.it")).toBe("villarosa.it");
    expect(websiteDomain("http://hotel.example.co.uk")).toBe("hotel.example.co.uk");
  });

  it("has none for no website, an IP address, or a host where anyone can have an address", () => {
    for (const website of [null, "", "   ", "http://192.168.1.4", "https://mail.google.com/x", "villarosa.wixsite.com", "https://www.facebook.com/villarosa", "not a url at all"]) {
      expect(websiteDomain(website), String(website)).toBeNull();
    }
  });
});

describe("isEmailOnDomain", () => {
  it("accepts the domain and its subdomains, in any case, and nothing that only looks like it", () => {
    expect(isEmailOnDomain("Anna@VillaRosa.it", "villarosa.it")).toBe(true);
    expect(isEmailOnDomain("anna@sales.villarosa.it", "villarosa.it")).toBe(true);
    expect(isEmailOnDomain("anna@villarosa.it.evil.example", "villarosa.it")).toBe(false);
    expect(isEmailOnDomain("anna@notvillarosa.it", "villarosa.it")).toBe(false);
    expect(isEmailOnDomain("villarosa.it", "villarosa.it")).toBe(false);
    expect(isEmailOnDomain("anna@villarosa.it", null)).toBe(false);
  });
});

describe("claimEvidenceError", () => {
  it("asks for 10 to 2000 characters after trimming", () => {
    expect(claimEvidenceError("  too short ")).toBe(CLAIM_MESSAGES.evidence);
    expect(claimEvidenceError("x".repeat(2001))).toBe(CLAIM_MESSAGES.evidence);
    expect(claimEvidenceError(undefined)).toBe(CLAIM_MESSAGES.evidence);
    expect(claimEvidenceError("Called the hotel's published number.")).toBeNull();
  });
});
