import { describe, expect, it } from "vitest";
import { createNonce, pageContentSecurityPolicy } from "./security-headers";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("createNonce", () => {
  it("is 128 random bits in base64, new every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("pageContentSecurityPolicy", () => {
  it("allows scripts only with the nonce in production, and forbids plugins, <base> and framing", () => {
    const policy = directives(pageContentSecurityPolicy("abc123==", false));
    expect(policy.get("script-src")).toContain("'nonce-abc123=='");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("worker-src")).toBe("'self'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("connect-src")).toBe("'self'");
  });

  it("loosens only what Vite's development server needs", () => {
    const policy = directives(pageContentSecurityPolicy("n", true));
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("connect-src")).toContain("ws:");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
  });

  it("lets Stripe.js load, frame its card fields and call its API only when Stripe is configured", () => {
    const plain = directives(pageContentSecurityPolicy("n", false));
    expect(pageContentSecurityPolicy("n", false)).not.toContain("stripe");
    expect(plain.has("frame-src")).toBe(false);

    const policy = directives(pageContentSecurityPolicy("n", false, { allowStripe: true }));
    expect(policy.get("script-src")).toContain("'nonce-n'");
    expect(policy.get("script-src")).toContain("https://js.stripe.com");
    expect(policy.get("frame-src")).toContain("https://js.stripe.com");
    expect(policy.get("frame-src")).toContain("https://hooks.stripe.com");
    expect(policy.get("connect-src")).toBe("'self' https://api.stripe.com");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
  });
});
