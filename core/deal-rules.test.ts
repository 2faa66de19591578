import { describe, expect, it } from "vitest";
import { checkDealRequest, checkMessageBody, cleanDestinations, checkOffer, DEAL_MESSAGES, dealRequestsLeft, nightsBetween } from "./deal-rules";

const valid = {
  occasion: "anniversary",
  destinations: [" Santorini ", "Santorini", "Crete"],
  startDate: "2027-05-01",
  endDate: "2027-05-06",
  budget: "2500-5000",
  travellers: 2,
  special: "Ten years together.",
  firstName: "Ana",
  lastName: "Lima",
  email: "Ana@Example.com",
  phone: "+351 912 345 678",
};

describe("checkDealRequest", () => {
  it("cleans a valid request: trimmed unique places, nights from the dates, lower-case e-mail, digits-only phone", () => {
    const result = checkDealRequest(valid, "2027-01-01");
    expect(result).toEqual({
      ok: true,
      request: expect.objectContaining({ destinations: ["Santorini", "Crete"], nights: 5, email: "ana@example.com", phone: "+351912345678", flexibleMonth: null }),
    });
  });

  it("accepts a flexible month with nights, or Inspire me without places", () => {
    const flexible = checkDealRequest({ ...valid, startDate: null, endDate: null, flexibleMonth: "2027-02", nights: 4, destinations: [], inspireMe: true }, "2027-01-15");
    expect(flexible.ok && flexible.request).toMatchObject({ flexibleMonth: "2027-02", nights: 4, inspireMe: true, destinations: [] });
  });

  it("names each wrong field with the form's message", () => {
    const check = (input: object, today = "2027-01-01") => {
      const result = checkDealRequest({ ...valid, ...input }, today);
      return result.ok ? {} : result.errors;
    };
    expect(check({ occasion: "birthday" })).toEqual({ occasion: DEAL_MESSAGES.occasion });
    expect(check({ destinations: [] })).toEqual({ destinations: DEAL_MESSAGES.destinations });
    expect(check({ destinations: ["a", "b", "c", "d", "e", "f"] })).toEqual({ destinations: DEAL_MESSAGES.tooManyDestinations });
    expect(check({ endDate: "2027-05-01" })).toEqual({ dates: DEAL_MESSAGES.endBeforeStart });
    expect(check({ startDate: "2027-02-30" })).toEqual({ dates: DEAL_MESSAGES.dates });
    expect(check({}, "2027-06-01")).toEqual({ dates: DEAL_MESSAGES.pastDate });
    expect(check({ startDate: null, endDate: null, flexibleMonth: "2026-12", nights: 3 })).toEqual({ dates: DEAL_MESSAGES.month });
    expect(check({ startDate: null, endDate: null, flexibleMonth: "2027-03" })).toEqual({ nights: DEAL_MESSAGES.nights });
    expect(check({ travellers: 0, budget: "cheap" })).toEqual({ travellers: DEAL_MESSAGES.travellers, budget: DEAL_MESSAGES.budget });
    expect(check({ special: "   " })).toEqual({ special: DEAL_MESSAGES.special });
    expect(check({ email: "" })).toEqual({ email: DEAL_MESSAGES.emailRequired });
    expect(check({ email: "ana@" })).toEqual({ email: DEAL_MESSAGES.email });
    expect(check({ phone: "12" })).toEqual({ phone: DEAL_MESSAGES.phone });
  });
});

describe("checkOffer and messages", () => {
  const offer = { title: "Suite week", priceCents: 250000, included: "Seven nights", message: "Welcome!" };
  it("defaults the validity to seven days and refuses what a couple could not use", () => {
    expect(checkOffer(offer)).toMatchObject({ ok: true, offer: { validDays: 7, perks: [] } });
    const bad = checkOffer({ ...offer, priceCents: 50, validDays: 91, checkIn: "2027-05-02", checkOut: "2027-05-01" });
    expect(bad.ok ? {} : bad.errors).toEqual({ price: DEAL_MESSAGES.offerPrice, validDays: DEAL_MESSAGES.offerValidity, dates: DEAL_MESSAGES.offerDates });
  });

  it("requires a message body of bounded length", () => {
    expect(checkMessageBody(" hi ")).toBeNull();
    expect(checkMessageBody("  ")).toBe(DEAL_MESSAGES.message);
    expect(checkMessageBody("x".repeat(4001))).toBe(DEAL_MESSAGES.messageTooLong);
    expect(nightsBetween("2027-03-27", "2027-03-29")).toBe(2);
  });
});

describe("dealRequestsLeft", () => {
  it("gives Free Pass three requests and VIP Access no limit", () => {
    expect([0, 1, 2, 3, 4].map((used) => dealRequestsLeft(used, false))).toEqual([3, 2, 1, 0, 0]);
    expect(dealRequestsLeft(10, true)).toBeNull();
  });
});

describe("a request's destinations", () => {
  it("are trimmed, empty ones dropped and the same place kept once whatever its case", () => {
    expect(cleanDestinations(["  Lake   Como ", "", "   ", "\u200BLAKE COMO", "Paris\uFEFF ", "paris", " Rome"])).toEqual(["Lake Como", "Paris", "Rome"]);
    expect(cleanDestinations([" ", ""])).toEqual([]);
  });

  it("are cleaned before the rules count them", () => {
    const checked = checkDealRequest({ ...valid, destinations: [" a ", "A", "b", "c", "", "d", "e", "  "] }, "2027-01-15");
    expect(checked.ok && checked.request.destinations).toEqual(["a", "b", "c", "d", "e"]);
  });
});
