import { describe, expect, it } from "vitest";
import { absolute } from "./support/browser";

/** A hotel page as a cookie-less visitor gets it, with the response's own nonce and correlation id. */
async function visit(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(absolute(pathname), { headers });
  const html = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  return {
    response,
    html,
    cache: response.headers.get("x-page-cache"),
    nonce: /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1],
    correlationId: response.headers.get("x-correlation-id") ?? "",
  };
}

describe("rendered pages kept for visitors without cookies", () => {
  it("serves a repeated page from memory, each response with its own nonce and correlation id", async () => {
    await visit("/villa-rosa-amalfi");
    const first = await visit("/villa-rosa-amalfi");
    const second = await visit("/villa-rosa-amalfi");
    expect(first.response.status).toBe(200);
    expect(second.cache).toBe("hit");
    for (const page of [first, second]) {
      expect(page.nonce).toBeTruthy();
      // Every script of the body carries this response's nonce, and its hydration data this response's id.
      const scriptNonces = [...page.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      for (const scriptNonce of scriptNonces) expect(scriptNonce).toBe(page.nonce);
      expect(page.html).toContain(page.correlationId);
    }
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.correlationId).not.toBe(first.correlationId);
    expect(second.html).not.toContain(first.nonce as string);
  });

  it("renders afresh for anyone who sends a cookie", async () => {
    const page = await visit("/villa-rosa-amalfi", { cookie: "amora_session=not-a-real-session" });
    expect(page.response.status).toBe(200);
    expect(page.cache).toBeNull();
  });

  it("keeps no page that is not a plain success", async () => {
    const missing = await visit("/no-such-page-anywhere-at-all");
    expect(missing.response.status).toBe(404);
    expect(missing.cache).toBe("bypass");
    expect((await visit("/no-such-page-anywhere-at-all")).cache).toBe("bypass");
  });
});
