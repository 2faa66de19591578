import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { FakeStripeError, canonical, listParam, parseForm, type Params } from "./fake-stripe-form";
import { fakeStripeRoutes, type OffSessionRefusals } from "./fake-stripe-routes";
import { copy, createFakeStripeState, newId, token, unix, type StripeJson } from "./fake-stripe-state";

export type { StripeJson } from "./fake-stripe-state";

/**
 * A local stand-in for Stripe's REST API over real HTTP on 127.0.0.1, speaking what the Stripe
 * adapter calls: payment intents, customers, prices (the VIP Access product's monthly, quarterly and
 * yearly prices are seeded), subscriptions (`default_incomplete`, with the first invoice's payment),
 * invoices (items, finalize, send, paid out of band) and refunds (fake-stripe-routes.ts). It checks
 * the Bearer key, reads Stripe's form encoding, expands what Stripe expands (and refuses what it
 * would refuse), replays an idempotent request and refuses a reused key with other parameters.
 * Tests play the browser's part (Stripe.js confirming a card) with `succeedPaymentIntent` and
 * `declinePaymentIntent`.
 */

export type FakeStripeRequest = { method: string; path: string; params: Params; idempotencyKey: string | undefined; stripeVersion: string | undefined };

export type FakeStripe = {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  vipProductId: string;
  /** The VIP Access prices, and one price of another product that must never be offered. */
  prices: { monthly: string; quarterly: string; yearly: string; inactive: string; otherProduct: string };
  /** The variables that point the app at this fake. */
  environment: Record<string, string>;
  /** Every API request, oldest first. */
  requests: FakeStripeRequest[];
  /** Invoices e-mailed to the customer (POST /v1/invoices/:id/send). */
  sentInvoiceIds: string[];
  /** The stored object with every field (includable ones too), as a copy. */
  object(id: string): StripeJson;
  /** Every stored object of one kind ("customer", "invoice", ...), oldest first, as copies. */
  objects(kind: string): StripeJson[];
  /** As if Stripe.js confirmed the payment in the browser and the card paid. */
  succeedPaymentIntent(id: string, options?: { last4?: string }): void;
  /** From now on, the bank refuses every off-session charge of this kept card, for this reason. */
  refuseOffSession(paymentMethodId: string, refusal: "card_declined" | "authentication_required"): void;
  /** As if Stripe.js confirmed the payment and the bank refused the card. */
  declinePaymentIntent(id: string, error?: { code: string; declineCode?: string; message: string; last4?: string }): void;
  /** A webhook body, as Stripe serializes an event around `object`. */
  eventJson(type: string, object: StripeJson, options?: { id?: string; created?: Date }): string;
  /**
   * From now until called with null, every API request fails as in an outage: Stripe's own error
   * (500 `api_error`), too many requests (429 `rate_limit`), or the connection closed unanswered.
   */
  simulateOutage(kind: FakeStripeOutage | null): void;
  close(): Promise<void>;
};

export type FakeStripeOutage = "api_error" | "rate_limit" | "connection";

