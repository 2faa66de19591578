import { describe, expect, it } from "vitest";
import { EXPLORE_LINKS, isActivePath, isAnyActive } from "./nav-links";

describe("isActivePath", () => {
  it("marks Home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/ta", "/")).toBe(false);
  });

  it("matches the section and pages below it", () => {
    expect(isActivePath("/ta", "/ta")).toBe(true);
    expect(isActivePath("/ta/jane-doe", "/ta")).toBe(true);
    expect(isActivePath("/ta/", "/ta")).toBe(true);
  });

  it("matches whole segments only", () => {
    expect(isActivePath("/tags", "/ta")).toBe(false);
    expect(isActivePath("/marketplace-request", "/marketplace")).toBe(false);
    expect(isActivePath("/collections", "/collection")).toBe(false);
  });

  it("ignores query strings, hashes and letter case", () => {
    expect(isActivePath("/Destinations?page=2", "/destinations")).toBe(true);
    expect(isActivePath("/itineraries#top", "/itineraries")).toBe(true);
  });
});

describe("isAnyActive", () => {
  it("highlights Explore on any of its pages, with the product's spelling of occasions", () => {
    expect(isAnyActive("/occassions/honeymoon", EXPLORE_LINKS)).toBe(true);
    expect(isAnyActive("/collection/beach", EXPLORE_LINKS)).toBe(true);
    expect(isAnyActive("/marketplace", EXPLORE_LINKS)).toBe(false);
  });
});
