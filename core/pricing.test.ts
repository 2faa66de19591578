import { describe, expect, it } from "vitest";
import { ADVISOR_BASIC_CENTS, ADVISOR_FEATURED_CENTS, applyCoupon, BY_QUOTE, checkClientAmount, DESTINATION_SIGNUP_CENTS, HOTEL_TIERS, hotelTierFor, MARKETPLACE_AD_DURATION_DAYS, marketplacePostCents, monthlyEquivalent, priceFor, signupCardPrice, signupCardPrices, signupPurchaseCosting, VIP_ACCESS_CENTS } from "./pricing";
import { formatDollars, parseDollars } from "./money";

describe("docs/product.md §9 prices", () => {
  it("prices every product in cents", () => {
    expect(DESTINATION_SIGNUP_CENTS).toBe(10_000);
    expect(ADVISOR_BASIC_CENTS).toBe(19_900);
    expect(ADVISOR_FEATURED_CENTS).toBe(67_500);
    expect(VIP_ACCESS_CENTS).toBe(9_900);
    expect(priceFor({ product: "destination" })).toBe(10_000);
    expect(priceFor({ product: "advisor-basic" })).toBe(19_900);
    expect(priceFor({ product: "advisor-featured" })).toBe(67_500);
    expect(priceFor({ product: "vip" })).toBe(9_900);
  });

  it("prices every hotel tier, the last two by quote", () => {
    expect(HOTEL_TIERS.map((tier) => [tier.label, tier.value, tier.cents])).toEqual([
      ["Up to 50", 1500, 150_000],
      ["51-100", 2000, 200_000],
      ["101-200", 2500, 250_000],
      ["201-300", 3000, 300_000],
      ["300+", "By quote", BY_QUOTE],
      ["Multi-property", "By quote", BY_QUOTE],
    ]);
    expect(priceFor({ product: "hotel", tier: "Up to 50" })).toBe(150_000);
    expect(priceFor({ product: "hotel", tier: 2000 })).toBe(200_000);
    expect(priceFor({ product: "hotel", tier: "101-200" })).toBe(250_000);
    expect(priceFor({ product: "hotel", tier: "3000" })).toBe(300_000);
    expect(priceFor({ product: "hotel", tier: "300+" })).toBe(BY_QUOTE);
    expect(priceFor({ product: "hotel", tier: "Multi-property" })).toBe(BY_QUOTE);
    expect(() => priceFor({ product: "hotel", tier: "1-10" })).toThrow(RangeError);
  });
});

describe("marketplace posts", () => {
  it("prices each ad duration, the featured listing option on top, and a coupon off the whole", () => {
    expect(MARKETPLACE_AD_DURATION_DAYS).toEqual([30, 60, 90]);
    expect([30, 60, 90].map((days) => marketplacePostCents(days, false))).toEqual([14_900, 24_900, 32_900]);
    expect([30, 60, 90].map((days) => marketplacePostCents(days, true))).toEqual([24_800, 34_800, 42_800]);
    expect(priceFor({ product: "marketplace-post", adDurationDays: 60, featured: true })).toBe(34_800);
    // BizLoveYou: 20% off a $248 post is exactly $198.40.
    expect(applyCoupon(priceFor({ product: "marketplace-post", adDurationDays: 30, featured: true }) as number, 20)).toBe(19_840);
  });

  it("offers no other duration", () => {
    expect(marketplacePostCents(45, false)).toBeUndefined();
    expect(marketplacePostCents(0, true)).toBeUndefined();
    expect(() => priceFor({ product: "marketplace-post", adDurationDays: 31, featured: false })).toThrow(RangeError);
  });
});

describe("hotelTierFor", () => {
  it("finds each tier at both ends of its room range, by label", () => {
    expect(hotelTierFor("up to 50 rooms")?.value).toBe(1500);
    expect(hotelTierFor("51-100")?.value).toBe(2000);
    expect(hotelTierFor("101-200")?.value).toBe(2500);
    expect(hotelTierFor("201-300")?.value).toBe(3000);
    expect(hotelTierFor("300+")?.id).toBe("300-plus");
    expect(hotelTierFor(" multi-property ")?.id).toBe("multi-property");
  });

  it("finds a tier by the value the form sends", () => {
    for (const tier of HOTEL_TIERS.slice(0, 4)) {
      expect(hotelTierFor(tier.value)).toBe(tier);
      expect(hotelTierFor(String(tier.value))).toBe(tier);
    }
    expect(hotelTierFor("By quote")?.cents).toBe(BY_QUOTE);
    expect(hotelTierFor("by quote")?.cents).toBe(BY_QUOTE);
  });

  it("knows no other tier", () => {
    for (const unknown of ["", "  ", "50", "1499", "1501", "0-50", "301+", 0, -1500, 1500.5, Number.NaN]) {
      expect(hotelTierFor(unknown), String(unknown)).toBeUndefined();
    }
  });
});

