import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { canMoveBusinessAccount } from "../../../core/business-account-transitions";
import { ACCOUNT_STATUS_LABELS, type BusinessAccountStatus } from "../../../core/business-signup-rules";
import { CLAIM_EVIDENCE_LIMITS } from "../../../core/claim-rules";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import "./business-signup.css";

export type AdminAccountRow = {
  id: number;
  kind: "hotel" | "advisor" | "destination";
  status: BusinessAccountStatus;
  mode: "create" | "claim";
  name: string;
  email: string;
  isPaid: boolean;
  paymentMethod: "card" | "invoice" | null;
  createdAt: string;
  /** A claim's state (decision 033); null for a new profile. */
  claim: { status: "pending" | "verified" | "lost"; listingId: number | null; verifiedBy: "email" | "admin" | null; hasLink: boolean; refundCents: number | null } | null;
};

export type AdminAccountsViewProps = {
  rows: AdminAccountRow[];
  filter: BusinessAccountStatus | null;
  page: number;
  lastPage: number;
  total: number;
  /** What the last review did, or why it was refused (with the field and the account, for a claim's evidence). */
  outcome: { kind: "done" | "refused"; message: string; accountId?: number; field?: "evidence" } | null;
};

/** A claim's state in words, for the admin deciding on it. */
function claimInWords(claim: NonNullable<AdminAccountRow["claim"]>): string {
  switch (claim.status) {
    case "pending":
      return claim.hasLink ? "Claim pending: a verification link went to an address on the listing's website" : "Claim pending: needs your approval with evidence";
    case "verified":
      return claim.verifiedBy === "email" ? "Claim verified by the website's e-mail" : "Claim approved by an admin";
    case "lost":
      return `Claim closed: another claim was verified first${claim.refundCents ? `; ${formatDollars(claim.refundCents)} refunded` : ""}`;
  }
}

/** An admin approves a pending claim, saying what was checked (decision 033). */
function ApproveClaimForm({ row, error }: { row: AdminAccountRow; error: string | null }) {
  const id = `claim-evidence-${row.id}`;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The field named by the refusal gets the focus, so its message is heard first.
  useEffect(() => {
    if (error) fieldRef.current?.focus();
  }, [error]);
  return (
    <Form method="post" className="biz-form biz-claim-approval">
      <input type="hidden" name="accountId" value={row.id} />
      <input type="hidden" name="intent" value="approve-claim" />
      <div className={`biz-field${error ? " biz-field--invalid" : ""}`}>
        <label htmlFor={id} className="biz-field__label">
          Evidence for the claim of {row.name} by {row.email}
        </label>
        <textarea
          id={id}
          name="evidence"
          className="biz-field__input biz-claim-approval__evidence"
          rows={2}
          maxLength={CLAIM_EVIDENCE_LIMITS.max}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          ref={fieldRef}
        />
        {error ? (
          <p id={`${id}-error`} className="biz-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="biz-actions">
        <Button type="submit" hierarchy="secondary-color" aria-label={`Approve claim of ${row.name} by ${row.email}`}>
          Approve claim
        </Button>
      </div>
    </Form>
  );
}

const FILTERS: (BusinessAccountStatus | null)[] = [null, "in_review", "active", "in_active"];

function filterHref(status: BusinessAccountStatus | null, page = 1): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/admin/business-accounts${text ? `?${text}` : ""}`;
}

/**
 * The admins' review of business accounts (decision 019): activate or deactivate, the business is
 * e-mailed; a pending claim is approved with the evidence checked (decision 033).
 */
export function AdminAccountsView({ rows, filter, page, lastPage, total, outcome }: AdminAccountsViewProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner biz-page__inner--wide">
        <p className="biz-page__eyebrow">Admin</p>
        <h1 className="biz-page__title">Business accounts</h1>
        <nav aria-label="Filter by status" className="biz-filters">
          {FILTERS.map((status) => (
            <Link key={status ?? "all"} to={filterHref(status)} aria-current={status === filter ? "page" : undefined} className="biz-filters__link">
              {status ? ACCOUNT_STATUS_LABELS[status] : "All"}
            </Link>
          ))}
        </nav>
        {outcome ? (
          <p role={outcome.kind === "refused" ? "alert" : "status"} className={outcome.kind === "refused" ? "biz-field__error" : "biz-status__note"}>
            {outcome.message}
          </p>
        ) : null}
        <p className="biz-status__note">{total === 1 ? "1 account" : `${total} accounts`}</p>
        <ul className="biz-accounts">
          {rows.map((row) => (
            <li key={row.id} className="biz-card biz-accounts__row">
              <div>
                <p className="biz-accounts__name">{row.name}</p>
                <p className="biz-status__note">
                  {row.kind}, {row.mode === "claim" ? "claim" : "new profile"} · {row.email} · {row.isPaid ? "paid" : row.paymentMethod === "invoice" ? "invoice open" : "unpaid"} ·{" "}
                  {row.createdAt.slice(0, 10)}
                </p>
                <p className="biz-status__line">
                  <span className={`biz-status__badge biz-status__badge--${row.status}`}>{ACCOUNT_STATUS_LABELS[row.status]}</span>
                </p>
                {row.claim ? <p className="biz-status__note">{claimInWords(row.claim)}</p> : null}
                {row.claim?.status === "pending" ? (
                  <ApproveClaimForm row={row} error={outcome?.kind === "refused" && outcome.accountId === row.id && outcome.field === "evidence" ? outcome.message : null} />
                ) : null}
              </div>
              <Form method="post" className="biz-actions">
                <input type="hidden" name="accountId" value={row.id} />
                {canMoveBusinessAccount(row.status, "active") ? (
                  <Button type="submit" name="status" value="active" aria-label={`Activate ${row.name}`}>
                    Activate
                  </Button>
                ) : null}
                {canMoveBusinessAccount(row.status, "in_active") ? (
                  <Button type="submit" name="status" value="in_active" hierarchy="secondary-gray" aria-label={`Deactivate ${row.name}`}>
                    Deactivate
                  </Button>
                ) : null}
              </Form>
            </li>
          ))}
        </ul>
        {rows.length === 0 ? <p>No business accounts here.</p> : null}
        {lastPage > 1 ? (
          <nav aria-label="Pages" className="biz-actions">
            {page > 1 ? <Link to={filterHref(filter, page - 1)}>Previous page</Link> : null}
            {page < lastPage ? <Link to={filterHref(filter, page + 1)}>Next page</Link> : null}
          </nav>
        ) : null}
      </div>
    </main>
  );
}
