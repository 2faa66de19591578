import {
  FakeStripeError,
  booleanParam,
  hashParam,
  integerParam,
  invalidRequest,
  listParam,
  metadataParam,
  noSuch,
  requiredString,
  stringParam,
  type Params,
} from "./fake-stripe-form";
import { addMonths, copy, newId, token, unix, type FakeStripeState, type StripeJson } from "./fake-stripe-state";

/** An amount as Stripe's messages write it: "$1,234.50". */
const dollars = (cents: number): string => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The endpoints of Stripe's API the fake answers, each reading Stripe's parameters and checks. */

export type FakeStripeRoute = { method: string; pattern: RegExp; handle: (params: Params, ids: string[]) => StripeJson };

/** Why a kept card's off-session charges are refused, set by a test (`refuseOffSession`). */
export type OffSessionRefusals = Map<string, "card_declined" | "authentication_required">;

const OFF_SESSION_MESSAGES = {
  card_declined: "Your card was declined.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
} as const;

/**
 * `confirm=true` with a customer's kept card and `off_session=true`, as a server charges it: the
 * card pays, or Stripe answers 402 with the card error and the payment (left in
 * requires_payment_method with its last_payment_error), as it does for a refused off-session charge.
 */
function chargeOffSession(state: FakeStripeState, refusals: OffSessionRefusals, intent: StripeJson, params: Params): StripeJson {
  const paymentMethodId = requiredString(params, "payment_method");
  const method = state.find("payment_method", paymentMethodId, "payment_method");
  if (booleanParam(params, "off_session") !== true) {
    throw invalidRequest("This fake charges kept cards only off session (off_session=true).", "off_session");
  }
  if (intent.customer === null || method.customer !== intent.customer) {
    throw invalidRequest(`The provided PaymentMethod ${paymentMethodId} does not belong to the customer given.`, "payment_method");
  }
  const refusal = refusals.get(paymentMethodId);
  if (refusal !== undefined) {
    Object.assign(intent, {
      status: "requires_payment_method",
      payment_method: null,
      last_payment_error: { type: "card_error", code: refusal, decline_code: refusal === "card_declined" ? "generic_decline" : "authentication_required", message: OFF_SESSION_MESSAGES[refusal], payment_method: copy(method) },
    });
    throw new FakeStripeError(402, "card_error", refusal, OFF_SESSION_MESSAGES[refusal], undefined, {
      decline_code: refusal === "card_declined" ? "generic_decline" : "authentication_required",
      payment_intent: state.render(intent, []),
    });
  }
  const charge = state.save({ id: newId("ch"), object: "charge", amount: intent.amount, amount_refunded: 0, refunded: false, currency: intent.currency, payment_intent: intent.id, status: "succeeded", created: unix(state.now()) });
  return Object.assign(intent, { status: "succeeded", payment_method: method.id, amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null, next_action: null });
}