describe("applyCoupon", () => {
  it("takes a coupon's percentage off the featured profile (20% of 675 is 540)", () => {
    expect(applyCoupon(67_500, 20)).toBe(54_000);
    expect(applyCoupon(67_500, 10)).toBe(60_750);
  });

  it("keeps the price at 0% and makes it free at 100%, never below 0", () => {
    expect(applyCoupon(67_500, 0)).toBe(67_500);
    expect(applyCoupon(67_500, 100)).toBe(0);
    expect(applyCoupon(0, 50)).toBe(0);
  });

  it("rounds the payable amount half up to the cent", () => {
    // 5 cents less 10% is 4.5 cents: half rounds up.
    expect(applyCoupon(5, 10)).toBe(5);
    // 1 cent less 33% is 0.67 cents, 1 cent less 67% is 0.33 cents.
    expect(applyCoupon(1, 33)).toBe(1);
    expect(applyCoupon(1, 67)).toBe(0);
    // 199.99 less 15% is 169.9915.
    expect(applyCoupon(19_999, 15)).toBe(16_999);
    // 0.99 less 50% is 0.495.
    expect(applyCoupon(99, 50)).toBe(50);
  });

  it("refuses percentages outside 0-100 or not whole, and amounts that are not cents", () => {
    for (const percent of [-1, 101, 1000, 12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => applyCoupon(67_500, percent), String(percent)).toThrow(RangeError);
    }
    for (const cents of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => applyCoupon(cents, 10), String(cents)).toThrow(RangeError);
    }
  });
});

describe("monthlyEquivalent and formatDollars", () => {
  it("shows the featured profile as $56.25 a month billed annually", () => {
    expect(monthlyEquivalent(ADVISOR_FEATURED_CENTS)).toBe(5_625);
    expect(formatDollars(monthlyEquivalent(ADVISOR_FEATURED_CENTS))).toBe("$56.25");
  });

  it("rounds a month half up to the cent", () => {
    expect(monthlyEquivalent(9_900)).toBe(825);
    // 100 / 12 = 8.333 cents; 6 / 12 = 0.5 cent rounds up; 5 / 12 rounds down.
    expect(monthlyEquivalent(100)).toBe(8);
    expect(monthlyEquivalent(6)).toBe(1);
    expect(monthlyEquivalent(5)).toBe(0);
  });

  it("formats dollars with thousands separators and cents only when there are some", () => {
    expect(formatDollars(150_000)).toBe("$1,500");
    expect(formatDollars(67_500)).toBe("$675");
    expect(formatDollars(54_000)).toBe("$540");
    expect(formatDollars(60_750)).toBe("$607.50");
    expect(formatDollars(5)).toBe("$0.05");
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(123_456_789)).toBe("$1,234,567.89");
    expect(() => formatDollars(-100)).toThrow(RangeError);
  });
});

