import type { ContractOutput } from "../../../core/contracts/contract";
import { confirmTestPayment, retrieveTestPayment } from "../../../core/contracts/test-provider";
import { TEST_PAYMENT_CARD_WIRE_NAMES, TEST_PAYMENT_CONFIRM_WIRE_NAMES, TEST_PAYMENT_RETRIEVE_WIRE_NAMES } from "../../../core/contracts/test-provider-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi } from "../../components/api-client";
import { refusedOrFailed, type PaymentOutcome } from "./payment-outcome";

/** The public fields of a payment, as the built-in test provider's browser calls answer them. */
type TestPaymentIntent = ContractOutput<typeof confirmTestPayment>;

export type CardFields = { number: string; expMonth: number; expYear: number; cvc: string };

function outcomeOf(intent: TestPaymentIntent): PaymentOutcome {
  if (intent.status === "succeeded") return { kind: "succeeded", paymentIntentId: intent.id };
  const url = intent.next_action?.redirect_to_url.url;
  if (intent.status === "requires_action" && url) return { kind: "redirect", url };
  return refusedOrFailed(intent.last_error, "the card was not accepted");
}

/**
 * Pays with a card through the built-in test provider (what Stripe.js's confirmCardPayment does
 * against Stripe). The card goes to the provider's call only; this site's own endpoints never see it.
 */
export async function confirmWithTestProvider(
  paymentIntentId: string,
  clientSecret: string,
  card: CardFields,
  returnUrl: string,
): Promise<PaymentOutcome> {
  const answer = await callApi(confirmTestPayment, {
    params: { id: paymentIntentId },
    body: toWire(TEST_PAYMENT_CONFIRM_WIRE_NAMES, { clientSecret, card: toWire(TEST_PAYMENT_CARD_WIRE_NAMES, card), returnUrl }),
  });
  if (!answer.ok) {
    console.error("Card payment: the test provider refused the request", answer.status, answer.message);
    return { kind: "failed" };
  }
  return outcomeOf(answer.data);
}

/** Why a payment that came back from the extra step did not succeed, in the provider's words. */
export async function retrieveFromTestProvider(paymentIntentId: string, clientSecret: string): Promise<PaymentOutcome> {
  const answer = await callApi(retrieveTestPayment, {
    params: { id: paymentIntentId },
    body: toWire(TEST_PAYMENT_RETRIEVE_WIRE_NAMES, { clientSecret }),
  });
  if (!answer.ok) {
    console.error("Card payment: the test provider refused the request", answer.status, answer.message);
    return { kind: "failed" };
  }
  return outcomeOf(answer.data);
}
