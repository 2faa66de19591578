import { Form, Link } from "react-router";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView } from "../console-ui";
import { MoneyNav } from "./money-nav";
import { formatMoment, StateBadge } from "./money-format";
import "./admin-money.css";

export type InvoiceDetailView = {
  id: number;
  number: string;
  providerInvoiceId: string;
  email: string;
  amountCents: number | null;
  currency: string;
  description: string;
  state: "open" | "awaiting_quote" | "paid";
  couponName: string | null;
  discountCents: number | null;
  paidAt: string | null;
  paidByCard: boolean;
  createdAt: string;
  account: { id: number; name: string; status: string; isPaid: boolean } | null;
};

export type MoneyInvoiceViewProps = {
  invoice: InvoiceDetailView;
  mayManage: boolean;
  outcome: OutcomeView;
  typed: Record<string, string> | null;
};

export function MoneyInvoiceView({ invoice, mayManage, outcome, typed }: MoneyInvoiceViewProps) {
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  return (
    <ConsolePage title={`Invoice ${invoice.number}`} intro={<Link to="/admin/money?kind=invoice">Back to the invoices</Link>}>
      <MoneyNav />
      <OutcomeMessage outcome={outcome} />
      <section className="ac-card" aria-labelledby="acm-invoice-title">
        <h2 id="acm-invoice-title">{invoice.description}</h2>
        <dl className="ac-facts">
          <dt>State</dt>
          <dd>
            <StateBadge state={invoice.state} />
          </dd>
          <dt>Amount due</dt>
          <dd>{invoice.amountCents === null ? "Waiting for its quote" : `${formatDollars(invoice.amountCents)} ${invoice.currency}`}</dd>
          {invoice.couponName ? (
            <>
              <dt>Coupon</dt>
              <dd>
                {invoice.couponName}
                {invoice.discountCents ? ` (−${formatDollars(invoice.discountCents)})` : ""}
              </dd>
            </>
          ) : null}
          <dt>Sent to</dt>
          <dd>{invoice.email}</dd>
          <dt>Sent</dt>
          <dd>{formatMoment(invoice.createdAt)}</dd>
          {invoice.paidAt ? (
            <>
              <dt>Paid</dt>
              <dd>
                {formatMoment(invoice.paidAt)} {invoice.paidByCard ? "by card on the invoice page" : "(by bank transfer or on the provider's side)"}
              </dd>
            </>
          ) : null}
          <dt>Business</dt>
          <dd>{invoice.account ? `${invoice.account.name} (${invoice.account.isPaid ? "paid" : "not paid yet"}, ${invoice.account.status.replace("_", " ")})` : "None"}</dd>
          <dt>Provider id</dt>
          <dd className="acm-mono">{invoice.providerInvoiceId}</dd>
        </dl>
      </section>

      {mayManage && invoice.state === "awaiting_quote" ? (
        <section className="ac-card" aria-labelledby="acm-quote-title">
          <h2 id="acm-quote-title">Record the quote</h2>
          <p>The price agreed with the business for its plan. The invoice gets this amount and the business is e-mailed a new link to pay it.</p>
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="quote" />
            <label>
              Amount in dollars
              <input name="amount" inputMode="decimal" required pattern="\d{1,9}(\.\d{1,2})?" defaultValue={typed?.amount ?? ""} aria-invalid={fieldError === "amount_cents" || undefined} />
            </label>
            <label>
              What the quote covers
              <textarea name="note" required maxLength={500} defaultValue={typed?.note ?? ""} aria-invalid={fieldError === "note" || undefined} />
            </label>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Record quote and e-mail it
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {mayManage && invoice.state === "open" ? (
        <section className="ac-card" aria-labelledby="acm-paid-title">
          <h2 id="acm-paid-title">Paid by bank transfer</h2>
          <p>When the transfer is on the bank statement: the invoice becomes paid and so does the business's plan, as when it is paid by card.</p>
          <ConfirmAction label="Mark paid" question={`Mark invoice ${invoice.number} paid by bank transfer?`} confirmLabel="Yes, mark paid" fields={{ intent: "mark-paid" }}>
            <label>
              Transfer reference (as on the bank statement)
              <input name="reference" required maxLength={200} defaultValue={typed?.reference ?? ""} aria-invalid={fieldError === "reference" || undefined} />
            </label>
          </ConfirmAction>
        </section>
      ) : null}
    </ConsolePage>
  );
}