describe("client amounts", () => {
  it("reads dollars as numbers or strings, with up to two decimals", () => {
    expect(parseDollars(100)).toBe(10_000);
    expect(parseDollars("540")).toBe(54_000);
    expect(parseDollars("56.25")).toBe(5_625);
    expect(parseDollars(" 607.5 ")).toBe(60_750);
    expect(parseDollars(0)).toBe(0);
    for (const bad of [-100, "-1", "1.234", "1e3", "$100", "1,500", "", null, undefined, {}, [], true, Number.NaN, 0.1 + 0.2, "0x10"]) {
      expect(parseDollars(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it("accepts exactly the server's price and answers the expected amount otherwise", () => {
    expect(checkClientAmount(100, DESTINATION_SIGNUP_CENTS)).toEqual({ ok: true, cents: 10_000 });
    expect(checkClientAmount("540.00", applyCoupon(ADVISOR_FEATURED_CENTS, 20))).toEqual({ ok: true, cents: 54_000 });
    expect(checkClientAmount(99.99, DESTINATION_SIGNUP_CENTS)).toEqual({ ok: false, expectedCents: 10_000 });
    expect(checkClientAmount(1, VIP_ACCESS_CENTS)).toEqual({ ok: false, expectedCents: 9_900 });
    expect(checkClientAmount("abc", ADVISOR_BASIC_CENTS)).toEqual({ ok: false, expectedCents: 19_900 });
  });

  it("refuses any card amount for a by-quote tier", () => {
    expect(checkClientAmount(3000, priceFor({ product: "hotel", tier: "300+" }))).toEqual({ ok: false, expectedCents: BY_QUOTE });
  });
});

describe("signupPurchaseCosting", () => {
  it("names the sign-up a full price belongs to: destination 100, advisor 199 or 675, hotel 1500 to 3000", () => {
    expect(signupPurchaseCosting(10_000)).toEqual({ product: "destination" });
    expect(signupPurchaseCosting(19_900)).toEqual({ product: "advisor-basic" });
    expect(signupPurchaseCosting(67_500)).toEqual({ product: "advisor-featured" });
    expect(
      [150_000, 200_000, 250_000, 300_000].map((cents) => {
        const purchase = signupPurchaseCosting(cents);
        return purchase?.product === "hotel" ? purchase.tier.id : purchase;
      }),
    ).toEqual(["up-to-50", "51-100", "101-200", "201-300"]);
  });

  it("names nothing for a price no sign-up has: a discount, VIP Access, a marketplace post, zero", () => {
    for (const cents of [54_000, 60_750, VIP_ACCESS_CENTS, 14_900, 0, 10_001, 350_000]) {
      expect(signupPurchaseCosting(cents), String(cents)).toBeUndefined();
    }
  });

  it("is unambiguous: no two sign-ups share a card price", () => {
    const prices = signupCardPrices();
    expect(prices).toEqual([10_000, 19_900, 67_500, 150_000, 200_000, 250_000, 300_000]);
    expect(new Set(prices).size).toBe(prices.length);
  });
});

describe("formatDollars, the one money formatter: the strings the product shows today", () => {
  it("prices and payment amounts: cents only when there are some", () => {
    expect(formatDollars(VIP_ACCESS_CENTS)).toBe("$99");
    expect(formatDollars(ADVISOR_FEATURED_CENTS)).toBe("$675");
    expect(formatDollars(5_625)).toBe("$56.25");
    expect(formatDollars(150_000)).toBe("$1,500");
    expect(formatDollars(0)).toBe("$0");
  });

  it("offer prices as the inbox, the offer page and the offer e-mail show them", () => {
    const shown = [0, 5, 9_900, 5_625, 5_010, 150_000, 123_456_789, 420_000, 12_345].map((cents) => formatDollars(cents, { currency: "USD" }));
    expect(shown).toEqual(["$0", "$0.05", "$99", "$56.25", "$50.10", "$1,500", "$1,234,567.89", "$4,200", "$123.45"]);
    expect(formatDollars(150_000, { currency: "EUR" })).toBe("€1,500");
    expect(formatDollars(5_010, { currency: "EUR" })).toBe("€50.10");
  });

  it("whole dollars, rounded half up, for listing prices ('From $675') and the seed's texts", () => {
    const shown = [0, 49, 50, 150, 9_900, 5_625, 150_000, 125_050, 123_456_789].map((cents) => formatDollars(cents, { wholeDollars: true }));
    expect(shown).toEqual(["$0", "$0", "$1", "$2", "$99", "$56", "$1,500", "$1,251", "$1,234,568"]);
  });
});

describe("signupCardPrice, the one price of a sign-up paid by card", () => {
  it("prices each product, a hotel by its tier, and a code only on the featured advisor profile", () => {
    expect(signupCardPrice({ product: "destination" })).toBe(DESTINATION_SIGNUP_CENTS);
    expect(signupCardPrice({ product: "advisor-basic" })).toBe(ADVISOR_BASIC_CENTS);
    expect(signupCardPrice({ product: "advisor-featured" })).toBe(ADVISOR_FEATURED_CENTS);
    expect(signupCardPrice({ product: "advisor-featured", couponPercent: 20 })).toBe(54_000);
    expect(signupCardPrice({ product: "advisor-featured", couponPercent: null })).toBeUndefined();
    expect(signupCardPrice({ product: "advisor-basic", couponPercent: 20 })).toBeUndefined();
    const [firstTier] = HOTEL_TIERS;
    expect(signupCardPrice({ product: "hotel", tier: firstTier!.id })).toBe(firstTier!.cents);
    expect(signupCardPrice({ product: "hotel", tier: firstTier!.id, couponPercent: 20 })).toBeUndefined();
    expect(signupCardPrice({ product: "hotel", tier: "no-such-tier" })).toBeUndefined();
    expect(signupCardPrice({ product: "hotel" })).toBeUndefined();
    expect(signupCardPrice({ product: "vip" })).toBeUndefined();
    expect(signupCardPrice({ product: undefined })).toBeUndefined();
  });
});
