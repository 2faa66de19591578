import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_FLOW_MESSAGES } from "../../../core/booking/booking-messages";
import { formatClock, holdWarning } from "./checkout";
import { CheckoutForm } from "./checkout-form";
import { initialValues, readCheckout, updateCheckout, writeCheckout, type CheckoutHold } from "./checkout-storage";
import { guestsText } from "./checkout-summary";
import { checkoutHref } from "./hotel-rooms";

describe("the checkout's clock and its spoken warnings", () => {
  it("shows minutes and seconds", () => {
    expect(formatClock(600)).toBe("10:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(0)).toBe("0:00");
  });

  it("speaks at 5 minutes and at 1 minute only, not every second", () => {
    expect(holdWarning(600)).toBe("");
    expect(holdWarning(301)).toBe("");
    expect(holdWarning(300)).toBe("5 minutes left to complete your booking.");
    expect(holdWarning(61)).toBe("5 minutes left to complete your booking.");
    expect(holdWarning(60)).toBe("1 minute left to complete your booking.");
    expect(holdWarning(1)).toBe("1 minute left to complete your booking.");
    expect(holdWarning(0)).toBe("");
  });
});

describe("the rooms page's Reserve link", () => {
  it("carries the offer's key and the total shown, in cents", () => {
    expect(checkoutHref(12, { rateKey: "cjF-Njg3fjIw", totalCents: 139_530 })).toBe("/hotelbooking/12?rate_key=cjF-Njg3fjIw&total=139530");
    expect(checkoutHref(12, { rateKey: "a+b/c=", totalCents: 1 })).toBe("/hotelbooking/12?rate_key=a%2Bb%2Fc%3D&total=1");
  });
});

describe("the stay's summary", () => {
  it("says who is staying", () => {
    expect(guestsText(2, 0)).toBe("2 adults");
    expect(guestsText(1, 1)).toBe("1 adult, 1 child");
    expect(guestsText(2, 3)).toBe("2 adults, 3 children");
  });
});

describe("the checkout kept in the tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubStorage() {
    const items = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      },
    });
    return items;
  }

  const hold = { booking_token: "t".repeat(40), expires_at: "2026-12-01T10:10:00.000Z", price_changed: false, reservation: { id: 1 } } as unknown as CheckoutHold;

  it("keeps the hold and the form by offer, and reads back only what it wrote", () => {
    const items = stubStorage();
    expect(readCheckout("offer-a")).toBeNull();
    writeCheckout("offer-a", { hold, values: null, isPaymentOpened: false, confirmed: null });
    updateCheckout("offer-a", { values: initialValues(null, 1), isPaymentOpened: true });
    const stored = readCheckout("offer-a");
    expect(stored?.hold.booking_token).toBe(hold.booking_token);
    expect(stored?.isPaymentOpened).toBe(true);
    expect(stored?.values?.roomGuests).toEqual([{ firstName: "", lastName: "" }]);
    expect(readCheckout("offer-b")).toBeNull();
    items.set("amora:checkout:offer-c", "{not json");
    expect(readCheckout("offer-c")).toBeNull();
    items.set("amora:checkout:offer-d", JSON.stringify({ hold: { booking_token: 1 } }));
    expect(readCheckout("offer-d")).toBeNull();
  });

  it("starts a member's form with their name and e-mail", () => {
    expect(initialValues({ firstName: "Ana", lastName: "Lima", email: "ana@example.com" }, 0)).toEqual({
      firstName: "Ana",
      lastName: "Lima",
      email: "ana@example.com",
      phone: "",
      roomGuests: [],
      specialRequests: "",
      occasion: "",
    });
  });
});

describe("the guests' form", () => {
  const render = (errors: Parameters<typeof CheckoutForm>[0]["errors"], roomGuests = [{ firstName: "Marco", lastName: "" }]) =>
    renderToStaticMarkup(
      <CheckoutForm
        values={{ ...initialValues(null, 0), roomGuests }}
        onValuesChange={() => undefined}
        errors={errors}
        focusRequest={0}
        formError={null}
        isSubmitting={false}
        onSubmit={() => undefined}
      />,
    );

  it("ties each message to its field", () => {
    const html = render({ first_name: BOOKING_FLOW_MESSAGES.firstName, phone: BOOKING_FLOW_MESSAGES.phone });
    expect(html).toMatch(/<input[^>]*id="checkout-first-name"[^>]*aria-invalid="true"[^>]*aria-describedby="checkout-first-name-error"/);
    expect(html.replaceAll("&#x27;", "'")).toContain(`<p id="checkout-first-name-error" class="checkout-field__error">${BOOKING_FLOW_MESSAGES.firstName}</p>`);
    expect(html).toMatch(/id="checkout-phone"[^>]*aria-invalid="true"[^>]*aria-describedby="checkout-phone-hint checkout-phone-error"/);
    expect(html).not.toMatch(/id="checkout-last-name"[^>]*aria-invalid/);
  });

  it("marks the half-filled guest with the guests' message, and offers the occasions", () => {
    const html = render({ room_guests: BOOKING_FLOW_MESSAGES.guestName });
    expect(html).toMatch(/id="checkout-guest-2-first"[^>]*aria-invalid="true"[^>]*aria-describedby="checkout-room-guests-error"/);
    expect(html.replaceAll("&#x27;", "'")).toContain(`<p id="checkout-room-guests-error" class="checkout-field__error">${BOOKING_FLOW_MESSAGES.guestName}</p>`);
    expect(html).toContain('<option value="" selected="">No occasion</option>');
    expect(html).toContain('<option value="honeymoon">Honeymoon</option>');
    expect(render({})).not.toContain("aria-invalid");
  });
});
