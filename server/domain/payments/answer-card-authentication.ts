import type { PaymentProvider } from "../../adapters/payments/payment-provider";
import { AppError } from "../../kernel/errors";
import { findPaymentIntentBySecret, isOnSite, requireTestProvider, toAppError } from "./payment-intent-access";

export type AnswerCardAuthenticationOptions = {
  payments: PaymentProvider;
  paymentIntentId: string;
  clientSecret: string;
  /** Complete (true) or fail (false) the extra confirmation step. */
  approve: boolean;
  siteOrigin: string;
};

/**
 * The test provider's extra confirmation step (Stripe's 3-D Secure test page) answered: the
 * payment succeeds or fails, and the person goes back to the page that paid. The way back is
 * checked once more here, since it leaves this site's control as a redirect.
 */
export async function answerCardAuthentication({
  payments,
  paymentIntentId,
  clientSecret,
  approve,
  siteOrigin,
}: AnswerCardAuthenticationOptions): Promise<{ redirectUrl: string }> {
  requireTestProvider(payments);
  await findPaymentIntentBySecret(payments, paymentIntentId, clientSecret);
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await payments.authorizePaymentIntent(paymentIntentId, { clientSecret, approve }));
  } catch (error) {
    throw toAppError(error, paymentIntentId);
  }
  if (!isOnSite(redirectUrl, siteOrigin)) throw new AppError("BAD_REQUEST", "This payment returns to another site.");
  return { redirectUrl };
}
