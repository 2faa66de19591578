import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentIntentIdOf } from "./payment-api";
import { refusedOrFailed, shownErrorMessage } from "./payment-outcome";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("what a refused card payment shows", () => {
  it("shows card_error and validation_error in the provider's own words", () => {
    expect(shownErrorMessage({ type: "card_error", message: "Your card was declined." })).toBe("Your card was declined.");
    expect(shownErrorMessage({ type: "validation_error", message: "Your card's security code is invalid." })).toBe(
      "Your card's security code is invalid.",
    );
  });

  it("shows nothing else, and logs it instead", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(shownErrorMessage({ type: "invalid_request_error", message: "No such payment_intent" })).toBeNull();
    expect(shownErrorMessage({ type: "card_error", message: " " })).toBeNull();
    expect(shownErrorMessage(null)).toBeNull();
    expect(refusedOrFailed({ type: "api_error", message: "Stripe is down" }, "confirm")).toEqual({ kind: "failed" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(refusedOrFailed({ type: "card_error", message: "Your card has expired." }, "confirm")).toEqual({
      kind: "refused",
      message: "Your card has expired.",
    });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("paymentIntentIdOf", () => {
  it("reads the payment id out of a client secret", () => {
    expect(paymentIntentIdOf("pi_3Abc_secret_xyz")).toBe("pi_3Abc");
    expect(paymentIntentIdOf("nonsense")).toBeNull();
    expect(paymentIntentIdOf("_secret_x")).toBeNull();
  });
});
