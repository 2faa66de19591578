/**
 * The payment calls the product makes, modelled on Stripe's API so the Stripe adapter is a thin
 * translation and the built-in test provider (test-provider.ts) behaves like Stripe's test mode.
 * Amounts are integer cents; the caller computes them from core/pricing.ts, never from a browser.
 */

export type PaymentIntentStatus = "requires_payment_method" | "requires_action" | "succeeded";

/** Why the last attempt failed, with the provider's message, meant to be shown as it is. */
export type PaymentError = {
  /** card_error: the bank refused; validation_error: the card details themselves are wrong. */
  type: "card_error" | "validation_error";
  code: string;
  /** Stripe's finer reason for a `card_declined` (generic_decline, insufficient_funds, ...). */
  declineCode?: string;
  message: string;
};

/** The extra confirmation step (3-D Secure in Stripe): send the person to `url`. */
export type RedirectAction = { type: "redirect_to_url"; url: string; returnUrl: string };

/**
 * A card kept after a payment made with `saveCard` (Stripe: a Customer and its PaymentMethod, from
 * `setup_future_usage: off_session`), to be charged later without the person (`chargeSavedCard`).
 */
export type SavedCard = {
  customerId: string;
  paymentMethodId: string;
  /** Lowercase, as Stripe's `card.brand`: visa, mastercard, amex, discover, ... */
  brand: string;
  last4: string;
};

export type PaymentIntent = {
  id: string;
  /** Lets the browser finish this one payment; never a credential for anything else. */
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  customerEmail: string | null;
  lastError: PaymentError | null;
  nextAction: RedirectAction | null;
  /** The last four digits of the card that paid or was tried, when one was. */
  cardLast4: string | null;
  /** Set when this payment is a subscription's first invoice. */
  subscriptionId: string | null;
  /** The card this payment kept for later charges, once it succeeded with `saveCard`. */
  savedCard: SavedCard | null;
  createdAt: Date;
  livemode: boolean;
};

export type CreatePaymentIntentOptions = {
  amountCents: number;
  currency: string;
  /** Required: the same request sent twice (a retry, a double click) must charge once. */
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
  customerEmail?: string;
  /**
   * Keep the card that pays for later charges without the person (Stripe: the e-mail's Customer and
   * `setup_future_usage: off_session`); the payment's `savedCard` names it once it succeeded.
   * Requires `customerEmail`.
   */
  saveCard?: boolean;
};

/** A charge of a kept card without the person (Stripe: `off_session: true, confirm: true`). */
export type ChargeSavedCardOptions = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  /** Required: a retried charge must charge once. */
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, string>;
  customerEmail?: string;
};

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

export type ConfirmPaymentIntentOptions = {
  card: CardInput;
  /** Absolute http(s) URL the extra confirmation step returns to, with `payment_intent=<id>`. */
  returnUrl: string;
};

export type AuthorizePaymentIntentOptions = {
  /** The person must hold the payment's client secret to answer its confirmation step. */
  clientSecret: string;
  approve: boolean;
};

export type AuthorizePaymentIntentResult = {
  paymentIntent: PaymentIntent;
  /** The return URL with `payment_intent`, `payment_intent_client_secret` and `redirect_status`. */
  redirectUrl: string;
};

export type PlanInterval = "month" | "year";

/** A recurring price (Stripe's Price) of the VIP Access product. */
export type Plan = {
  id: string;
  product: string;
  nickname: string;
  interval: PlanInterval;
  intervalCount: number;
  amountCents: number;
  currency: string;
  livemode: boolean;
};

/**
 * incomplete until the first payment succeeds; active while paid; past_due when a renewal failed;
 * canceled at the end (Stripe's statuses the product uses).
 */
export type SubscriptionStatus = "incomplete" | "active" | "past_due" | "canceled";

export type Subscription = {
  id: string;
  priceId: string;
  customerEmail: string;
  /** incomplete until the first payment succeeds; then active, renewing each period. */
  status: SubscriptionStatus;
  latestPaymentIntentId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Set when the member cancelled: the subscription runs to the period's end, then ends. */
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
};

export type CreateSubscriptionOptions = { priceId: string; customerEmail: string; idempotencyKey: string };

/** What the browser needs to pay a new subscription's first invoice. */
export type CreatedSubscription = { subscriptionId: string; clientSecret: string; paymentIntentId: string; status: SubscriptionStatus };

export type InvoiceStatus = "open" | "paid";

export type Invoice = {
  id: string;
  email: string;
  /** Null when the product is sold by quote and the amount is agreed by hand. */
  amountCents: number | null;
  currency: string;
  description: string;
  status: InvoiceStatus;
  paidAt: Date | null;
  createdAt: Date;
};

export type SendInvoiceOptions = {
  email: string;
  amountCents: number | "by-quote";
  description: string;
  idempotencyKey: string;
};

export type SentInvoice = { invoiceId: string; status: "open" };

export type RefundReason = "requested_by_customer" | "duplicate" | "fraudulent";

