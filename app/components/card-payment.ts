import type { ReactNode } from "react";

/**
 * The card payment parts a feature that takes card payments is handed by its page (features do not
 * import each other: the route brings the payments feature's card form, app/features/payments/
 * card-payment-parts.tsx, and the paying feature together). One shape for the sign-up wizards,
 * checkout, the marketplace post, its renewal, the plan and the invoice page.
 */
export type CardFormProps = {
  clientSecret: string;
  paymentIntentId: string;
  /** Where the card's extra step (3-D Secure) comes back to. */
  returnUrl: string;
  /** The pay button's amount, as shown ("$1,500"). */
  amountLabel: string;
  initialError: string | null;
  onSucceeded(paymentIntentId: string): void;
};

/** Back from the card's extra step without success: whether it succeeded after all, or the provider's words. */
export type CardPaymentOutcome = { kind: "succeeded" } | { kind: "refused"; message: string | null };

export type CardPayment = {
  renderCardForm(props: CardFormProps): ReactNode;
  outcomeAfterRedirect(paymentIntentId: string, clientSecret: string): Promise<CardPaymentOutcome>;
};
