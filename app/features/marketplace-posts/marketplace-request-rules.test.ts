import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, MARKETPLACE_AD_DURATIONS, MARKETPLACE_FEATURED_CENTS } from "../../../core/pricing";
import {
  DEFAULT_AD_DURATION,
  emptyValues,
  firstRefusedField,
  formErrorsOf,
  hasTypedAnything,
  isoDay,
  normalisePrice,
  parseDraft,
  quoteOf,
  requestBodyOf,
  serialiseDraft,
  valuesFromPost,
  type MarketplacePost,
  type MarketplaceRequestValues,
} from "./marketplace-request-rules";

const typed: MarketplaceRequestValues = {
  businessName: "Villa Aurora",
  email: "deals@villaaurora.example",
  title: "Three nights in a cliffside suite",
  description: "Sunset dinner for two included.",
  destination: "Santorini, Greece",
  price: "$1,199.50",
  validUntil: "2026-09-30",
  adDurationDays: 60,
  isFeatured: true,
  couponName: "  BizLoveYou ",
};

const post: MarketplacePost = {
  id: 7,
  token: "read-token",
  status: "awaiting_payment",
  business_name: "Villa Aurora",
  email: "deals@villaaurora.example",
  title: "Three nights in a cliffside suite",
  description: "Sunset dinner for two included.",
  destination: "Santorini, Greece",
  price: 1199.5,
  valid_until: "2026-09-30",
  marketplace_request_ad_duration: 60,
  marketplace_request_featured_listing: true,
  coupon_name: "BizLoveYou",
  discount: 20,
  original_amount: 348,
  amount: 278.4,
  amount_cents: 27840,
  currency: "usd",
  expires_at: "2026-06-01T12:10:00.000Z",
  expires_in: 600,
  payment_id: null,
  paid_at: null,
  listing: null,
  created_at: "2026-06-01T12:00:00.000Z",
};

describe("the marketplace request form and the API", () => {
  it("sends every field under the API's name, the price plain and the promo code trimmed", () => {
    expect(requestBodyOf(typed)).toEqual({
      business_name: "Villa Aurora",
      email: "deals@villaaurora.example",
      title: "Three nights in a cliffside suite",
      description: "Sunset dinner for two included.",
      destination: "Santorini, Greece",
      price: "1199.50",
      valid_until: "2026-09-30",
      marketplace_request_ad_duration: 60,
      marketplace_request_featured_listing: true,
      coupon_name: "BizLoveYou",
    });
  });

  it("leaves a blank promo code out, and starts with the shortest ad and no feature", () => {
    const body = requestBodyOf({ ...emptyValues(), couponName: "   " });
    expect(body).not.toHaveProperty("coupon_name");
    expect(body.marketplace_request_ad_duration).toBe(MARKETPLACE_AD_DURATIONS[0]?.days);
    expect(DEFAULT_AD_DURATION).toBe(30);
    expect(body.marketplace_request_featured_listing).toBe(false);
    expect(emptyValues("BizLoveYou").couponName).toBe("BizLoveYou");
  });

  it("reads prices as people type them, and leaves anything else for the server to name", () => {
    expect(normalisePrice(" 1200 ")).toBe("1200");
    expect(normalisePrice("$1,200")).toBe("1200");
    expect(normalisePrice("$ 12,345,678.9")).toBe("12345678.9");
    expect(normalisePrice("1199.99")).toBe("1199.99");
    // Not thousands groups: sent as typed, so the server's message explains.
    expect(normalisePrice("1,20")).toBe("1,20");
    expect(normalisePrice("12 hundred")).toBe("12 hundred");
    expect(normalisePrice("-5")).toBe("-5");
  });

  it("gives back the form as it was submitted from the request the server kept", () => {
    expect(valuesFromPost(post)).toEqual({ ...typed, price: "1199.50", couponName: "BizLoveYou" });
    expect(valuesFromPost({ ...post, price: 1200, coupon_name: null }).price).toBe("1200");
    expect(valuesFromPost({ ...post, coupon_name: null }).couponName).toBe("");
  });
});

describe("refusals beside their fields", () => {
  it("puts each field's first message beside the field the API named and the focus on the first in the form's order", () => {
    const errors = formErrorsOf(
      {
        valid_until: ["The deal must be valid until today or a later date"],
        title: ["Enter Deal Title", "second message"],
        coupon_name: [COUPON_MESSAGES.doesNotExist],
      },
      "Enter Deal Title",
    );
    expect(errors.fields).toEqual({
      title: "Enter Deal Title",
      validUntil: "The deal must be valid until today or a later date",
      // docs/product.md §5: the web says 'Coupon in Invalid' for an unknown code.
      couponName: COUPON_MESSAGES.invalid,
    });
    expect(errors.general).toEqual([]);
    expect(firstRefusedField(errors)).toBe("title");
  });

  it("shows messages about no field, or the message alone, above the form", () => {
    expect(formErrorsOf({ "items.0.amount": ["The amount must be $149 for this payment."] }, "x")).toEqual({
      fields: {},
      general: ["The amount must be $149 for this payment."],
    });
    const bare = formErrorsOf(undefined, "Too many requests. Try again later.");
    expect(bare.general).toEqual(["Too many requests. Try again later."]);
    expect(firstRefusedField(bare)).toBeUndefined();
  });
});

describe("the price shown while choosing", () => {
  it("adds the featured option to the ad's price, from core", () => {
    for (const option of MARKETPLACE_AD_DURATIONS) {
      expect(quoteOf(option.days, false, null)).toEqual({ originalCents: option.cents, payableCents: option.cents });
      expect(quoteOf(option.days, true, null)?.payableCents).toBe(option.cents + MARKETPLACE_FEATURED_CENTS);
    }
    expect(quoteOf(45, false, null)).toBeUndefined();
  });

  it("takes a promo code's percentage off, to the cent: BizLoveYou on a featured 30-day ad", () => {
    // $149 + $99 = $248; 20% off is $198.40.
    expect(quoteOf(30, true, 20)).toEqual({ originalCents: 24_800, payableCents: 19_840 });
  });
});

describe("the form kept in the tab", () => {
  it("comes back exactly as it was typed", () => {
    expect(parseDraft(serialiseDraft(typed))).toEqual(typed);
  });

  it("reads anything else as nothing", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft("[]")).toBeNull();
    expect(parseDraft(JSON.stringify({ ...typed, price: 1200 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...typed, adDurationDays: 45 }))).toBeNull();
    const { title: _title, ...withoutTitle } = typed;
    expect(parseDraft(JSON.stringify(withoutTitle))).toBeNull();
    // Unknown keys are dropped, not carried along.
    expect(parseDraft(JSON.stringify({ ...typed, extra: "x" }))).toEqual(typed);
  });

  it("is worth keeping once anything but a promo code is typed", () => {
    expect(hasTypedAnything(emptyValues("BizLoveYou"))).toBe(false);
    expect(hasTypedAnything({ ...emptyValues(), title: "A" })).toBe(true);
    expect(hasTypedAnything({ ...emptyValues(), isFeatured: true })).toBe(true);
  });
});

describe("the days a deal may be valid until", () => {
  it("run from today to five years ahead, in UTC as the server checks them", () => {
    const now = new Date("2026-06-01T23:30:00-05:00");
    expect(isoDay(now)).toBe("2026-06-02");
    expect(isoDay(now, 5)).toBe("2031-06-02");
  });
});
