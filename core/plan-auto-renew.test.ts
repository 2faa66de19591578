import { describe, expect, it } from "vitest";
import { autoRenewDueOf, autoRenewInWords, autoRenewMayTryOf, cardInWords } from "./plan-auto-renew";

const END = "2027-03-12T10:00:00.000Z";

describe("automatic renewal rules", () => {
  it("is due in the term's last three days, never after its end", () => {
    expect(autoRenewDueOf(END, new Date("2027-03-09T09:59:59Z"))).toBe(false);
    expect(autoRenewDueOf(END, new Date("2027-03-09T10:00:00Z"))).toBe(true);
    expect(autoRenewDueOf(END, new Date("2027-03-12T09:59:59Z"))).toBe(true);
    expect(autoRenewDueOf(END, new Date("2027-03-12T10:00:00Z"))).toBe(false);
  });

  it("tries at most once a day", () => {
    const now = new Date("2027-03-10T08:00:00Z");
    expect(autoRenewMayTryOf(null, now)).toBe(true);
    expect(autoRenewMayTryOf(new Date("2027-03-10T00:00:00Z"), now)).toBe(false);
    expect(autoRenewMayTryOf(new Date("2027-03-09T08:00:00Z"), now)).toBe(true);
  });

  it("says the card and the day, or that the plan renews by hand", () => {
    expect(cardInWords({ brand: "visa", last4: "4242" })).toBe("Visa ending 4242");
    expect(cardInWords({ brand: "unknown", last4: "1111" })).toBe("Card ending 1111");
    expect(autoRenewInWords({ on: true, card: { brand: "visa", last4: "4242" }, termEndsAt: END })).toBe("Renews automatically on 12 March 2027 with Visa ending 4242");
    expect(autoRenewInWords({ on: false, card: { brand: "visa", last4: "4242" }, termEndsAt: END })).toBe("Renews by hand");
    expect(autoRenewInWords({ on: true, card: null, termEndsAt: END })).toBe("Renews by hand");
  });
});
