import { describe, expect, it } from "vitest";
import { accountMenuVariant } from "./account-menu";

describe("accountMenuVariant", () => {
  it("is the same for every page the account menu does not link to", () => {
    for (const pathname of ["/", "/villa-rosa-amalfi", "/hotels", "/search/12", "/hotelroom/7", "/offers-and-deals", "/profiles"]) {
      expect(accountMenuVariant(pathname)).toBe("");
    }
  });

  it("names the menu link that is the current page, also below it", () => {
    expect(accountMenuVariant("/offer")).toBe("/offer");
    expect(accountMenuVariant("/offer/42")).toBe("/offer");
    expect(accountMenuVariant("/profile")).toBe("/profile");
    expect(accountMenuVariant("/favorite/")).toBe("/favorite");
    expect(accountMenuVariant("/dashboard/rooms")).toBe("/dashboard");
    expect(accountMenuVariant("/admin/listings")).toBe("/admin");
    expect(accountMenuVariant("/upgrade")).toBe("/upgrade");
  });
});