export function fakeStripeRoutes(state: FakeStripeState, refusals: OffSessionRefusals = new Map()): FakeStripeRoute[] {
  const { now, store, sentInvoiceIds, save, find, all, list, createPaymentIntent, finalize, markPaid } = state;
  return [
    {
      method: "POST",
      pattern: /^\/v1\/customers$/,
      handle: (params) =>
        save({ id: newId("cus"), object: "customer", created: unix(now()), email: stringParam(params, "email") ?? null, livemode: false, metadata: metadataParam(params) }),
    },
    {
      method: "GET",
      pattern: /^\/v1\/customers$/,
      handle: (params) => {
        const email = stringParam(params, "email");
        const limit = integerParam(params, "limit") ?? 10;
        const customers = all("customer").filter((object) => email === undefined || object.email === email);
        return list(customers.slice(0, limit), "/v1/customers");
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/prices$/,
      handle: (params) => {
        const product = stringParam(params, "product");
        const active = booleanParam(params, "active");
        const type = stringParam(params, "type");
        const prices = all("price").filter(
          (object) =>
            (product === undefined || object.product === product) &&
            (active === undefined || object.active === active) &&
            (type === undefined || object.type === type),
        );
        return list(prices.slice(0, integerParam(params, "limit") ?? 10), "/v1/prices");
      },
    },
    { method: "GET", pattern: /^\/v1\/prices\/([^/]+)$/, handle: (_params, [id = ""]) => find("price", id) },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents$/,
      handle: (params) => {
        const amount = integerParam(params, "amount");
        if (amount === undefined) throw invalidRequest("Missing required param: amount.", "amount", "parameter_missing");
        const currency = requiredString(params, "currency");
        if (currency !== "usd") throw invalidRequest(`Invalid currency: ${currency}.`, "currency", "parameter_invalid_string");
        if (amount < 50) throw invalidRequest("Amount must be at least $0.50 usd", "amount", "amount_too_small");
        if (amount > 99_999_999) throw invalidRequest("Amount must be no more than $999,999.99", "amount", "amount_too_large");
        // Renamed allowed_payment_method_types in the API version the adapter's library pins.
        if (params.payment_method_types !== undefined) throw invalidRequest("Received unknown parameter: payment_method_types", "payment_method_types");
        const automatic = hashParam(params, "automatic_payment_methods");
        const types = listParam(params, "allowed_payment_method_types");
        const customer = stringParam(params, "customer");
        if (customer !== undefined) find("customer", customer, "customer");
        if (booleanParam(params, "confirm") === true) find("payment_method", requiredString(params, "payment_method"), "payment_method");
        const setupFutureUsage = stringParam(params, "setup_future_usage");
        if (setupFutureUsage !== undefined && setupFutureUsage !== "off_session" && setupFutureUsage !== "on_session") {
          throw invalidRequest(`Invalid setup_future_usage: must be one of on_session or off_session`, "setup_future_usage", "parameter_invalid_string");
        }
        const intent = createPaymentIntent({
          amount,
          currency,
          customer: customer ?? null,
          setup_future_usage: setupFutureUsage ?? null,
          description: stringParam(params, "description") ?? null,
          metadata: metadataParam(params),
          receipt_email: stringParam(params, "receipt_email") ?? null,
          automatic_payment_methods: automatic.enabled === "true" ? { enabled: true, allow_redirects: automatic.allow_redirects ?? "always" } : null,
          allowed_payment_method_types: types.length > 0 ? types : null,
          payment_method_types: types.length > 0 ? types : ["card"],
        });
        return booleanParam(params, "confirm") === true ? chargeOffSession(state, refusals, intent, params) : intent;
      },
    },
    { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: (_params, [id = ""]) => find("payment_intent", id) },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: (params, [id = ""]) => {
        const intent = find("payment_intent", id);
        const metadata = { ...(intent.metadata as Record<string, string>), ...metadataParam(params) };
        intent.metadata = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ""));
        const description = stringParam(params, "description");
        if (description !== undefined) intent.description = description;
        return intent;
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/subscriptions$/,
      handle: (params) => {
        const customer = find("customer", requiredString(params, "customer"), "customer");
        const [item] = listParam(params, "items") as Params[];
        const priceId = item === undefined ? undefined : stringParam(item, "price");
        if (priceId === undefined) throw invalidRequest("Missing required param: items[0][price].", "items[0][price]", "parameter_missing");
        const plan = find("price", priceId, "items[0][price]");
        if (plan.active !== true || plan.type !== "recurring") {
          throw invalidRequest(`The price specified is inactive or not recurring: ${priceId}`, "items[0][price]");
        }
        // Without default_incomplete Stripe charges at once, and this customer has no card yet.
        if (stringParam(params, "payment_behavior") !== "default_incomplete") {
          throw invalidRequest("This customer has no attached payment source or default payment method.", undefined, "resource_missing");
        }
        const created = now();
        const recurring = plan.recurring as { interval: string; interval_count: number };
        const months = (recurring.interval === "year" ? 12 : 1) * recurring.interval_count;
        const subscriptionId = newId("sub");
        const amount = plan.unit_amount as number;
        const intent = createPaymentIntent({ amount, currency: "usd", customer: customer.id, description: "Subscription creation" });
        const invoiceId = newId("in");
        save({
          id: invoiceId,
          object: "invoice",
          amount_due: amount,
          amount_paid: 0,
          amount_remaining: amount,
          billing_reason: "subscription_create",
          collection_method: "charge_automatically",
          confirmation_secret: { client_secret: intent.client_secret, type: "payment_intent" },
          created: unix(created),
          currency: "usd",
          customer: customer.id,
          customer_email: customer.email,
          description: null,
          livemode: false,
          metadata: {},
          parent: { type: "subscription_details", quote_details: null, subscription_details: { metadata: {}, subscription: subscriptionId } },
          payments: list(
            [
              {
                id: `inpay_${token(24)}`,
                object: "invoice_payment",
                amount_paid: null,
                amount_requested: amount,
                created: unix(created),
                currency: "usd",
                invoice: invoiceId,
                is_default: true,
                livemode: false,
                payment: { type: "payment_intent", payment_intent: intent.id },
                status: "open",
              },
            ],
            `/v1/invoice_payments?invoice=${invoiceId}`,
          ),
          status: "open",
          status_transitions: { finalized_at: unix(created), marked_uncollectible_at: null, paid_at: null, voided_at: null },
          total: amount,
        });
        return save({
          id: subscriptionId,
          object: "subscription",
          billing_cycle_anchor: unix(created),
          cancel_at: null,
          cancel_at_period_end: false,
          canceled_at: null,
          collection_method: "charge_automatically",
          created: unix(created),
          currency: "usd",
          customer: customer.id,
          ended_at: null,
          items: list(
            [
              {
                id: `si_${token(14)}`,
                object: "subscription_item",
                current_period_start: unix(created),
                current_period_end: unix(addMonths(created, months)),
                price: copy(plan),
                quantity: 1,
                subscription: subscriptionId,
              },
            ],
            `/v1/subscription_items?subscription=${subscriptionId}`,
          ),
          latest_invoice: invoiceId,
          livemode: false,
          metadata: metadataParam(params),
          start_date: unix(created),
          status: "incomplete",
        });
      },
    },
    { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (_params, [id = ""]) => find("subscription", id) },
    {
      method: "POST",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (params, [id = ""]) => {
        const subscription = find("subscription", id);
        const atPeriodEnd = booleanParam(params, "cancel_at_period_end");
        if (atPeriodEnd !== undefined) {
          if (subscription.status === "canceled") throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
          const [item] = (subscription.items as { data: StripeJson[] }).data;
          subscription.cancel_at_period_end = atPeriodEnd;
          subscription.cancel_at = atPeriodEnd ? (item?.current_period_end ?? null) : null;
        }
        return subscription;
      },
    },
    {
      method: "DELETE",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (_params, [id = ""]) => {
        const subscription = find("subscription", id);
        if (subscription.status === "canceled") throw noSuch("subscription", id);
        Object.assign(subscription, { status: "canceled", canceled_at: unix(now()), ended_at: unix(now()) });
        return subscription;
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/invoices$/,
      handle: (params) => {
        const customer = find("customer", requiredString(params, "customer"), "customer");
        const collection = stringParam(params, "collection_method") ?? "charge_automatically";
        const daysUntilDue = integerParam(params, "days_until_due");
        if (collection === "send_invoice" && daysUntilDue === undefined) {
          throw invalidRequest("Missing required param: days_until_due.", "days_until_due", "parameter_missing");
        }
        return save({
          id: newId("in"),
          object: "invoice",
          amount_due: 0,
          amount_paid: 0,
          amount_remaining: 0,
          auto_advance: booleanParam(params, "auto_advance") ?? true,
          billing_reason: "manual",
          collection_method: collection,
          confirmation_secret: null,
          created: unix(now()),
          currency: stringParam(params, "currency") ?? "usd",
          customer: customer.id,
          customer_email: customer.email,
          days_until_due: daysUntilDue ?? null,
          description: stringParam(params, "description") ?? null,
          lines: list([], "/v1/invoices/lines"),
          livemode: false,
          metadata: metadataParam(params),
          number: null,
          parent: null,
          payments: list([], "/v1/invoice_payments"),
          status: "draft",
          status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
          total: 0,
        });
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/invoiceitems$/,
      handle: (params) => {
        const customer = find("customer", requiredString(params, "customer"), "customer");
        const amount = integerParam(params, "amount");
        if (amount === undefined) throw invalidRequest("Missing required param: amount.", "amount", "parameter_missing");
        const invoiceId = stringParam(params, "invoice");
        const invoice = invoiceId === undefined ? undefined : find("invoice", invoiceId, "invoice");
        if (invoice && invoice.status !== "draft") throw invalidRequest("You can only add invoice items to draft invoices.", "invoice");
        const item = save({
          id: `ii_${token(24)}`,
          object: "invoiceitem",
          amount,
          currency: stringParam(params, "currency") ?? "usd",
          customer: customer.id,
          description: stringParam(params, "description") ?? null,
          invoice: invoice?.id ?? null,
          livemode: false,
          metadata: metadataParam(params),
        });
        if (invoice) {
          (invoice.lines as { data: StripeJson[] }).data.push({ id: `il_${token(24)}`, object: "line_item", amount, description: item.description });
          for (const field of ["amount_due", "amount_remaining", "total"]) invoice[field] = (invoice[field] as number) + amount;
        }
        return item;
      },
    },
    { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, handle: (_params, [id = ""]) => find("invoice", id) },
    {
      method: "POST",
      pattern: /^\/v1\/invoices\/([^/]+)\/finalize$/,
      handle: (params, [id = ""]) => {
        const invoice = find("invoice", id);
        if (invoice.status !== "draft") throw invalidRequest("This invoice is already finalized, you can't re-finalize a non-draft invoice.", undefined, "invoice_unexpected_state");
        const autoAdvance = booleanParam(params, "auto_advance");
        if (autoAdvance !== undefined) invoice.auto_advance = autoAdvance;
        finalize(invoice);
        return invoice;
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/invoices\/([^/]+)\/send$/,
      handle: (_params, [id = ""]) => {
        const invoice = find("invoice", id);
        if (invoice.collection_method !== "send_invoice") {
          throw invalidRequest("You can only manually send an invoice if its collection method is 'send_invoice'.", undefined, "invoice_unexpected_state");
        }
        if (invoice.status === "draft") finalize(invoice);
        if (invoice.status !== "open") throw invalidRequest(`You can't send an invoice with a status of ${String(invoice.status)}.`, undefined, "invoice_unexpected_state");
        sentInvoiceIds.push(invoice.id);
        return invoice;
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/invoices\/([^/]+)\/pay$/,
      handle: (params, [id = ""]) => {
        const invoice = find("invoice", id);
        if (booleanParam(params, "paid_out_of_band") !== true) throw invalidRequest("This customer has no attached payment source or default payment method.");
        if (invoice.status === "draft") finalize(invoice);
        if (invoice.status === "paid") throw invalidRequest("Invoice is already paid", undefined, "invoice_unexpected_state");
        if (invoice.status !== "open") throw invalidRequest(`You can't pay an invoice with a status of ${String(invoice.status)}.`, undefined, "invoice_unexpected_state");
        markPaid(invoice);
        return invoice;
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/refunds$/,
      handle: (params) => {
        const intent = find("payment_intent", requiredString(params, "payment_intent"), "payment_intent");
        const reason = stringParam(params, "reason");
        if (reason !== undefined && !["requested_by_customer", "duplicate", "fraudulent"].includes(reason)) {
          throw invalidRequest(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, "reason");
        }
        const charge = typeof intent.latest_charge === "string" ? store.get(intent.latest_charge) : undefined;
        if (intent.status !== "succeeded" || !charge) {
          throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, "payment_intent", "charge_not_refundable");
        }
        if (charge.refunded === true) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, "charge", "charge_already_refunded");
        const alreadyRefunded = Number(charge.amount_refunded ?? 0);
        const left = Number(charge.amount) - alreadyRefunded;
        const amount = integerParam(params, "amount") ?? left;
        if (amount < 1) throw invalidRequest("Invalid positive integer", "amount", "parameter_invalid_integer");
        if (amount > left) {
          const what = alreadyRefunded > 0 ? "unrefunded amount on charge" : "charge amount";
          throw invalidRequest(`Refund amount (${dollars(amount)}) is greater than ${what} (${dollars(left)})`, "amount", "amount_too_large");
        }
        Object.assign(charge, { refunded: amount === left, amount_refunded: alreadyRefunded + amount });
        return save({
          id: `re_${token(24)}`,
          object: "refund",
          amount,
          charge: charge.id,
          created: unix(now()),
          currency: intent.currency,
          metadata: metadataParam(params),
          payment_intent: intent.id,
          reason: reason ?? null,
          status: "succeeded",
        });
      },
    },
  ];
}
