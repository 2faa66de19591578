import { Form, Link } from "react-router";
import { BUSINESS_ACCOUNT_STATUSES, type BusinessAccountStatus } from "../../../../core/business-signup-rules";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, TableFrame } from "../console-ui";
import { claimInWords, formatMoment, KIND_LABELS, STATUS_BADGE, statusLabel, type BusinessKindName, type ClaimFacts } from "./account-words";

export type AccountListRow = {
  id: number;
  name: string;
  email: string;
  kind: BusinessKindName;
  status: BusinessAccountStatus;
  mode: "create" | "claim";
  isPaid: boolean;
  paymentMethod: "card" | "invoice" | null;
  createdAt: string;
  claim: ClaimFacts | null;
};

export type AccountListFilter = { q: string; status: BusinessAccountStatus | null; kind: BusinessKindName | null; claimPending: boolean };

export type AccountsListProps = { rows: AccountListRow[]; filter: AccountListFilter; page: number; lastPage: number; total: number };

/** The address of a page of the list with this filter (only what is set). */
export function accountsHref(filter: AccountListFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.claimPending) query.set("claim", "pending");
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/admin/business-accounts${text ? `?${text}` : ""}`;
}

function paymentInWords(row: AccountListRow): string {
  if (row.isPaid) return row.paymentMethod === "invoice" ? "Paid by invoice" : "Paid by card";
  return row.paymentMethod === "invoice" ? "Invoice open" : "Not paid";
}

/** The business accounts, newest first: search by name or e-mail, filters, a detail page per account. */
export function AccountsList({ rows, filter, page, lastPage, total }: AccountsListProps) {
  return (
    <ConsolePage title="Business accounts" intro="Hotels, destinations and travel advisors that signed up or claimed a listing. Open one to review it.">
      <Form method="get" className="ac-filters" role="search" aria-label="Find business accounts">
        <label>
          Name or e-mail
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filter.status ?? ""}>
            <option value="">Any status</option>
            {BUSINESS_ACCOUNT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">Any kind</option>
            {(Object.keys(KIND_LABELS) as BusinessKindName[]).map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="ac-check ba-check">
          <input type="checkbox" name="claim" value="pending" defaultChecked={filter.claimPending} />
          Claim pending
        </label>
        <Button type="submit" size="md">
          Show accounts
        </Button>
      </Form>
      <p role="status">{total === 1 ? "1 account" : `${total} accounts`}</p>
      {rows.length === 0 ? (
        <p className="ac-empty">No business accounts match.</p>
      ) : (
        <TableFrame label="Business accounts table, scrolls sideways">
          <table className="ac-table">
            <caption>Business accounts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Business</th>
                <th scope="col">E-mail</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Claim</th>
                <th scope="col">Payment</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/admin/business-accounts/${row.id}`}>{row.name}</Link>
                  </th>
                  <td>{row.email}</td>
                  <td>
                    {KIND_LABELS[row.kind]}
                    {row.mode === "claim" ? ", claim" : ""}
                  </td>
                  <td>
                    <span className={`ac-badge ${STATUS_BADGE[row.status]}`}>{statusLabel(row.status)}</span>
                  </td>
                  <td>{row.claim ? claimInWords(row.claim) : "—"}</td>
                  <td>{paymentInWords(row)}</td>
                  <td>{formatMoment(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={page} lastPage={lastPage} noun="business accounts" hrefFor={(to) => accountsHref(filter, to)} />
    </ConsolePage>
  );
}
