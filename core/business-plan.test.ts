import { describe, expect, it } from "vitest";
import { planInWords, planRenewsOn } from "./business-plan";

describe("planInWords", () => {
  it("says a paid hotel's plan as a person would, never as codes", () => {
    expect(
      planInWords({ kind: "hotel", plan: "free", roomsTier: "101-200", amountCents: 250_000, paidAt: "2026-03-12T10:00:00.000Z", paymentMethod: "card" }),
    ).toBe("Spotlight hotel, 101-200 rooms, $2,500 a year, renews 12 March 2027");
  });

  it("says what a coupon made the advisor pay", () => {
    expect(
      planInWords({ kind: "advisor", plan: "advisor-featured", amountCents: 60_750, couponName: "SPRING10", paidAt: "2026-11-27T09:00:00.000Z", paymentMethod: "card" }),
    ).toBe("Featured travel advisor, $675 a year, renews 27 November 2027 (paid $607.50 with coupon SPRING10)");
    expect(planInWords({ kind: "advisor", plan: "advisor-basic", amountCents: 19_900, paidAt: "2026-11-27T09:00:00.000Z", paymentMethod: "card" })).toBe(
      "Basic travel advisor, $199 a year, renews 27 November 2027",
    );
  });

  it("says what an unpaid plan waits for", () => {
    expect(planInWords({ kind: "hotel", roomsTier: "300+", amountCents: null, paidAt: null, paymentMethod: "invoice" })).toBe(
      "Spotlight hotel, 300+ rooms, priced by quote, starts when the invoice is paid",
    );
    expect(planInWords({ kind: "destination", amountCents: null, paidAt: null, paymentMethod: null })).toBe("Destination, $100 a year, not paid yet");
  });
});

describe("planRenewsOn", () => {
  it("is a year later, and the last day of February after a 29 February", () => {
    expect(planRenewsOn("2026-03-12T10:00:00.000Z")).toBe("2027-03-12T10:00:00.000Z");
    expect(planRenewsOn("2028-02-29T12:00:00.000Z")).toBe("2029-02-28T12:00:00.000Z");
    expect(planRenewsOn("2026-12-31T23:59:00.000Z")).toBe("2027-12-31T23:59:00.000Z");
  });
});
