import { Link } from "react-router";
import { formatPlanDay } from "../../../core/business-plan";
import { formatDollars } from "../../../core/money";
import { receiptItem, receiptNumber } from "../../../core/receipts";
import { Button } from "../../components/button";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";
import "./receipts.css";

/** A receipt as the pages read it (dates as ISO strings). */
export type ReceiptView = {
  id: number;
  purpose: string;
  amountCents: number;
  currency: string;
  couponName: string | null;
  status: "succeeded" | "refunded";
  refundedAt: string | null;
  createdAt: string;
  email: string | null;
  providerPaymentId: string;
};

/** /dashboard/receipts: every card payment of the account, newest first. */
export function ReceiptsList({ receipts }: { receipts: ReceiptView[] }) {
  return (
    <DashboardSubpage title="Receipts" className="rcpt-page">
      {receipts.length === 0 ? (
        <p className="biz-card">No receipts yet. Each card payment gets one here.</p>
      ) : (
        <table className="rcpt-table">
          <caption className="visually-hidden">Your receipts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Receipt</th>
              <th scope="col">Date</th>
              <th scope="col">For</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((receipt) => (
              <tr key={receipt.id}>
                <th scope="row">
                  <Link to={`/dashboard/receipts/${receipt.id}`}>{receiptNumber(receipt.id)}</Link>
                </th>
                <td>{formatPlanDay(receipt.createdAt)}</td>
                <td>{receiptItem(receipt.purpose)}</td>
                <td>{`${formatDollars(receipt.amountCents)}${receipt.status === "refunded" ? " (refunded)" : ""}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardSubpage>
  );
}

/** /dashboard/receipts/{id}: one receipt, laid out to be printed or saved as a PDF. */
export function ReceiptDetail({ receipt, productName }: { receipt: ReceiptView; productName: string }) {
  const number = receiptNumber(receipt.id);
  return (
    <DashboardSubpage title={`Receipt ${number}`} className="rcpt-page">
      <article className="rcpt-sheet" aria-label={`Receipt ${number}`}>
        <div className="rcpt-sheet__head">
          <p className="rcpt-sheet__brand">{productName}</p>
          <p>Receipt {number}</p>
        </div>
        <dl className="rcpt-sheet__facts">
          <div>
            <dt>Date paid</dt>
            <dd>{formatPlanDay(receipt.createdAt)}</dd>
          </div>
          {receipt.email ? (
            <div>
              <dt>Billed to</dt>
              <dd>{receipt.email}</dd>
            </div>
          ) : null}
          <div>
            <dt>Paid by</dt>
            <dd>Card</dd>
          </div>
          <div>
            <dt>Payment reference</dt>
            <dd className="rcpt-sheet__reference">{receipt.providerPaymentId}</dd>
          </div>
        </dl>
        <table className="rcpt-table">
          <caption className="visually-hidden">What was paid for</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{`${receiptItem(receipt.purpose)}${receipt.couponName ? ` (coupon ${receipt.couponName})` : ""}`}</td>
              <td>{formatDollars(receipt.amountCents)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total paid ({receipt.currency})</th>
              <td>{formatDollars(receipt.amountCents)}</td>
            </tr>
            {receipt.status === "refunded" ? (
              <tr>
                <th scope="row">{`Refunded${receipt.refundedAt ? ` on ${formatPlanDay(receipt.refundedAt)}` : ""}`}</th>
                <td>−{formatDollars(receipt.amountCents)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </article>
      <div className="rcpt-actions">
        <Button type="button" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
        <Link to="/dashboard/receipts">All receipts</Link>
      </div>
    </DashboardSubpage>
  );
}
