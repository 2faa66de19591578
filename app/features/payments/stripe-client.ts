import { refusedOrFailed, type PaymentOutcome, type ProviderError } from "./payment-outcome";

/**
 * The few parts of Stripe.js (https://js.stripe.com/v3) the card form uses, typed by hand: the
 * script is loaded from Stripe at run time (Stripe requires that), so there is no package to
 * take types from without adding a dependency for a handful of calls.
 */
type StripePaymentIntent = { id: string; status: string; last_payment_error?: ProviderError | null };
type StripeResult = { error?: ProviderError; paymentIntent?: StripePaymentIntent };

export type StripePaymentElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: "ready", handler: () => void): void;
};

export type StripeElements = {
  create(type: "payment", options?: { layout?: "tabs" | "accordion" }): StripePaymentElement;
};

export type StripeInstance = {
  elements(options: { clientSecret: string; appearance?: { theme?: "stripe" | "flat"; variables?: Record<string, string> } }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<StripeResult>;
  retrievePaymentIntent(clientSecret: string): Promise<StripeResult>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeInstance;
  }
}

const STRIPE_JS = "https://js.stripe.com/v3";

let loading: Promise<StripeInstance> | null = null;

/**
 * Loads Stripe.js once per page, only when Stripe takes the payments (the page's CSP allows its
 * host only then). A failed load can be tried again.
 */
export function loadStripe(publishableKey: string): Promise<StripeInstance> {
  loading ??= new Promise<StripeInstance>((resolve, reject) => {
    const ready = () => (window.Stripe ? resolve(window.Stripe(publishableKey)) : reject(new Error("Stripe.js did not start")));
    if (window.Stripe) return ready();
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    script.addEventListener("load", ready);
    script.addEventListener("error", () => reject(new Error(`Could not load ${STRIPE_JS}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function outcomeOf(result: StripeResult): PaymentOutcome {
  if (result.error) return refusedOrFailed(result.error, "Stripe refused the payment");
  const intent = result.paymentIntent;
  // processing: the bank has not answered yet; the server's check decides.
  if (intent && (intent.status === "succeeded" || intent.status === "processing")) return { kind: "succeeded", paymentIntentId: intent.id };
  return refusedOrFailed(intent?.last_payment_error, `the payment is ${intent?.status ?? "missing"}`);
}

/** Confirms in the browser, leaving the page only when the card's bank requires it (docs/product.md §7). */
export async function confirmWithStripe(stripe: StripeInstance, elements: StripeElements, returnUrl: string): Promise<PaymentOutcome> {
  return outcomeOf(await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: "if_required" }));
}

/** Why a payment that came back from the bank's page did not succeed, in Stripe's words. */
export async function retrieveFromStripe(publishableKey: string, clientSecret: string): Promise<PaymentOutcome> {
  try {
    return outcomeOf(await (await loadStripe(publishableKey)).retrievePaymentIntent(clientSecret));
  } catch (error) {
    console.error("Card payment: Stripe.js is not available", error);
    return { kind: "failed" };
  }
}
