import { Form, Link } from "react-router";
import { MODERATION_REASON_LENGTH } from "../../../../core/admin-moderation";
import { canDo, type MarketplacePostState } from "../../../../core/marketplace-post-states";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import { POST_STATE_BADGE } from "./admin-posts-view";

export type AdminPostDetail = {
  id: number;
  title: string;
  description: string;
  destination: string;
  businessName: string;
  email: string;
  dealPriceCents: number;
  amountCents: number;
  featured: boolean;
  adDurationDays: number;
  validUntil: string;
  state: MarketplacePostState;
  stateLabel: string;
  adEndsAt: string | null;
  takenDown: { at: string; reason: string; by: string } | null;
  listing: { id: number; slug: string; path: string; status: string } | null;
  createdAt: string;
  paidAt: string | null;
};

export type AdminPostPaymentView = { id: number; providerPaymentId: string; amountCents: number; status: string; refundedCents: number | null; refundReason: string | null; createdAt: string };

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "—");

export function AdminPostDetailView({
  post,
  payments,
  mayModerate,
  outcome,
  typed,
}: {
  post: AdminPostDetail;
  payments: AdminPostPaymentView[];
  mayModerate: boolean;
  outcome: OutcomeView;
  typed: Record<string, string> | null;
}) {
  const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  const invalid = (name: string) => (fieldError === name ? { "aria-invalid": true as const, "aria-describedby": "amp-outcome" } : {});
  const mayTakeDown = post.paidAt !== null && post.state !== "refunded" && post.state !== "awaiting_payment";
  return (
    <ConsolePage title={post.title} intro={`${post.businessName} · ${post.email}`} actions={<Link to="/admin/posts">All posts</Link>}>
      <div id="amp-outcome">
        <OutcomeMessage outcome={outcome} />
      </div>
      <section className="ac-card" aria-labelledby="amp-facts">
        <h2 id="amp-facts">The post</h2>
        <dl className="ac-facts">
          <dt>State</dt>
          <dd>
            <span className={POST_STATE_BADGE[post.state]}>{post.stateLabel}</span>
          </dd>
          <dt>Destination</dt>
          <dd>{post.destination}</dd>
          <dt>Deal price per stay</dt>
          <dd>{formatDollars(post.dealPriceCents)}</dd>
          <dt>Deal valid until</dt>
          <dd>{post.validUntil}</dd>
          <dt>Ad bought</dt>
          <dd>
            {post.adDurationDays} days{post.featured ? ", featured" : ""}, {formatDollars(post.amountCents)}
          </dd>
          <dt>Ad ends</dt>
          <dd>{when(post.adEndsAt)}</dd>
          <dt>Submitted</dt>
          <dd>{when(post.createdAt)}</dd>
          <dt>Paid</dt>
          <dd>{when(post.paidAt)}</dd>
          <dt>Public page</dt>
          <dd>{post.listing ? (post.listing.status === "active" ? <a href={post.listing.path}>{post.listing.path}</a> : `${post.listing.path} (not shown)`) : "None"}</dd>
          {post.takenDown ? (
            <>
              <dt>Taken down</dt>
              <dd>
                {when(post.takenDown.at)} by {post.takenDown.by}: {post.takenDown.reason}
              </dd>
            </>
          ) : null}
        </dl>
        <h3>Text</h3>
        <p className="ac-pre">{post.description}</p>
      </section>

      {mayModerate && post.state === "awaiting_approval" ? (
        <section className="ac-card" aria-labelledby="amp-approve">
          <h2 id="amp-approve">Approve</h2>
          <p>The post goes live on the marketplace now, and its {post.adDurationDays} paid days start today.</p>
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="approve" />
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Approve and publish
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {mayModerate && canDo(post.state, "edit") ? (
        <section className="ac-card" aria-labelledby="amp-edit">
          <h2 id="amp-edit">Correct the post</h2>
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="edit" />
            <label>
              Title
              <input name="title" required maxLength={200} defaultValue={value("title", post.title)} {...invalid("title")} />
            </label>
            <label>
              Text
              <textarea name="description" required rows={6} defaultValue={value("description", post.description)} {...invalid("description")} />
            </label>
            <label>
              Destination
              <input name="destination" required maxLength={200} defaultValue={value("destination", post.destination)} {...invalid("destination")} />
            </label>
            <div className="ac-form__row">
              <label>
                Price per stay (dollars)
                <input name="price" required inputMode="decimal" defaultValue={value("price", (post.dealPriceCents / 100).toFixed(2))} {...invalid("price")} />
              </label>
              <label>
                Valid until
                <input name="valid_until" type="date" required defaultValue={value("valid_until", post.validUntil)} {...invalid("valid_until")} />
              </label>
            </div>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="secondary-gray">
                Save corrections
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {mayModerate && mayTakeDown ? (
        <section className="ac-card" aria-labelledby="amp-takedown">
          <h2 id="amp-takedown">Take down</h2>
          <p>For a post that breaks the rules: it leaves the marketplace, its purchase ({formatDollars(post.amountCents)}) is refunded to the card, and the business is e-mailed the reason.</p>
          <ConfirmAction label="Take down and refund" question={`Take "${post.title}" down and refund ${formatDollars(post.amountCents)}? This cannot be undone.`} fields={{ intent: "take-down" }}>
            <label>
              Reason (the business reads it)
              <textarea name="reason" required minLength={MODERATION_REASON_LENGTH.min} maxLength={MODERATION_REASON_LENGTH.max} rows={3} defaultValue={value("reason", "")} {...invalid("reason")} />
            </label>
          </ConfirmAction>
        </section>
      ) : null}

      <section className="ac-card" aria-labelledby="amp-payments">
        <h2 id="amp-payments">Payments</h2>
        {payments.length === 0 ? (
          <p className="ac-empty">No payment recorded.</p>
        ) : (
          <TableFrame label="Payments for this post">
            <table className="ac-table">
              <caption className="visually-hidden">Payments for this post</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="ac-num">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{when(payment.createdAt)}</td>
                    <td>{payment.providerPaymentId}</td>
                    <td className="ac-num">{formatDollars(payment.amountCents)}</td>
                    <td>
                      {payment.status}
                      {payment.refundReason ? `: ${payment.refundReason}` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>
    </ConsolePage>
  );
}
