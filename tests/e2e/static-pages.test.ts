import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { absolute, openPagePerTest, waitForHydration } from "./support/browser";

/** The written pages of docs/product.md §2 and the place search; each must have a title of its own. */
const PAGES = [
  "/privacy-policy",
  "/terms-and-conditions",
  "/terms-of-use",
  "/travel-advisor-terms",
  "/hotel-terms",
  "/faq",
  "/call-an-expert",
  "/contacts",
  "/header",
  "/footer",
  "/search/japan",
  "/search/kyoto",
];

let browser: Browser;
let page: Page;
openPagePerTest((session) => {
  ({ browser, page } = session);
});

async function titleOf(pathname: string): Promise<{ status: number; title: string; html: string }> {
  const response = await fetch(absolute(pathname));
  const html = await response.text();
  return { status: response.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "", html };
}

describe("static pages", () => {
  it("answer 200, each with its own title and JSON-LD", async () => {
    const titles = new Map<string, string>();
    for (const pathname of PAGES) {
      const { status, title, html } = await titleOf(pathname);
      expect(status, pathname).toBe(200);
      expect(title, pathname).not.toBe("");
      expect([...titles.values()], `${pathname} repeats a title`).not.toContain(title);
      titles.set(pathname, title);
      if (pathname !== "/header" && pathname !== "/footer") {
        expect(html, pathname).toContain('"@type":"BreadcrumbList"');
      }
    }
  });

  it("gives the FAQ FAQPage data and the contact page ContactPage data", async () => {
    expect((await titleOf("/faq")).html).toContain('"@type":"FAQPage"');
    expect((await titleOf("/contacts")).html).toContain('"@type":"ContactPage"');
  });

  it("keeps /header and /footer out of search results", async () => {
    for (const pathname of ["/header", "/footer"]) {
      expect((await titleOf(pathname)).html, pathname).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("has the cookies section the footer links to", async () => {
    await page.goto(absolute("/privacy-policy#cookies"));
    const heading = page.locator("#cookies h2");
    expect(await heading.textContent()).toMatch(/Cookies/);
  });

  it("answers 404 for a place nobody knows", async () => {
    expect((await titleOf("/search/atlantis-under-the-sea")).status).toBe(404);
  });

  it("opens a FAQ answer from its question", async () => {
    await page.goto(absolute("/faq"));
    await waitForHydration(page);
    const question = page.getByText("How many deal requests can I send?");
    await question.click();
    await expect.poll(() => page.getByText(/up to three deal requests/).first().isVisible()).toBe(true);
  });
});

describe("contact form", () => {
  it("shows a message under each empty field and keeps what was typed", async () => {
    await page.goto(absolute("/contacts"));
    await waitForHydration(page);
    await page.getByLabel("Your name").fill("Ana Lima");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Please Enter Your Email").waitFor({ timeout: 10_000 });
    expect(await page.getByText("Please Enter a Subject").isVisible()).toBe(true);
    expect(await page.getByText("Please Enter Your Message").isVisible()).toBe(true);
    expect(await page.getByLabel("Your name").inputValue()).toBe("Ana Lima");
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Email").fill("ana@example");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Enter a Valid Email").waitFor({ timeout: 10_000 });
  });

  it("thanks the sender once the message is stored", async () => {
    await page.goto(absolute("/contacts"));
    await waitForHydration(page);
    await page.getByLabel("Your name").fill("Ana Lima");
    await page.getByLabel("Email").fill("ana@example.com");
    await page.getByLabel("Subject").fill("Honeymoon in Japan");
    await page.getByLabel("Message").fill("Could an advisor call us about ryokan stays in October?");
    await page.getByRole("button", { name: "Send message" }).click();
    const thanks = page.getByRole("heading", { name: /Thank you/ });
    await thanks.waitFor({ timeout: 10_000 });
    expect(await page.getByRole("button", { name: "Send message" }).count()).toBe(0);
  });

  it("works without JavaScript too", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(absolute("/contacts"));
      await plain.getByRole("button", { name: "Send message" }).click();
      await plain.getByText("Please Enter Your Email").waitFor({ timeout: 10_000 });
    } finally {
      await noScript.close();
    }
  });

  it("refuses an oversized body", async () => {
    const response = await fetch(absolute("/contacts"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "A", email: "a@b.co", subject: "S", message: "x".repeat(200_000) }),
    });
    expect(response.status).toBe(413);
  });
});
