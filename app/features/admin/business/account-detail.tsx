import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { ADMIN_NOTE_LIMITS, ADMIN_REASON_LIMITS, MERGE_RULE } from "../../../../core/admin-business-accounts";
import { canMoveBusinessAccount } from "../../../../core/business-account-transitions";
import type { BusinessAccountStatus } from "../../../../core/business-signup-rules";
import { CLAIM_EVIDENCE_LIMITS } from "../../../../core/claim-rules";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, TableFrame } from "../console-ui";
import { claimInWords, formatMoment, KIND_LABELS, STATUS_BADGE, statusLabel, type BusinessKindName, type ClaimFacts } from "./account-words";
import "./business-accounts.css";

export type DetailListing = { id: number; title: string; status: string; path: string } | null;

export type AccountDetailView = {
  id: number;
  name: string;
  email: string;
  kind: BusinessKindName;
  mode: "create" | "claim";
  status: BusinessAccountStatus;
  /** What the business typed, label and value, in the wizard's order. */
  submitted: { label: string; value: string }[];
  plan: string;
  term: string | null;
  amountCents: number | null;
  couponName: string | null;
  paymentMethod: "card" | "invoice" | null;
  isInvoiced: boolean;
  paidAt: string | null;
  autoRenew: string;
  createdAt: string;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  claim: (ClaimFacts & { verificationEmail: string | null; evidence: string | null; verifiedAt: string | null; approvedBy: string | null }) | null;
  listing: DetailListing;
  claimListing: DetailListing;
  payments: { id: number; purpose: string; amountCents: number; status: string; couponName: string | null; reference: string; createdAt: string; refundedAt: string | null }[];
  invoices: { id: number; number: string; description: string; amountCents: number | null; status: "open" | "paid"; createdAt: string; paidAt: string | null }[];
  counts: { posts: number; leads: number; deals: number };
  audit: { id: number; at: string; actor: string; event: string; summary: string; before: string | null; after: string | null }[];
};

export type DetailOutcome = { kind: "done" | "refused"; message: string; field?: string; intent?: string } | null;

export type AccountDetailProps = { account: AccountDetailView; mayReview: boolean; mayMerge: boolean; outcome: DetailOutcome };