type IdempotentAnswer = { method: string; path: string; params: string; status: number; body: unknown };

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${token(14)}` });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(options: { now?: () => Date } = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const state = createFakeStripeState(now);
  const { store, sentInvoiceIds, save, find, render } = state;
  const refusals: OffSessionRefusals = new Map();
  const routes = fakeStripeRoutes(state, refusals);
  const secretKey = `sk_test_${token(32)}`;
  const publishableKey = `pk_test_${token(32)}`;
  const webhookSecret = `whsec_${token(32)}`;
  const idempotency = new Map<string, IdempotentAnswer>();
  const requests: FakeStripeRequest[] = [];

  // The VIP Access prices as the team would set them up in Stripe's dashboard (decision 016),
  // created out of order (the adapter sorts), plus an archived one and another product's.
  const vipProductId = `prod_${token(14)}`;
  const yearly = state.createPrice(vipProductId, "VIP Access yearly", "year", 1, 9900).id;
  const monthly = state.createPrice(vipProductId, "VIP Access monthly", "month", 1, 999).id;
  const quarterly = state.createPrice(vipProductId, null, "month", 3, 2699).id;
  const inactivePrice = state.createPrice(vipProductId, "Old monthly", "month", 1, 799);
  inactivePrice.active = false;
  const otherProduct = state.createPrice(`prod_${token(14)}`, "Other", "month", 1, 100).id;

  let outage: FakeStripeOutage | null = null;

  /** Answers as Stripe does in an outage; false when there is none. */
  function failedByOutage(request: IncomingMessage, response: ServerResponse): boolean {
    switch (outage) {
      case null:
        return false;
      case "connection":
        request.socket.destroy();
        return true;
      case "rate_limit":
        send(response, 429, {
          error: { type: "invalid_request_error", code: "rate_limit", message: "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests." },
        });
        return true;
      case "api_error":
        send(response, 500, { error: { type: "api_error", message: "Sorry, something went wrong. We've already been notified of the problem." } });
        return true;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const body = await readBody(request);
    if (failedByOutage(request, response)) return;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      return;
    }
    let params: Params;
    try {
      params = parseForm(method === "GET" || method === "DELETE" ? url.search.slice(1) : body);
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      send(response, error.status, error.body());
      return;
    }
    const idempotencyKey = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : undefined;
    const stripeVersion = typeof request.headers["stripe-version"] === "string" ? request.headers["stripe-version"] : undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey, stripeVersion });

    if (method === "POST" && idempotencyKey !== undefined) {
      const earlier = idempotency.get(idempotencyKey);
      if (earlier) {
        if (earlier.method !== method || earlier.path !== url.pathname || earlier.params !== canonical(params)) {
          const error = new FakeStripeError(
            400,
            "idempotency_error",
            "idempotency_key_in_use",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
          send(response, error.status, error.body());
        } else {
          send(response, earlier.status, earlier.body);
        }
        return;
      }
    }
    let status = 200;
    let answer: unknown;
    try {
      const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
      if (!route) throw new FakeStripeError(404, "invalid_request_error", undefined, `Unrecognized request URL (${method}: ${url.pathname}).`);
      const ids = (route.pattern.exec(url.pathname) ?? []).slice(1).map((id) => decodeURIComponent(id));
      const expand = listParam(params, "expand").filter((path): path is string => typeof path === "string");
      answer = render(route.handle(params, ids), expand);
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      status = error.status;
      answer = error.body();
    }
    // Stripe keeps the first answer to a key, errors included (except its own 500s).
    if (method === "POST" && idempotencyKey !== undefined) {
      idempotency.set(idempotencyKey, { method, path: url.pathname, params: canonical(params), status, body: answer });
    }
    send(response, status, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: { type: "api_error", message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function settle(id: string, last4: string): StripeJson {
    const intent = find("payment_intent", id);
    if (intent.status === "succeeded") throw new Error(`${id} has already succeeded`);
    // A payment made with setup_future_usage keeps its card on the payment's customer.
    const keeps = intent.setup_future_usage !== null && intent.setup_future_usage !== undefined && typeof intent.customer === "string";
    const method = save({
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: { brand: "visa", last4, exp_month: 12, exp_year: 2030 },
      customer: keeps ? intent.customer : null,
    });
    return Object.assign(intent, { payment_method: method.id });
  }

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    vipProductId,
    prices: { monthly, quarterly, yearly, inactive: inactivePrice.id, otherProduct },
    environment: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
      STRIPE_VIP_PRODUCT_IDS: vipProductId,
    },
    requests,
    sentInvoiceIds,
    object: (id) => {
      const found = store.get(id);
      if (!found) throw new Error(`The fake Stripe holds no ${id}`);
      return copy(found);
    },
    objects: (kind) => state.all(kind).map((object) => copy(object)),
    succeedPaymentIntent(id, { last4 = "4242" } = {}) {
      const intent = settle(id, last4);
      const charge = save({ id: newId("ch"), object: "charge", amount: intent.amount, amount_refunded: 0, refunded: false, currency: intent.currency, payment_intent: id, status: "succeeded", created: unix(now()) });
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null, next_action: null });
      const invoice = state.invoiceOfPaymentIntent(id);
      if (!invoice) return;
      state.markPaid(invoice);
      const parent = invoice.parent as { subscription_details: { subscription: string } | null } | null;
      const subscription = parent?.subscription_details ? store.get(parent.subscription_details.subscription) : undefined;
      if (subscription?.status === "incomplete") subscription.status = "active";
    },
    declinePaymentIntent(id, error = { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." }) {
      const intent = settle(id, error.last4 ?? "0002");
      const paymentMethod = store.get(intent.payment_method as string);
      Object.assign(intent, {
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: {
          type: "card_error",
          code: error.code,
          ...(error.declineCode ? { decline_code: error.declineCode } : {}),
          message: error.message,
          payment_method: paymentMethod ? copy(paymentMethod) : undefined,
        },
      });
    },
    eventJson(type, object, { id = newId("evt"), created = now() } = {}) {
      return JSON.stringify(
        {
          id,
          object: "event",
          api_version: Stripe.API_VERSION,
          created: unix(created),
          data: { object: render(object, []) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
    },
    refuseOffSession(paymentMethodId, refusal) {
      find("payment_method", paymentMethodId);
      refusals.set(paymentMethodId, refusal);
    },
    simulateOutage(kind) {
      outage = kind;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
