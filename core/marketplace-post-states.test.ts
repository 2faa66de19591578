import { describe, expect, it } from "vitest";
import { checkMarketplacePostEdit, MARKETPLACE_POST_MESSAGES } from "./marketplace-post-rules";
import { canDo, marketplacePostStateLabel, marketplacePostStateOf, type MarketplacePostFacts } from "./marketplace-post-states";

const now = new Date("2026-06-01T12:00:00Z");
const paid: MarketplacePostFacts = { status: "paid", listingStatus: "active", pausedAt: null, adEndsAt: "2026-07-01T12:00:00.000Z" };

describe("a marketplace post's state", () => {
  it("is live while shown before its ad's end, paused while paused, ended once the end has passed", () => {
    expect(marketplacePostStateOf(paid, now)).toBe("live");
    expect(marketplacePostStateOf({ ...paid, listingStatus: "in_active", pausedAt: "2026-06-01T10:00:00Z" }, now)).toBe("paused");
    expect(marketplacePostStateOf({ ...paid, adEndsAt: "2026-06-01T12:00:00.000Z" }, now)).toBe("ended");
    // Paused past its end: ended (renew to show it again).
    expect(marketplacePostStateOf({ ...paid, listingStatus: "in_active", pausedAt: "2026-05-01T10:00:00Z", adEndsAt: "2026-05-31T00:00:00Z" }, now)).toBe("ended");
    expect(marketplacePostStateOf({ ...paid, listingStatus: "in_active" }, now)).toBe("ended");
    expect(marketplacePostStateOf({ ...paid, listingStatus: null }, now)).toBe("ended");
    expect(marketplacePostStateOf({ ...paid, status: "awaiting_payment", listingStatus: null, adEndsAt: null }, now)).toBe("awaiting_payment");
    expect(marketplacePostStateOf({ ...paid, status: "refunded" }, now)).toBe("refunded");
  });

  it("waits for approval while its listing is in review, whatever the ad's end (its days start at approval)", () => {
    expect(marketplacePostStateOf({ ...paid, listingStatus: "in_review" }, now)).toBe("awaiting_approval");
    expect(marketplacePostStateOf({ ...paid, listingStatus: "in_review", adEndsAt: "2026-05-01T00:00:00Z" }, now)).toBe("awaiting_approval");
    expect(canDo("awaiting_approval", "edit")).toBe(true);
    expect(canDo("awaiting_approval", "pause") || canDo("awaiting_approval", "resume") || canDo("awaiting_approval", "renew")).toBe(false);
    expect(marketplacePostStateLabel("awaiting_approval", null)).toBe("Waiting for approval");
  });

  it("allows each action only in its states, and says the state in words", () => {
    expect(canDo("live", "edit") && canDo("live", "pause") && canDo("live", "renew")).toBe(true);
    expect(canDo("live", "resume")).toBe(false);
    expect(canDo("paused", "resume") && canDo("paused", "edit")).toBe(true);
    expect(canDo("ended", "renew")).toBe(true);
    expect(canDo("ended", "edit") || canDo("ended", "resume") || canDo("ended", "pause")).toBe(false);
    expect(canDo("refunded", "renew") || canDo("awaiting_payment", "edit")).toBe(false);
    expect(marketplacePostStateLabel("live", paid.adEndsAt)).toBe("Live until 1 July 2026");
    expect(marketplacePostStateLabel("paused", paid.adEndsAt)).toBe("Paused (the ad still ends 1 July 2026)");
    expect(marketplacePostStateLabel("ended", paid.adEndsAt)).toBe("Ended 1 July 2026");
    expect(marketplacePostStateLabel("awaiting_payment", null)).toBe("Awaiting payment");
  });
});

describe("the dashboard's post editor check", () => {
  const good = { title: "Sea week", description: "Three nights.", destination: "Amalfi, Italy", price: "1199.99", validUntil: "2026-12-31" };

  it("accepts a post the request form accepts", () => {
    expect(checkMarketplacePostEdit(good, now)).toEqual({});
  });

  it("says the request form's messages", () => {
    expect(checkMarketplacePostEdit({ ...good, title: "  ", description: "", destination: "" }, now)).toEqual({
      title: MARKETPLACE_POST_MESSAGES.title,
      description: MARKETPLACE_POST_MESSAGES.description,
      destination: MARKETPLACE_POST_MESSAGES.destination,
    });
    expect(checkMarketplacePostEdit({ ...good, price: "12,00" }, now).price).toBe(MARKETPLACE_POST_MESSAGES.price);
    expect(checkMarketplacePostEdit({ ...good, price: "0" }, now).price).toBe(MARKETPLACE_POST_MESSAGES.priceRange);
    expect(checkMarketplacePostEdit({ ...good, validUntil: "2026-02-30" }, now).validUntil).toBe(MARKETPLACE_POST_MESSAGES.validUntil);
    expect(checkMarketplacePostEdit({ ...good, validUntil: "2026-05-31" }, now).validUntil).toBe(MARKETPLACE_POST_MESSAGES.validUntilPast);
    expect(checkMarketplacePostEdit({ ...good, validUntil: "2031-06-02" }, now).validUntil).toBe(MARKETPLACE_POST_MESSAGES.validUntilFar);
    expect(checkMarketplacePostEdit({ ...good, title: "x".repeat(121) }, now).title).toBe("The title may not be longer than 120 characters");
  });
});
