import { timingSafeEqual } from "node:crypto";
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from "../../adapters/payments/payment-provider";
import { AppError } from "../../kernel/errors";

/**
 * The test provider's pages and browser calls stand in for Stripe's own servers; with Stripe
 * configured they do not exist, and say so as any unknown address would.
 */
export function requireTestProvider(payments: PaymentProvider): void {
  if (payments.kind !== "test") throw new AppError("NOT_FOUND", "Not found");
}

const noSuchPayment = (id: string): AppError => new AppError("NOT_FOUND", `No such payment_intent: '${id}'`);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The payment `id`, for whoever holds its client secret (as Stripe.js's calls require). A wrong
 * secret answers exactly like an unknown id, so the call cannot be used to find payment ids.
 */
export async function findPaymentIntentBySecret(payments: PaymentProvider, id: string, clientSecret: string): Promise<PaymentIntent> {
  let intent: PaymentIntent;
  try {
    intent = await payments.retrievePaymentIntent(id);
  } catch (error) {
    throw toAppError(error, id);
  }
  if (!sameSecret(clientSecret, intent.clientSecret)) throw noSuchPayment(id);
  return intent;
}

/** Whether `url` is an absolute address on `siteOrigin` (ports and letter case normalised). */
export function isOnSite(url: string, siteOrigin: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * A request the provider refused, in the API's terms: an unknown payment is a 404, a payment in
 * the wrong state (already paid, no step waiting) a 409 with the provider's words. Anything else
 * is not the caller's doing and stays an internal error.
 */
export function toAppError(error: unknown, id: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.code === "resource_missing") return noSuchPayment(id);
  if (error.code === "payment_intent_unexpected_state") return new AppError("CONFLICT", error.message);
  return error;
}