export type RefundPaymentIntentOptions = {
  paymentIntentId: string;
  /** Required: refunding twice for one failure must give money back once. */
  idempotencyKey: string;
  /**
   * How much to give back, in cents (a cancelled stay's refund, its charge kept). Absent: what is
   * left of the payment, which is all of it unless part was refunded before. More than what is
   * left is refused (`amount_too_large`, as Stripe refuses it).
   */
  amountCents?: number;
  reason?: RefundReason;
};

/** Money given back on a payment: all of it, or part (a cancellation's charge kept). */
export type Refund = {
  id: string;
  paymentIntentId: string;
  /** What this refund gave back, in cents. */
  amountCents: number;
  currency: string;
  status: "succeeded";
  createdAt: Date;
};

/**
 * A verified provider event (Stripe's Event), reduced to what the product applies. `created` is
 * the provider's clock; events may arrive late, twice or out of order.
 */
export type ProviderEvent =
  | { id: string; created: Date; type: "payment_intent.succeeded"; paymentIntent: PaymentIntent }
  | {
      id: string;
      created: Date;
      type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted";
      subscription: Subscription;
    }
  | {
      id: string;
      created: Date;
      type: "invoice.paid";
      invoice: Invoice;
      subscriptionId: string | null;
      /** A subscription's first invoice (Stripe's billing_reason `subscription_create`), not a renewal. */
      isSubscriptionStart: boolean;
      /** The payment that paid it, when the event names one (Stripe's API versions before 2025 do). */
      paymentIntentId: string | null;
    }
  | {
      id: string;
      created: Date;
      type: "charge.refunded";
      paymentIntentId: string;
      /** Everything refunded on the payment so far, in cents, when the event says (Stripe's `amount_refunded`). */
      amountRefundedCents: number | null;
      /** The whole payment is back (Stripe's `refunded`); false after a partial refund. */
      fullyRefunded: boolean;
    }
  /** Any other type: acknowledged and ignored. */
  | { id: string; created: Date; type: "other"; providerType: string };

export type PaymentProviderErrorType = "invalid_request_error" | "idempotency_error" | "signature_verification_error";

/**
 * A request the provider refused (Stripe's StripeInvalidRequestError / StripeIdempotencyError):
 * a programming or state error, not a card refusal, which is a payment status instead.
 */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    readonly type: PaymentProviderErrorType,
    readonly code: string,
    message: string,
    /** The request parameter at fault, when one is. */
    readonly param?: string,
  ) {
    super(message);
  }
}

export type PaymentProvider = {
  readonly kind: "test" | "stripe";
  createPaymentIntent(options: CreatePaymentIntentOptions): Promise<PaymentIntent>;
  /** Throws resource_missing for an unknown id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /**
   * Charges a card. A refused card is not an exception: the payment comes back in
   * `requires_payment_method` with `lastError`, and may be confirmed again with another card.
   */
  confirmPaymentIntent(id: string, options: ConfirmPaymentIntentOptions): Promise<PaymentIntent>;
  /**
   * Charges a kept card now, without the person. A refusal (declined, or the bank asks for the
   * person's authentication: `authentication_required`) is not an exception: the payment comes back
   * in `requires_payment_method` with `lastError`. Throws resource_missing for an unknown card.
   */
  chargeSavedCard(options: ChargeSavedCardOptions): Promise<PaymentIntent>;
  /** The answer to the extra confirmation step: succeeded when approved, failed when refused. */
  authorizePaymentIntent(id: string, options: AuthorizePaymentIntentOptions): Promise<AuthorizePaymentIntentResult>;
  /** The VIP Access plans, monthly, quarterly, yearly (docs/product.md §9). */
  listPlans(): Promise<Plan[]>;
  createSubscription(options: CreateSubscriptionOptions): Promise<CreatedSubscription>;
  retrieveSubscription(id: string): Promise<Subscription>;
  sendInvoice(options: SendInvoiceOptions): Promise<SentInvoice>;
  retrieveInvoice(id: string): Promise<Invoice>;
  /** Records an open invoice as settled (Stripe: paid out of band, e.g. by bank transfer). */
  markInvoicePaid(id: string): Promise<Invoice>;
  /**
   * Gives a succeeded payment back, in full or the `amountCents` asked. Throws for a payment that
   * has not succeeded, one already refunded in full, or an amount more than what is left.
   */
  refundPaymentIntent(options: RefundPaymentIntentOptions): Promise<Refund>;
  /** Ends a subscription now, or at the period's end (`atPeriodEnd`). */
  cancelSubscription(id: string, options: { atPeriodEnd: boolean }): Promise<Subscription>;
  /**
   * Verifies a webhook's signature (Stripe's `Stripe-Signature` scheme: HMAC-SHA256 of
   * `${t}.${rawBody}`, at most 5 minutes old) and parses the event. Throws
   * signature_verification_error for a missing, wrong or stale signature.
   */
  constructEvent(rawBody: string | Buffer, signatureHeader: string | undefined): ProviderEvent;
};
