import type { CardInput, PaymentIntent, PaymentProvider } from "../../adapters/payments/payment-provider";
import { AppError } from "../../kernel/errors";
import { findPaymentIntentBySecret, isOnSite, requireTestProvider, toAppError } from "./payment-intent-access";

export const RETURN_URL_MESSAGE = "The return URL must be an address on this site.";

export type ConfirmCardPaymentOptions = {
  payments: PaymentProvider;
  paymentIntentId: string;
  clientSecret: string;
  /** As typed; the provider keeps only the last four digits. */
  card: CardInput;
  /** Where the extra confirmation step sends the person back to: this site only. */
  returnUrl: string;
  /** This site's origin, e.g. https://amora.travel. */
  siteOrigin: string;
};

/**
 * Charges a card for a payment of the built-in test provider, as Stripe.js does against Stripe:
 * only the holder of the payment's client secret may confirm it. A refused card is an answer
 * (the payment with `lastError`), not an error. The return URL must stay on this site, or the
 * authorize page would become a redirect to anywhere.
 */
export async function confirmCardPayment({
  payments,
  paymentIntentId,
  clientSecret,
  card,
  returnUrl,
  siteOrigin,
}: ConfirmCardPaymentOptions): Promise<PaymentIntent> {
  requireTestProvider(payments);
  if (!isOnSite(returnUrl, siteOrigin)) {
    throw new AppError("VALIDATION_FAILED", RETURN_URL_MESSAGE, { return_url: [RETURN_URL_MESSAGE] });
  }
  await findPaymentIntentBySecret(payments, paymentIntentId, clientSecret);
  try {
    return await payments.confirmPaymentIntent(paymentIntentId, { card, returnUrl });
  } catch (error) {
    throw toAppError(error, paymentIntentId);
  }
}
