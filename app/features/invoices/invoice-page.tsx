import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatPlanDay } from "../../../core/business-plan";
import { startInvoicePayment, verifyInvoicePayment } from "../../../core/contracts/invoices";
import type { InvoiceWire } from "../../../core/contracts/invoices-schemas";
import { INVOICE_PAGE_MESSAGES } from "../../../core/invoices";
import { formatDollars } from "../../../core/money";
import { callApi } from "../../components/api-client";
import "./invoices.css";
import type { CardPayment } from "../../components/card-payment";

/** The card form and the provider look-up, handed in by the route (features do not import each other). */
export type InvoiceCardPayment = CardPayment;

export type InvoicePageProps = {
  productName: string;
  token: string;
  invoice: InvoiceWire;
  cardPayment: InvoiceCardPayment;
};

type Payment = { clientSecret: string; paymentIntentId: string; initialError: string | null };

const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

function Facts({ invoice }: { invoice: InvoiceWire }) {
  const due = invoice.amount_cents;
  const full = due !== null && invoice.discount_cents ? due + invoice.discount_cents : null;
  return (
    <dl className="inv-facts">
      <div>
        <dt>Invoice number</dt>
        <dd>{invoice.number}</dd>
      </div>
      <div>
        <dt>For</dt>
        <dd>{invoice.description}</dd>
      </div>
      <div>
        <dt>Sent on</dt>
        <dd>{formatPlanDay(invoice.created_at)}</dd>
      </div>
      {full !== null ? (
        <div>
          <dt>Price</dt>
          <dd>{formatDollars(full)}</dd>
        </div>
      ) : null}
      {invoice.coupon_name ? (
        <div>
          <dt>Coupon {invoice.coupon_name}</dt>
          <dd>{invoice.discount_cents ? `-${formatDollars(invoice.discount_cents)}` : "Applied"}</dd>
        </div>
      ) : null}
      <div className="inv-facts__due">
        <dt>{invoice.status === "paid" ? "Amount paid" : "Amount due"}</dt>
        <dd>{due === null ? "By quote" : `${formatDollars(due)} (${invoice.currency})`}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{invoice.status === "paid" ? "Paid" : invoice.status === "awaiting-quote" ? "Waiting for its quote" : "Open"}</dd>
      </div>
    </dl>
  );
}

/**
 * The hosted invoice page (decision 039): the invoice its e-mail's link opens, and its card
 * payment with the same card form as the sign-up wizards (3-D Secure included: the extra step
 * returns here with `payment_intent` in the address). Paid, it says so; by quote, it waits.
 */
export function InvoicePage({ productName, token, invoice: initial, cardPayment }: InvoicePageProps) {
  const [invoice, setInvoice] = useState(initial);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const paidRef = useRef<HTMLParagraphElement>(null);
  const isPayable = invoice.status === "payable";

  const verify = async (paymentIntentId: string) => {
    setVerifying(true);
    setError(null);
    const answer = await callApi(verifyInvoicePayment, { params: { token }, body: { payment_intent_id: paymentIntentId } });
    setVerifying(false);
    if (answer.ok) {
      setInvoice(answer.data.data);
      return;
    }
    setError(answer.message ?? SOMETHING_WENT_WRONG);
  };

  useEffect(() => {
    let isCurrent = true;
    const returnedId = searchParams.get("payment_intent");
    const returnedSecret = searchParams.get("payment_intent_client_secret");
    if (returnedId && returnedSecret) {
      // Back from the card's extra step: finish if it went through, else show the provider's words.
      // (The provider's webhook may have settled it already: then the page opens paid.)
      setSearchParams({}, { replace: true });
      if (!isPayable) return;
      void cardPayment.outcomeAfterRedirect(returnedId, returnedSecret).then((outcome) => {
        if (!isCurrent) return;
        if (outcome.kind === "succeeded") void verify(returnedId);
        else setPayment({ clientSecret: returnedSecret, paymentIntentId: returnedId, initialError: outcome.message });
      });
      return;
    }
    if (!isPayable) return;
    void callApi(startInvoicePayment, { params: { token } }).then((answer) => {
      if (!isCurrent) return;
      if (!answer.ok) {
        setError(answer.message ?? SOMETHING_WENT_WRONG);
        return;
      }
      setPayment({ clientSecret: answer.data.client_secret, paymentIntentId: answer.data.payment_intent_id, initialError: null });
    });
    return () => {
      isCurrent = false;
    };
    // The payment starts once, when a payable invoice's page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPayable, token]);

  useEffect(() => {
    if (invoice.status === "paid" && initial.status !== "paid") paidRef.current?.focus();
  }, [invoice.status, initial.status]);

  return (
    <main id="main" tabIndex={-1} className="inv-page">
      <div className="inv-page__inner">
        <p className="inv-page__eyebrow">{productName} invoice</p>
        <h1 className="inv-page__title">Invoice {invoice.number}</h1>
        {invoice.status === "paid" ? (
          <p className="inv-status inv-status--paid" role="status" tabIndex={-1} ref={paidRef}>
            {invoice.paid_at ? `Paid on ${formatPlanDay(invoice.paid_at)}. ` : "Paid. "}Thank you: this invoice is settled, and the receipt of a card payment is on its
            way to your inbox.
          </p>
        ) : invoice.status === "awaiting-quote" ? (
          <p className="inv-status" role="status">
            {INVOICE_PAGE_MESSAGES.awaitingQuote}
          </p>
        ) : null}
        <section className="inv-card" aria-labelledby="inv-details-title">
          <h2 id="inv-details-title" className="inv-card__title">
            Details
          </h2>
          <Facts invoice={invoice} />
        </section>
        {isPayable ? (
          <section className="inv-card" aria-labelledby="inv-pay-title">
            <h2 id="inv-pay-title" className="inv-card__title">
              Pay by card
            </h2>
            <div role="alert">{error ? <p className="inv-error">{error}</p> : null}</div>
            {isVerifying ? (
              <p role="status">Checking the payment...</p>
            ) : payment && invoice.amount_cents !== null ? (
              cardPayment.renderCardForm({
                clientSecret: payment.clientSecret,
                paymentIntentId: payment.paymentIntentId,
                returnUrl: new URL(`/invoices/${token}`, window.location.origin).toString(),
                amountLabel: formatDollars(invoice.amount_cents),
                initialError: payment.initialError,
                onSucceeded: (id) => void verify(id),
              })
            ) : error ? null : (
              <p role="status">Preparing the payment...</p>
            )}
            <p>You can also pay by bank transfer, quoting invoice number {invoice.number}.</p>
          </section>
        ) : null}
      </div>
    </main>
  );
}
