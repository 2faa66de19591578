import { describe, expect, it } from "vitest";
import { avatarUrl, canUpgrade, displayName, hasVipAccess, initialsOf, memberSince, newOfferBadge } from "./member-rules";

describe("displayName", () => {
  it("joins first and last name", () => {
    expect(displayName({ email: "a@b.co", firstname: "Ana", lastname: "Lima" })).toBe("Ana Lima");
  });

  it("uses whichever name part exists", () => {
    expect(displayName({ email: "a@b.co", firstname: null, lastname: "Lima" })).toBe("Lima");
    expect(displayName({ email: "a@b.co", firstname: "Ana", lastname: "  " })).toBe("Ana");
  });

  it("falls back to the e-mail when both names are missing", () => {
    expect(displayName({ email: "ana@b.co", firstname: null, lastname: undefined })).toBe("ana@b.co");
  });

  it("cuts to 15 characters", () => {
    expect(displayName({ email: "x@y.z", firstname: "Maximiliano", lastname: "Rodriguez" })).toBe("Maximiliano Rod");
    expect(displayName({ email: "a.very.long.address@example.com" })).toHaveLength(15);
  });

  it("never splits a character made of two code units", () => {
    const name = displayName({ email: "x@y.z", firstname: "😀".repeat(20) });
    expect(Array.from(name)).toHaveLength(15);
  });
});

describe("canUpgrade", () => {
  const now = new Date("2025-06-01T12:00:00Z");

  it("is false for visitors", () => {
    expect(canUpgrade(null, now)).toBe(false);
    expect(canUpgrade(undefined, now)).toBe(false);
  });

  it("is true without a subscription", () => {
    expect(canUpgrade({ subscription_sku: null, subscription_expires_at: null }, now)).toBe(true);
    expect(canUpgrade({ subscription_sku: "", subscription_expires_at: "2030-01-01" }, now)).toBe(true);
  });

  it("is true once the subscription has expired, false while it runs", () => {
    expect(canUpgrade({ subscription_sku: "vip", subscription_expires_at: "2025-05-31T00:00:00Z" }, now)).toBe(true);
    expect(canUpgrade({ subscription_sku: "vip", subscription_expires_at: "2025-06-01T12:00:00Z" }, now)).toBe(true);
    expect(canUpgrade({ subscription_sku: "vip", subscription_expires_at: "2026-01-01T00:00:00Z" }, now)).toBe(false);
  });

  it("treats a subscription without an expiry date as running", () => {
    expect(canUpgrade({ subscription_sku: "vip", subscription_expires_at: null }, now)).toBe(false);
  });
});

describe("newOfferBadge", () => {
  it("shows the count only above zero, worded as the product has it", () => {
    expect(newOfferBadge(0)).toBeNull();
    expect(newOfferBadge(null)).toBeNull();
    expect(newOfferBadge(1)).toBe("1 new offer");
    expect(newOfferBadge(3)).toBe("3 new offer");
  });
});

describe("memberSince", () => {
  it("gives month and year in UTC", () => {
    expect(memberSince("2024-03-31T23:30:00Z")).toBe("Member since March 2024");
  });

  it("is null for an unreadable date", () => {
    expect(memberSince("not a date")).toBeNull();
  });
});

describe("initialsOf", () => {
  it("takes the first and last word", () => {
    expect(initialsOf("Ana Maria Lima")).toBe("AL");
    expect(initialsOf("ana")).toBe("A");
  });

  it("uses the local part of an e-mail", () => {
    expect(initialsOf("ana.lima@example.com")).toBe("AL");
  });

  it("has a fallback for empty input", () => {
    expect(initialsOf("  ")).toBe("?");
  });
});

describe("avatarUrl", () => {
  it("reads media[0].sizes.small", () => {
    expect(avatarUrl({ media: [{ sizes: { small: "/a.jpg" } }] })).toBe("/a.jpg");
    expect(avatarUrl({ media: [] })).toBeNull();
    expect(avatarUrl({})).toBeNull();
  });
});

describe("hasVipAccess", () => {
  const now = new Date("2026-06-01T12:00:00Z");

  it("needs a subscription that has not expired, as a Date on the server or an ISO string in the browser", () => {
    expect(hasVipAccess({ sku: null, expiresAt: null }, now)).toBe(false);
    expect(hasVipAccess({ sku: "", expiresAt: "2030-01-01" }, now)).toBe(false);
    expect(hasVipAccess({ sku: "vip", expiresAt: null }, now)).toBe(true);
    expect(hasVipAccess({ sku: "vip", expiresAt: new Date("2026-06-01T12:00:01Z") }, now)).toBe(true);
    expect(hasVipAccess({ sku: "vip", expiresAt: new Date("2026-06-01T12:00:00Z") }, now)).toBe(false);
    expect(hasVipAccess({ sku: "vip", expiresAt: "2026-01-01T00:00:00Z" }, now)).toBe(false);
    expect(hasVipAccess({ sku: "vip", expiresAt: "2027-01-01T00:00:00Z" }, now)).toBe(true);
  });
});
