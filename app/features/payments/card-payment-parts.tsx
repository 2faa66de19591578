import { CardPaymentForm, type CardPaymentFormProps, type PaymentsConfig } from "./card-payment-form";
import { retrieveFromStripe } from "./stripe-client";
import { retrieveFromTestProvider } from "./test-provider-client";

/**
 * The card form and the provider look-up a page hands to a feature that takes card payments (the
 * sign-up wizards), so that feature never imports this one.
 */
export function cardPaymentParts(provider: PaymentsConfig) {
  return {
    renderCardForm: (props: Omit<CardPaymentFormProps, "provider">) => <CardPaymentForm provider={provider} {...props} />,
    outcomeAfterRedirect: async (paymentIntentId: string, clientSecret: string): Promise<{ kind: "succeeded" } | { kind: "refused"; message: string | null }> => {
      const outcome =
        provider.provider === "stripe" ? await retrieveFromStripe(provider.publishableKey, clientSecret) : await retrieveFromTestProvider(paymentIntentId, clientSecret);
      return outcome.kind === "succeeded" ? { kind: "succeeded" } : { kind: "refused", message: outcome.kind === "refused" ? outcome.message : null };
    },
  };
}
