/**
 * What a card payment attempt came to, whichever provider took it. Only card_error and
 * validation_error are shown, in the provider's words (docs/product.md §5 and §8); anything else is
 * logged (a missing payment form or provider, a refused request), never shown.
 */
export type PaymentOutcome =
  | { kind: "succeeded"; paymentIntentId: string }
  /** The extra confirmation step: the browser leaves for `url` and comes back to the return URL. */
  | { kind: "redirect"; url: string }
  /** Refused: `message` is the provider's, to show as it is. */
  | { kind: "refused"; message: string }
  /** Anything else, already logged. */
  | { kind: "failed" };

export type ProviderError = { type?: string | null; message?: string | null };

/** The provider's message when it is one the person should read, else null. */
export function shownErrorMessage(error: ProviderError | null | undefined): string | null {
  if (!error || (error.type !== "card_error" && error.type !== "validation_error")) return null;
  return typeof error.message === "string" && error.message.trim() !== "" ? error.message : null;
}

/** Turns a provider error into an outcome: shown when it is the person's to fix, logged otherwise. */
export function refusedOrFailed(error: ProviderError | null | undefined, context: string): PaymentOutcome {
  const message = shownErrorMessage(error);
  if (message) return { kind: "refused", message };
  console.error(`Card payment: ${context}`, error ?? "no error given");
  return { kind: "failed" };
}
