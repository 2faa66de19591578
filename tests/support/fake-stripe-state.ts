import { randomBytes } from "node:crypto";
import { invalidRequest, noSuch } from "./fake-stripe-form";

/** What the fake Stripe server holds: Stripe-shaped objects by id, and how it answers them. */

export type StripeJson = { id: string; object: string; [field: string]: unknown };

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const token = (length: number): string => [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
export const newId = (prefix: string): string => `${prefix}_${token(24)}`;
export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);
export const copy = <T>(value: T): T => structuredClone(value);

/** Fields Stripe leaves out unless asked for with `expand` ("includable"). */
const INCLUDABLE: Record<string, readonly string[]> = { invoice: ["confirmation_secret", "payments"] };

/** `months` calendar months after `from`; a day the month lacks becomes its last day, as in Stripe. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

type InvoicePayments = { data: { payment: { payment_intent: string }; status: string }[] };

export type FakeStripeState = ReturnType<typeof createFakeStripeState>;

export function createFakeStripeState(now: () => Date) {
  const store = new Map<string, StripeJson>();
  const sentInvoiceIds: string[] = [];

  const save = (object: StripeJson): StripeJson => {
    store.set(object.id, object);
    return object;
  };

  function find(kind: string, id: string, param = "id"): StripeJson {
    const found = store.get(id);
    if (!found || found.object !== kind) throw noSuch(kind, id, param);
    return found;
  }

  const all = (kind: string): StripeJson[] => [...store.values()].filter((object) => object.object === kind);

  const list = (data: StripeJson[], url: string): StripeJson => ({ id: "", object: "list", data, has_more: false, url });

  /** A copy without the includable fields, with `expand` paths followed as Stripe does. */
  function render(object: StripeJson, expand: readonly string[]): StripeJson {
    const rendered = copy(object);
    const includable = INCLUDABLE[object.object] ?? [];
    for (const field of includable) delete rendered[field];
    const byField = new Map<string, string[]>();
    for (const path of expand) {
      const [field = "", ...rest] = path.split(".");
      byField.set(field, [...(byField.get(field) ?? []), ...(rest.length > 0 ? [rest.join(".")] : [])]);
    }
    for (const [field, rest] of byField) {
      const value = object[field];
      if (object.object === "list" && field === "data") {
        rendered.data = (object.data as StripeJson[]).map((item) => render(item, rest));
      } else if (typeof value === "string" && store.has(value)) {
        rendered[field] = render(store.get(value) as StripeJson, rest);
      } else if (value !== null && typeof value === "object" && (includable.includes(field) || rest.length > 0)) {
        rendered[field] = render(value as StripeJson, rest);
      } else if (value === null && includable.includes(field)) {
        rendered[field] = null;
      } else if (value !== null) {
        // As Stripe does for a field that is not an id, or one this API version no longer has.
        throw invalidRequest(`This property cannot be expanded (${field}).`, "expand");
      }
    }
    return rendered;
  }

  function createPrice(product: string, nickname: string | null, interval: string, intervalCount: number, amount: number): StripeJson {
    return save({
      id: `price_${token(24)}`,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: unix(now()),
      currency: "usd",
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname,
      product,
      recurring: { interval, interval_count: intervalCount, meter: null, trial_period_days: null, usage_type: "licensed" },
      type: "recurring",
      unit_amount: amount,
    });
  }

  function createPaymentIntent(fields: { amount: number; currency: string; customer: string | null } & Partial<StripeJson>): StripeJson {
    const id = newId("pi");
    return save({
      id,
      object: "payment_intent",
      amount_received: 0,
      automatic_payment_methods: null,
      capture_method: "automatic",
      client_secret: `${id}_secret_${token(25)}`,
      confirmation_method: "automatic",
      created: unix(now()),
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      next_action: null,
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: null,
      status: "requires_payment_method",
      ...fields,
    });
  }

  function markPaid(invoice: StripeJson): void {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Record<string, number | null>).paid_at = unix(now());
    for (const payment of (invoice.payments as InvoicePayments | null)?.data ?? []) payment.status = "paid";
  }

  function finalize(invoice: StripeJson): void {
    invoice.status = "open";
    invoice.number = `FAKE-${token(6).toUpperCase()}`;
    (invoice.status_transitions as Record<string, number | null>).finalized_at = unix(now());
    // Stripe marks an invoice with nothing to pay as paid when it is finalized.
    if (invoice.amount_due === 0) markPaid(invoice);
  }

  /** The invoice a payment intent pays (a subscription's), if any. */
  function invoiceOfPaymentIntent(paymentIntentId: string): StripeJson | undefined {
    return all("invoice").find((invoice) =>
      (invoice.payments as InvoicePayments | null)?.data.some((payment) => payment.payment.payment_intent === paymentIntentId),
    );
  }

  return { now, store, sentInvoiceIds, save, find, all, list, render, createPrice, createPaymentIntent, markPaid, finalize, invoiceOfPaymentIntent };
}
