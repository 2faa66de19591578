/** What the VIP Access subscription calls answer when they refuse (docs/product.md §8 for verification). */
export const SUBSCRIPTION_MESSAGES = {
  priceRequired: "The price id field is required.",
  invalidPlan: "The selected plan is invalid.",
  alreadySubscribed: "You already have VIP Access. You can subscribe again when it ends.",
  /** docs/product.md §8, word for word: shown whenever a payment check fails. */
  verificationFailed: "Payment verification failed please try again after sometimes!..",
} as const;
