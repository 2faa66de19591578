import { describe, expect, it } from "vitest";
import {
  daysLeftOf,
  planStateOf,
  planTermOf,
  planYearCents,
  reminderDueOf,
  renewedTermOf,
  termInWords,
  upgradeQuoteOf,
  type PlanTermFacts,
} from "./plan-term";

const DAY = 86_400_000;
const now = new Date("2026-06-01T12:00:00.000Z");
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const paid = (endsInDays: number, extra: Partial<PlanTermFacts> = {}): PlanTermFacts => ({
  paidAt: at(endsInDays - 365),
  paymentMethod: "card",
  termStartsAt: at(endsInDays - 365),
  termEndsAt: at(endsInDays),
  cancelAtTermEnd: false,
  ...extra,
});

describe("planStateOf", () => {
  it("tells unpaid, invoiced, active, ends soon, cancelled and expired apart", () => {
    expect(planStateOf({ paidAt: null, paymentMethod: null, termStartsAt: null, termEndsAt: null, cancelAtTermEnd: false }, now)).toBe("unpaid");
    expect(planStateOf({ paidAt: null, paymentMethod: "card", termStartsAt: null, termEndsAt: null, cancelAtTermEnd: false }, now)).toBe("unpaid");
    expect(planStateOf({ paidAt: null, paymentMethod: "invoice", termStartsAt: null, termEndsAt: null, cancelAtTermEnd: false }, now)).toBe("invoiced");
    expect(planStateOf(paid(31), now)).toBe("active");
    expect(planStateOf(paid(30), now)).toBe("ends-soon");
    expect(planStateOf(paid(200, { cancelAtTermEnd: true }), now)).toBe("cancelled");
    expect(planStateOf(paid(0), now)).toBe("expired");
    expect(planStateOf(paid(-3, { cancelAtTermEnd: true }), now)).toBe("expired");
  });

  it("counts a year from the payment when no term was stored", () => {
    expect(planTermOf({ paidAt: "2026-03-12T10:00:00.000Z", termStartsAt: null, termEndsAt: null })).toEqual({
      startsAt: "2026-03-12T10:00:00.000Z",
      endsAt: "2027-03-12T10:00:00.000Z",
    });
    expect(termInWords({ startsAt: "2026-03-12T10:00:00.000Z", endsAt: "2027-03-12T10:00:00.000Z" })).toBe("12 March 2026 to 12 March 2027");
  });
});

describe("reminderDueOf", () => {
  it("is 30 between 30 and 7 days before the end, 7 in the last week, none otherwise", () => {
    expect(reminderDueOf(at(31), now)).toBeNull();
    expect(reminderDueOf(at(30), now)).toBe(30);
    expect(reminderDueOf(at(8), now)).toBe(30);
    expect(reminderDueOf(at(7), now)).toBe(7);
    expect(reminderDueOf(at(0.5), now)).toBe(7);
    expect(reminderDueOf(at(0), now)).toBeNull();
    expect(reminderDueOf(at(-1), now)).toBeNull();
    expect(daysLeftOf(at(6.2), now)).toBe(7);
  });
});

describe("renewedTermOf", () => {
  it("extends from the current end, or from today once expired", () => {
    expect(renewedTermOf("2026-06-20T12:00:00.000Z", now)).toEqual({ startsAt: "2026-06-20T12:00:00.000Z", endsAt: "2027-06-20T12:00:00.000Z" });
    expect(renewedTermOf("2026-05-01T12:00:00.000Z", now)).toEqual({ startsAt: "2026-06-01T12:00:00.000Z", endsAt: "2027-06-01T12:00:00.000Z" });
    expect(renewedTermOf(null, now)).toEqual({ startsAt: "2026-06-01T12:00:00.000Z", endsAt: "2027-06-01T12:00:00.000Z" });
    // 29 February: its year ends on the last day of February.
    expect(renewedTermOf("2028-02-29T00:00:00.000Z", now).endsAt).toBe("2029-02-28T00:00:00.000Z");
  });
});

describe("upgradeQuoteOf", () => {
  it("credits Basic's unused whole days pro rata and charges Featured less that", () => {
    // 365-day term with 146 whole days left: 19900 * 146 / 365 = 7960.
    const quote = upgradeQuoteOf({ term: { startsAt: at(-219), endsAt: at(146.5) }, now });
    expect(quote).toMatchObject({ termDays: 366, unusedDays: 146 });
    const exact = upgradeQuoteOf({ term: { startsAt: at(-219), endsAt: at(146) }, now });
    expect(exact).toEqual({ featuredCents: 67_500, basicCents: 19_900, termDays: 365, unusedDays: 146, creditCents: 7_960, chargeCents: 59_540 });
  });

  it("credits the whole of Basic on its first day and nothing on its last", () => {
    expect(upgradeQuoteOf({ term: { startsAt: now.toISOString(), endsAt: at(365) }, now }).chargeCents).toBe(67_500 - 19_900);
    expect(upgradeQuoteOf({ term: { startsAt: at(-364.5), endsAt: at(0.5) }, now }).creditCents).toBe(0);
  });

  it("never charges less than the least card payment", () => {
    expect(upgradeQuoteOf({ term: { startsAt: now.toISOString(), endsAt: at(365) }, now, basicCents: 67_500 }).chargeCents).toBe(50);
  });
});

describe("planYearCents", () => {
  it("prices a renewal at today's list price, by quote for the largest hotels", () => {
    expect(planYearCents({ kind: "hotel", roomsTier: "101-200" })).toBe(250_000);
    expect(planYearCents({ kind: "hotel", roomsTier: "300+" })).toBe("by-quote");
    expect(planYearCents({ kind: "advisor", plan: "advisor-featured" })).toBe(67_500);
    expect(planYearCents({ kind: "advisor", plan: "advisor-basic" })).toBe(19_900);
    expect(planYearCents({ kind: "destination" })).toBe(10_000);
  });
});