/** A labelled text box whose refusal (named by the action) is said beside it and takes the focus. */
function TextField({
  id,
  name,
  label,
  hint,
  required,
  maxLength,
  error,
  rows = 3,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  error: string | null;
  rows?: number;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <label htmlFor={id}>
      {label}
      {hint ? (
        <span id={`${id}-hint`} className="ba-hint">
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        name={name}
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="ac-field-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}

function IdField({ id, name, label, error }: { id: string; name: string; label: string; error: string | null }) {
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} name={name} type="text" inputMode="numeric" pattern="[0-9]{1,10}" maxLength={10} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <span id={`${id}-error`} className="ac-field-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="ac-facts">
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const money = (cents: number | null) => (cents === null ? "—" : formatDollars(cents));

/** One business account in full, its review actions, and every admin action taken on it. */
export function AccountDetail({ account, mayReview, mayMerge, outcome }: AccountDetailProps) {
  const errorFor = (intent: string, field: string) => (outcome?.kind === "refused" && outcome.intent === intent && outcome.field === field ? outcome.message : null);
  const claimOpen = account.claim !== null && (account.claim.status === "pending" || account.claim.status === "verified");
  const nameAndEmail = `${account.name} (${account.email})`;
  return (
    <ConsolePage
      title={account.name}
      intro={
        <>
          {KIND_LABELS[account.kind]}, {account.mode === "claim" ? "claim of a listing" : "new profile"} · <span className={`ac-badge ${STATUS_BADGE[account.status]}`}>{statusLabel(account.status)}</span>
        </>
      }
      actions={<Link to="/admin/business-accounts">All business accounts</Link>}
    >
      <OutcomeMessage outcome={outcome} />
      <div className="ac-grid ba-cards">
        <section className="ac-card" aria-labelledby="ba-submitted">
          <h2 id="ba-submitted">What they submitted</h2>
          <Facts items={[["E-mail", account.email], ...account.submitted.map(({ label, value }) => [label, value] as [string, ReactNode])]} />
        </section>
        <section className="ac-card" aria-labelledby="ba-plan">
          <h2 id="ba-plan">Plan and payment</h2>
          <Facts
            items={[
              ["Plan", account.plan],
              ["Term", account.term ?? "Not started"],
              ["Amount", money(account.amountCents)],
              ["Coupon", account.couponName ?? "None"],
              ["Payment method", account.paymentMethod === "invoice" ? "Invoice" : account.paymentMethod === "card" ? "Card" : "None"],
              ["Invoiced", account.isInvoiced ? "Yes" : "No"],
              ["Paid", formatMoment(account.paidAt)],
              ["Renewal", account.autoRenew],
            ]}
          />
        </section>
        <section className="ac-card" aria-labelledby="ba-state">
          <h2 id="ba-state">Review</h2>
          <Facts
            items={[
              ["Signed up", formatMoment(account.createdAt)],
              ["Status", statusLabel(account.status)],
              ["Status changed", account.statusChangedAt ? `${formatMoment(account.statusChangedAt)}${account.statusChangedBy ? ` by ${account.statusChangedBy}` : ""}` : "Never"],
              ["Marketplace posts", String(account.counts.posts)],
              ["Leads", String(account.counts.leads)],
              ["Offers sent", String(account.counts.deals)],
            ]}
          />
        </section>
        <section className="ac-card" aria-labelledby="ba-listing">
          <h2 id="ba-listing">Listing and claim</h2>
          <Facts
            items={[
              ["Listing", account.listing ? <ListingLink listing={account.listing} /> : "None owned"],
              ...(account.claimListing ? ([["Listing claimed", <ListingLink key="claimed" listing={account.claimListing} />]] as [string, ReactNode][]) : []),
              ...(account.claim
                ? ([
                    ["Claim", claimInWords(account.claim)],
                    ["Verification link sent to", account.claim.verificationEmail ?? "—"],
                    ["Evidence", account.claim.evidence ?? "—"],
                    ["Verified", account.claim.verifiedAt ? `${formatMoment(account.claim.verifiedAt)}${account.claim.approvedBy ? ` by ${account.claim.approvedBy}` : ""}` : "—"],
                    ["Refunded", account.claim.refundCents ? formatDollars(account.claim.refundCents) : "—"],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </section>
      </div>

      <section aria-labelledby="ba-payments" className="ba-section">
        <h2 id="ba-payments">Payments</h2>
        {account.payments.length === 0 ? (
          <p className="ac-empty">No payments.</p>
        ) : (
          <TableFrame label="Payments, scrolls sideways">
            <table className="ac-table">
              <caption className="visually-hidden">Payments of {account.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Paid</th>
                  <th scope="col">For</th>
                  <th scope="col" className="ac-num">
                    Amount
                  </th>
                  <th scope="col">Coupon</th>
                  <th scope="col">State</th>
                  <th scope="col">Reference</th>
                </tr>
              </thead>
              <tbody>
                {account.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatMoment(payment.createdAt)}</td>
                    <td>{payment.purpose}</td>
                    <td className="ac-num">{formatDollars(payment.amountCents)}</td>
                    <td>{payment.couponName ?? "—"}</td>
                    <td>{payment.status === "refunded" ? `Refunded ${formatMoment(payment.refundedAt)}` : "Paid"}</td>
                    <td>{payment.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>

      <section aria-labelledby="ba-invoices" className="ba-section">
        <h2 id="ba-invoices">Invoices</h2>
        {account.invoices.length === 0 ? (
          <p className="ac-empty">No invoices.</p>
        ) : (
          <TableFrame label="Invoices, scrolls sideways">
            <table className="ac-table">
              <caption className="visually-hidden">Invoices of {account.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col">Sent</th>
                  <th scope="col">For</th>
                  <th scope="col" className="ac-num">
                    Amount
                  </th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {account.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{invoice.number}</td>
                    <td>{formatMoment(invoice.createdAt)}</td>
                    <td>{invoice.description}</td>
                    <td className="ac-num">{invoice.amountCents === null ? "By quote" : formatDollars(invoice.amountCents)}</td>
                    <td>
                      <span className={`ac-badge ${invoice.status === "paid" ? "ac-badge--good" : "ac-badge--warn"}`}>{invoice.status === "paid" ? `Paid ${formatMoment(invoice.paidAt)}` : "Open"}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>

      {mayReview || mayMerge ? (
        <section aria-labelledby="ba-actions" className="ba-section ba-actions">
          <h2 id="ba-actions">Actions</h2>
          {mayReview && canMoveBusinessAccount(account.status, "active") ? (
            <div className="ac-card">
              <h3>Approve</h3>
              <p>The account becomes active{account.mode === "create" ? " and its profile goes public" : ""}. The business is e-mailed, with your note when you write one.</p>
              <Form method="post" className="ac-form">
                <input type="hidden" name="intent" value="approve" />
                <TextField id="ba-note" name="note" label="Note to the business (optional)" maxLength={ADMIN_NOTE_LIMITS.max} error={errorFor("approve", "note")} rows={2} />
                <div className="ac-form__row">
                  <Button type="submit" size="md">
                    Approve {account.name}
                  </Button>
                </div>
              </Form>
            </div>
          ) : null}
          {mayReview && canMoveBusinessAccount(account.status, "in_active") ? (
            <div className="ac-card">
              <h3>{account.status === "in_review" ? "Reject" : "Deactivate"}</h3>
              <p>
                The account becomes inactive{account.mode === "create" ? " and its profile private" : ""}. The business is e-mailed your reason.
              </p>
              <ConfirmAction
                label={account.status === "in_review" ? `Reject ${account.name}` : `Deactivate ${account.name}`}
                question={`${account.status === "in_review" ? "Reject" : "Deactivate"} ${nameAndEmail} and e-mail them the reason?`}
                fields={{ intent: account.status === "in_review" ? "reject" : "deactivate" }}
              >
                <TextField
                  id="ba-status-reason"
                  name="reason"
                  label="Reason, e-mailed to the business"
                  required
                  maxLength={ADMIN_REASON_LIMITS.max}
                  error={errorFor("reject", "reason") ?? errorFor("deactivate", "reason")}
                />
              </ConfirmAction>
            </div>
          ) : null}
          {mayReview && account.claim?.status === "pending" ? (
            <div className="ac-card">
              <h3>Approve the claim</h3>
              <p>The listing becomes this account&apos;s; its other pending claims are closed, told and refunded when they paid by card.</p>
              <Form method="post" className="ac-form">
                <input type="hidden" name="intent" value="approve-claim" />
                <TextField
                  id="ba-evidence"
                  name="evidence"
                  label="Evidence you checked"
                  hint="For example: called the number the hotel publishes and spoke to the manager."
                  required
                  maxLength={CLAIM_EVIDENCE_LIMITS.max}
                  error={errorFor("approve-claim", "evidence")}
                />
                <div className="ac-form__row">
                  <Button type="submit" size="md">
                    Approve the claim
                  </Button>
                </div>
              </Form>
            </div>
          ) : null}
          {mayReview && claimOpen ? (
            <div className="ac-card">
              <h3>Release the claim</h3>
              <p>The claim is closed and the listing is free to claim again. The claimant is e-mailed your reason. Nothing is refunded by this.</p>
              <ConfirmAction label="Release the claim" question={`Release the claim of ${nameAndEmail}? The listing becomes free again.`} fields={{ intent: "release-claim" }}>
                <TextField id="ba-release-reason" name="reason" label="Reason, e-mailed to the claimant" required maxLength={ADMIN_REASON_LIMITS.max} error={errorFor("release-claim", "reason")} />
              </ConfirmAction>
            </div>
          ) : null}
          {mayReview && account.listing ? (
            <div className="ac-card">
              <h3>Reassign the listing</h3>
              <p>
                {account.listing.title} goes to another {KIND_LABELS[account.kind].toLowerCase()} account that owns no listing (its id is in its address). Both businesses are
                e-mailed.
              </p>
              <ConfirmAction label="Reassign the listing" question={`Give ${account.listing.title} to the other account? ${account.email} loses it.`} fields={{ intent: "reassign" }}>
                <IdField id="ba-reassign-to" name="to_account_id" label="Account id to give it to" error={errorFor("reassign", "to_account_id")} />
                <TextField id="ba-reassign-reason" name="reason" label="Reason, e-mailed to both" required maxLength={ADMIN_REASON_LIMITS.max} error={errorFor("reassign", "reason")} />
              </ConfirmAction>
            </div>
          ) : null}
          {mayMerge ? (
            <div className="ac-card">
              <h3>Merge a duplicate into this account</h3>
              <p>{MERGE_RULE}</p>
              <ConfirmAction label="Merge a duplicate" question={`Merge the other account into ${nameAndEmail} and close it? This cannot be undone by the console.`} fields={{ intent: "merge" }}>
                <IdField id="ba-merge-id" name="duplicate_id" label="Id of the duplicate account to close" error={errorFor("merge", "duplicate_id")} />
                <TextField id="ba-merge-reason" name="reason" label="Reason, e-mailed to the closed account" required maxLength={ADMIN_REASON_LIMITS.max} error={errorFor("merge", "reason")} />
              </ConfirmAction>
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="ba-audit" className="ba-section">
        <h2 id="ba-audit">History</h2>
        {account.audit.length === 0 ? (
          <p className="ac-empty">No admin has acted on this account yet.</p>
        ) : (
          <TableFrame label="History, scrolls sideways">
            <table className="ac-table">
              <caption className="visually-hidden">Admin actions on {account.name}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {account.audit.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatMoment(entry.at)}</td>
                    <td>{entry.actor}</td>
                    <td>
                      <span className="ba-event">{entry.event}</span> {entry.summary}
                    </td>
                    <td>
                      <details>
                        <summary>Before and after</summary>
                        <pre className="ac-pre">{`Before: ${entry.before ?? "—"}\nAfter: ${entry.after ?? "—"}`}</pre>
                      </details>
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

function ListingLink({ listing }: { listing: NonNullable<DetailListing> }) {
  return (
    <>
      <a href={listing.path}>{listing.title}</a> ({listing.status.replace("_", " ")}, id {listing.id})
    </>
  );
}
