import { Link } from "react-router";
import { formatDollars } from "../../../../core/money";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView } from "../console-ui";
import { MoneyNav } from "./money-nav";
import { formatMoment, StateBadge } from "./money-format";
import "./admin-money.css";

export type PaymentDetailView = {
  id: number;
  receiptNumber: string;
  item: string;
  provider: string;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  state: "succeeded" | "partly_refunded" | "refunded";
  payerEmail: string | null;
  couponName: string | null;
  reference: string | null;
  providerRefundId: string | null;
  refundedCents: number | null;
  refundReason: string | null;
  refundedAt: string | null;
  refundableCents: number;
  createdAt: string;
};

export type MoneyPaymentViewProps = {
  payment: PaymentDetailView;
  mayRefund: boolean;
  outcome: OutcomeView;
  /** What the refund form had when it was refused. */
  typed: { amount: string; reason: string } | null;
};

export function MoneyPaymentView({ payment, mayRefund, outcome, typed }: MoneyPaymentViewProps) {
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  const left = formatDollars(payment.refundableCents);
  return (
    <ConsolePage title={`Payment ${payment.receiptNumber}`} intro={<Link to="/admin/money">Back to the ledger</Link>}>
      <MoneyNav />
      <OutcomeMessage outcome={outcome} />
      <section className="ac-card" aria-labelledby="acm-payment-title">
        <h2 id="acm-payment-title">
          {payment.item}: {formatDollars(payment.amountCents)} {payment.currency}
        </h2>
        <dl className="ac-facts">
          <dt>State</dt>
          <dd>
            <StateBadge state={payment.state} />
          </dd>
          <dt>Paid</dt>
          <dd>{formatMoment(payment.createdAt)}</dd>
          <dt>Payer</dt>
          <dd>{payment.payerEmail ?? "Unknown"}</dd>
          <dt>Coupon</dt>
          <dd>{payment.couponName ?? "None"}</dd>
          <dt>For</dt>
          <dd>{payment.reference ?? "—"}</dd>
          <dt>Provider</dt>
          <dd>
            {payment.provider === "stripe" ? "Stripe" : "Test provider"} <span className="acm-mono">{payment.providerPaymentId}</span>
          </dd>
          {payment.refundedAt ? (
            <>
              <dt>Refunded</dt>
              <dd>
                {payment.refundedCents !== null ? formatDollars(payment.refundedCents) : "Amount not recorded"} on {formatMoment(payment.refundedAt)}
                {payment.providerRefundId ? <span className="acm-mono"> {payment.providerRefundId}</span> : null}
              </dd>
              <dt>Reason</dt>
              <dd>{payment.refundReason ?? "—"}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {mayRefund ? (
        <section className="ac-card" aria-labelledby="acm-refund-title">
          <h2 id="acm-refund-title">Refund</h2>
          {payment.refundableCents > 0 ? (
            <>
              <p>
                Up to {left} can go back to the card, once: the payer is e-mailed the amount (not the reason). A payment is refunded a single time, in full or in part.
              </p>
              <ConfirmAction label="Refund" question="Give this money back to the card now? It cannot be undone." confirmLabel="Yes, refund" fields={{ intent: "refund" }}>
                <label>
                  Amount in dollars (at most {left})
                  <input
                    name="amount"
                    inputMode="decimal"
                    required
                    pattern="\d{1,9}(\.\d{1,2})?"
                    defaultValue={typed?.amount ?? (payment.refundableCents / 100).toFixed(2)}
                    aria-invalid={fieldError === "amount_cents" || undefined}
                    aria-describedby="acm-refund-outcome"
                  />
                </label>
                <label>
                  Reason (kept with the payment and in the audit log)
                  <textarea name="reason" required maxLength={500} defaultValue={typed?.reason ?? ""} aria-invalid={fieldError === "reason" || undefined} aria-describedby="acm-refund-outcome" />
                </label>
                <div id="acm-refund-outcome">{outcome?.kind === "refused" ? <p className="ac-field-error">{outcome.message}</p> : null}</div>
              </ConfirmAction>
            </>
          ) : (
            <p>Nothing is left to refund on this payment.</p>
          )}
        </section>
      ) : null}
    </ConsolePage>
  );
}
