import { postApi } from "./payment-api";
import { refusedOrFailed, type PaymentOutcome, type ProviderError } from "./payment-outcome";

/** The public fields of a payment, as the built-in test provider's browser calls answer them. */
type TestPaymentIntent = {
  id: string;
  status: "requires_payment_method" | "requires_action" | "succeeded";
  last_error: (ProviderError & { code?: string }) | null;
  next_action: { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string } } | null;
};

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
  const answer = await postApi<TestPaymentIntent>(`/test-provider/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
    client_secret: clientSecret,
    card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
    return_url: returnUrl,
  });
  if (!answer.ok) {
    console.error("Card payment: the test provider refused the request", answer.status, answer.message);
    return { kind: "failed" };
  }
  return outcomeOf(answer.data);
}

/** Why a payment that came back from the extra step did not succeed, in the provider's words. */
export async function retrieveFromTestProvider(paymentIntentId: string, clientSecret: string): Promise<PaymentOutcome> {
  const answer = await postApi<TestPaymentIntent>(`/test-provider/payment_intents/${encodeURIComponent(paymentIntentId)}/retrieve`, {
    client_secret: clientSecret,
  });
  if (!answer.ok) {
    console.error("Card payment: the test provider refused the request", answer.status, answer.message);
    return { kind: "failed" };
  }
  return outcomeOf(answer.data);
}
