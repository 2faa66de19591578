import { describe, expect, it } from "vitest";
import { membershipOf, PLAN_COMPARISON, VIP_PERKS, VIP_YEARLY_PRICE } from "./membership";
import { defaultPlanId, planName, planPrice, sortPlans, type SubscriptionPlan } from "./plans";

const plan = (id: string, interval: "month" | "year", intervalCount: number, amount: number): SubscriptionPlan => ({
  id,
  product: "prod_vip",
  interval,
  interval_count: intervalCount,
  amount,
  livemode: false,
});

const yearly = plan("price_yearly", "year", 1, 9900);
const quarterly = plan("price_quarterly", "month", 3, 2699);
const monthly = plan("price_monthly", "month", 1, 999);

describe("VIP Access plans", () => {
  it("sort monthly, quarterly, yearly whatever order they arrive in", () => {
    expect(sortPlans([yearly, monthly, quarterly]).map((each) => each.id)).toEqual(["price_monthly", "price_quarterly", "price_yearly"]);
  });

  it("show amount/100 dollars for their period", () => {
    expect([monthly, quarterly, yearly].map(planName)).toEqual(["Monthly", "Quarterly", "Yearly"]);
    expect([monthly, quarterly, yearly].map(planPrice)).toEqual(["$9.99 a month", "$26.99 every 3 months", "$99 a year"]);
    expect(planPrice(plan("price_two_years", "year", 2, 15000))).toBe("$150 every 2 years");
  });

  it("preselect the yearly plan", () => {
    expect(defaultPlanId([monthly, quarterly, yearly])).toBe("price_yearly");
    expect(defaultPlanId([monthly])).toBe("price_monthly");
    expect(defaultPlanId([])).toBeNull();
  });
});

describe("the Free Pass and VIP Access comparison", () => {
  it("gives Free Pass three deal requests and VIP Access unlimited ones and all six perks, at $99 a year", () => {
    expect(VIP_YEARLY_PRICE).toBe("$99");
    expect(PLAN_COMPARISON.find((row) => row.feature === "Deal requests")).toEqual({ feature: "Deal requests", freePass: "Up to 3", vip: "Unlimited" });
    expect(VIP_PERKS).toHaveLength(6);
    for (const perk of VIP_PERKS) expect(PLAN_COMPARISON).toContainEqual({ feature: perk, freePass: false, vip: true });
  });
});

describe("membershipOf", () => {
  const now = new Date("2026-06-01T12:00:00Z");

  it("tells visitors, members who may upgrade and subscribers apart, with the end date in words", () => {
    expect(membershipOf(null, now)).toEqual({ kind: "visitor" });
    expect(membershipOf({ subscription_sku: null, subscription_expires_at: null }, now)).toEqual({ kind: "member" });
    expect(membershipOf({ subscription_sku: "price_yearly", subscription_expires_at: "2027-06-01T12:00:00.000Z" }, now)).toEqual({
      kind: "subscriber",
      runsUntil: "June 1, 2027",
    });
    expect(membershipOf({ subscription_sku: "price_yearly", subscription_expires_at: null }, now)).toEqual({ kind: "subscriber", runsUntil: null });
  });

  it("counts an expired subscription as none", () => {
    expect(membershipOf({ subscription_sku: "price_monthly", subscription_expires_at: "2026-05-31T00:00:00.000Z" }, now)).toEqual({ kind: "member" });
  });
});
