import { describe, expect, it } from "vitest";
import { footerGroups, layoutBottomPadding } from "./footer-links";

describe("footerGroups", () => {
  const groups = footerGroups("https://business.example.com/");

  it("sends about, press and partnership links to the business site", () => {
    expect(groups.company.links.map((link) => link.href ?? link.to)).toEqual([
      "https://business.example.com/about-us",
      "https://business.example.com/in-the-press",
      "/faq",
      "/article",
    ]);
    expect(groups.partnerships.links.every((link) => link.href?.startsWith("https://business.example.com/"))).toBe(
      true,
    );
  });

  it("has the product's labels in order, with 'New' on the SaaS Romance App", () => {
    expect(groups.partnerships.links.map((link) => link.label)).toEqual([
      "For Hotels",
      "For Travel Advisors",
      "For Destinations",
      "Post Marketplace Deals",
      "SaaS Romance App",
    ]);
    expect(groups.partnerships.links.find((link) => link.badge)?.label).toBe("SaaS Romance App");
    expect(groups.partnerships.links.find((link) => link.badge)?.badge).toBe("New");
    expect(groups.legal.links.map((link) => link.label)).toEqual(["Terms", "Privacy", "Contact"]);
    expect(groups.mobile.links.map((link) => link.label)).toEqual(["Terms", "Privacy", "Cookies", "Contact"]);
  });
});

describe("layoutBottomPadding", () => {
  it("is 50px with the footer in view and 90px otherwise", () => {
    expect(layoutBottomPadding(true)).toBe(50);
    expect(layoutBottomPadding(false)).toBe(90);
  });
});
