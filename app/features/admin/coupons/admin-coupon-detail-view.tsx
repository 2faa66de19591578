import { Form, Link } from "react-router";
import { COUPON_STATE_LABELS, type CouponState } from "../../../../core/admin-coupons";
import { formatDollars } from "../../../../core/money";
import { receiptItem } from "../../../../core/receipts";
import type { CouponTarget } from "../../../../core/pricing";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import { CouponFields, STATE_BADGE, targetsText } from "./admin-coupons-view";
import "./admin-coupons.css";

export type CouponDetailView = {
  id: number;
  name: string;
  discountPercent: number;
  appliesTo: CouponTarget[];
  active: boolean;
  advertised: boolean;
  lastDay: string | null;
  maxUses: number | null;
  uses: number;
  discountGivenCents: number;
  state: CouponState;
  createdOn: string;
};

export type CouponUseView = {
  paymentId: number;
  paidOn: string;
  email: string | null;
  purpose: string;
  amountCents: number;
  discountCents: number | null;
  status: "succeeded" | "refunded";
};

export type AdminCouponDetailViewProps = {
  coupon: CouponDetailView;
  uses: CouponUseView[];
  mayEdit: boolean;
  mayReadMoney: boolean;
  outcome: OutcomeView;
};

export function AdminCouponDetailView({ coupon, uses, mayEdit, mayReadMoney, outcome }: AdminCouponDetailViewProps) {
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  return (
    <ConsolePage
      title={`Coupon ${coupon.name}`}
      intro={<Link to="/admin/coupons">All coupons</Link>}
    >
      <OutcomeMessage outcome={outcome} />
      <section className="ac-card" aria-labelledby="acc-facts-title">
        <h2 id="acc-facts-title">Where it stands</h2>
        <dl className="ac-facts">
          <dt>State</dt>
          <dd>
            <span className={STATE_BADGE[coupon.state]}>{COUPON_STATE_LABELS[coupon.state]}</span>
          </dd>
          <dt>Discount</dt>
          <dd>{coupon.discountPercent}%</dd>
          <dt>Applies to</dt>
          <dd>{targetsText(coupon.appliesTo)}</dd>
          <dt>Listed</dt>
          <dd>{coupon.advertised ? "Advertised (GET /coupons lists it)" : "Given out by hand (never listed)"}</dd>
          <dt>Last day</dt>
          <dd>{coupon.lastDay ?? "No end"}</dd>
          <dt>Uses</dt>
          <dd>
            {coupon.uses}
            {coupon.maxUses !== null ? ` of at most ${coupon.maxUses}` : " (no limit)"}
          </dd>
          <dt>Discount given</dt>
          <dd>{formatDollars(coupon.discountGivenCents)}</dd>
          <dt>Created</dt>
          <dd>{coupon.createdOn}</dd>
        </dl>
      </section>

      {mayEdit ? (
        <div className="ac-grid">
          <section className="ac-card" aria-labelledby="acc-edit-title">
            <h2 id="acc-edit-title">Change</h2>
            <Form method="post" className="ac-form">
              <input type="hidden" name="intent" value="update" />
              <CouponFields
                idPrefix="acc-edit"
                fieldError={fieldError}
                values={{
                  discountPercent: String(coupon.discountPercent),
                  appliesTo: coupon.appliesTo,
                  advertised: coupon.advertised,
                  lastDay: coupon.lastDay ?? "",
                  maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
                }}
              />
              <label className="ac-check">
                <input type="checkbox" name="active" defaultChecked={coupon.active} />
                Working (untick to pause the code)
              </label>
              <div id="acc-edit-error" />
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="primary">
                  Save changes
                </Button>
              </div>
            </Form>
          </section>
          {coupon.state !== "expired" ? (
            <section className="ac-card" aria-labelledby="acc-expire-title">
              <h2 id="acc-expire-title">Expire now</h2>
              <p>The code stops working at once, in every wizard and at the check. Payments already made keep their discount.</p>
              <ConfirmAction label="Expire now" question={`Expire ${coupon.name} now? It stops working at once.`} fields={{ intent: "expire" }} />
            </section>
          ) : null}
        </div>
      ) : null}

      <TableFrame label="Payments that used this coupon">
        <table className="ac-table">
          <caption>Payments that used {coupon.name} (newest first)</caption>
          <thead>
            <tr>
              <th scope="col">Paid on</th>
              <th scope="col">Who</th>
              <th scope="col">For</th>
              <th scope="col" className="ac-num">
                Paid
              </th>
              <th scope="col" className="ac-num">
                Discount
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {uses.map((use) => (
              <tr key={use.paymentId}>
                <td>{mayReadMoney ? <Link to={`/admin/money/payments/${use.paymentId}`}>{use.paidOn}</Link> : use.paidOn}</td>
                <td>{use.email ?? "Unknown"}</td>
                <td>{receiptItem(use.purpose)}</td>
                <td className="ac-num">{formatDollars(use.amountCents)}</td>
                <td className="ac-num">{use.discountCents === null ? "Not known" : formatDollars(use.discountCents)}</td>
                <td>{use.status === "refunded" ? <span className="ac-badge ac-badge--bad">Refunded</span> : <span className="ac-badge ac-badge--good">Paid</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {uses.length === 0 ? <p className="ac-empty">No payment has used this code yet.</p> : null}
      </TableFrame>
    </ConsolePage>
  );
}
