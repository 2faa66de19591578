import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SignInProvider } from "../../components/sign-in-context";
import { ToastProvider } from "../../components/toast";
import { CardPaymentForm } from "./card-payment-form";
import type { Membership } from "./membership";
import { UpgradeView } from "./upgrade-view";

/** Server-render as the first response does, inside the router and the shell's providers. */
function html(element: ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={["/upgrade"]}>
      <ToastProvider>
        <SignInProvider>{element}</SignInProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

function upgradePage(membership: Membership): string {
  return html(<UpgradeView membership={membership} payments={{ provider: "test" }} productName="Amora" dealRequestId="deal-area" />);
}

const joinNowButtons = (markup: string): number => [...markup.matchAll(/<button[^>]*>Join Now<\/button>/g)].length;

describe("the upgrade page", () => {
  it("offers Join Now to visitors and to members without a running subscription", () => {
    for (const kind of ["visitor", "member"] as const) {
      const markup = upgradePage({ kind });
      expect(joinNowButtons(markup), kind).toBe(3);
      expect(markup).not.toContain("Your VIP Access");
    }
  });

  it("tells a subscriber how long VIP Access runs instead", () => {
    const markup = upgradePage({ kind: "subscriber", runsUntil: "June 1, 2027" });
    expect(joinNowButtons(markup)).toBe(0);
    expect(markup).toContain("Your VIP Access runs until <strong>June 1, 2027</strong>.");
    expect(upgradePage({ kind: "subscriber", runsUntil: null })).toContain("Your VIP Access is active.");
  });

  it("has the deal-request area the mobile bar scrolls to, the plan table and one testimonial", () => {
    const markup = upgradePage({ kind: "visitor" });
    expect(markup).toMatch(/<aside id="deal-area" class="upgrade-deal"[^>]*>/);
    expect(markup).toMatch(/<form[^>]*action="\/request-a-deal" method="get"/);
    expect(markup).toContain("<caption");
    expect(markup).toMatch(/<th scope="row">Deal requests<\/th><td>Up to 3<\/td><td class="plan-table__vip">Unlimited<\/td>/);
    expect(markup).toContain("$99 a year");
    expect([...markup.matchAll(/<blockquote/g)]).toHaveLength(1);
  });
});

describe("the card payment form", () => {
  const props = {
    clientSecret: "pi_1_secret_2",
    paymentIntentId: "pi_1",
    returnUrl: "https://amora.test/upgrade",
    amountLabel: "$99",
    onSucceeded: () => {},
  };

  it("with the test provider: labelled card fields the browser can fill, and a Pay button with the amount", () => {
    const markup = html(<CardPaymentForm {...props} provider={{ provider: "test" }} />);
    for (const [label, autocomplete] of [
      ["Card number", "cc-number"],
      ["Expiry date", "cc-exp"],
      ["CVC", "cc-csc"],
    ]) {
      const id = new RegExp(`<label for="([^"]+)" class="card-field__label">${label}</label>`).exec(markup)?.[1];
      expect(id, label).toBeTruthy();
      expect(markup).toMatch(new RegExp(`<input id="${id}"[^>]*autoComplete="${autocomplete}"[^>]*inputMode="numeric"`));
    }
    const pay = /<button([^>]*)>Pay \$99<\/button>/.exec(markup)?.[1] ?? "";
    expect(pay).toContain('type="submit"');
    expect(pay).not.toContain("disabled");
    expect(markup).not.toContain("stripe");
  });

  it("shows a refusal it starts with in the alert region", () => {
    const markup = html(<CardPaymentForm {...props} provider={{ provider: "test" }} initialError="Your card was declined." />);
    expect(markup).toContain('<div class="card-form__alert-region" role="alert"><p class="card-form__alert">Your card was declined.</p></div>');
  });

  it("with Stripe: no card fields of its own, and Pay waits for Stripe's form", () => {
    const markup = html(<CardPaymentForm {...props} provider={{ provider: "stripe", publishableKey: "pk_test_123" }} />);
    expect(markup).toContain('class="card-form__stripe"');
    expect(markup).not.toContain("cc-number");
    expect(/<button([^>]*)>Pay \$99<\/button>/.exec(markup)?.[1]).toContain('disabled=""');
  });
});
