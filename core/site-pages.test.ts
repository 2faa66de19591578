import { describe, expect, it } from "vitest";
import { OCCASIONS } from "./listing-types";
import { PRIVATE_PATH_PREFIXES, SITE_PAGES } from "./site-pages";

describe("SITE_PAGES", () => {
  const paths = SITE_PAGES.map((page) => page.path);

  it("lists every fixed route of docs/product.md §2 once", () => {
    const required = [
      "/", "/hotel", "/ta", "/collection", "/destinations", "/marketplace", "/marketplace-request", "/marketplace-thank-you",
      "/itineraries", "/article", "/occassions", "/privacy-policy", "/terms-and-conditions", "/terms-of-use", "/call-an-expert",
      "/contacts", "/favorite", "/faq", "/upgrade", "/request-a-deal", "/request-deal-thank-you", "/travel-advisor-terms",
      "/hotel-terms", "/for-destinations", "/travel-advisor", "/create-hotel", "/checkstatus", "/subscription-thankyou", "/404",
      ...OCCASIONS.map((occasion) => `/occassions/${occasion.slug}`),
    ];
    expect(paths).toEqual(expect.arrayContaining(required));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every page its own title", () => {
    const titles = SITE_PAGES.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("never marks a private or confirmation page as indexable", () => {
    const indexable = SITE_PAGES.filter((page) => page.isIndexable).map((page) => page.path);
    for (const prefix of PRIVATE_PATH_PREFIXES) expect(indexable.some((path) => path.startsWith(prefix))).toBe(false);
    expect(indexable).not.toContain("/404");
    expect(indexable).not.toContain("/request-deal-thank-you");
    expect(indexable).toContain("/");
  });
});
