import { describe, expect, it } from "vitest";
import { dashboardToolsFor } from "./dashboard-tools";

const labels = (...args: Parameters<typeof dashboardToolsFor>) => dashboardToolsFor(...args).map((tool) => tool.label);

describe("dashboardToolsFor", () => {
  it("gives an active hotel every tool, its rooms and reservations included", () => {
    expect(labels({ kind: "hotel", status: "active", hasListing: true })).toEqual([
      "Your page",
      "Photos",
      "Rooms & rates",
      "Reservations",
      "Statistics",
      "Your plan",
      "Receipts",
      "Marketplace posts",
    ]);
  });

  it("lets an account in review prepare its page and photos, without what needs a live listing", () => {
    const tools = dashboardToolsFor({ kind: "advisor", status: "in_review", hasListing: true });
    expect(tools.map((tool) => tool.label)).toEqual(["Your page", "Photos", "Your plan", "Receipts", "Marketplace posts"]);
    expect(tools[0]!.purpose).toContain("ready for when it goes live");
    expect(tools.find((tool) => tool.label === "Your plan")!.purpose).toContain("upgrade to Featured");
  });

  it("closes the page and photos of a deactivated account, and of a claim not verified yet (no listing)", () => {
    expect(labels({ kind: "destination", status: "in_active", hasListing: true })).toEqual(["Your plan", "Receipts", "Marketplace posts"]);
    expect(labels({ kind: "hotel", status: "in_review", hasListing: false })).toEqual(["Your plan", "Receipts", "Marketplace posts"]);
  });
});
