import { Link } from "react-router";
import { LEDGER_KIND_LABELS, LEDGER_KINDS, LEDGER_STATE_LABELS, LEDGER_STATES, type LedgerKind, type LedgerState } from "../../../../core/admin-money";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, TableFrame } from "../console-ui";
import { MoneyNav } from "./money-nav";
import { formatMoment, StateBadge } from "./money-format";
import "./admin-money.css";

export type LedgerLineView = {
  kind: LedgerKind;
  recordId: number;
  at: string;
  who: string | null;
  what: string;
  amountCents: number | null;
  currency: string;
  state: LedgerState;
  providerId: string;
  coupon: string | null;
};

export type LedgerFiltersView = { kind: string; state: string; from: string; to: string; who: string };

export type MoneyLedgerViewProps = {
  lines: LedgerLineView[];
  page: number;
  lastPage: number;
  total: number;
  filters: LedgerFiltersView;
  /** Said when the filters could not be read (a first day after the last, say); the list is then unfiltered. */
  filterProblem: string | null;
};

function queryOf(filters: LedgerFiltersView, page?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

function recordLink(line: LedgerLineView): string {
  if (line.kind === "invoice") return `/admin/money/invoices/${line.recordId}`;
  if (line.kind === "subscription") return `/admin/money/subscriptions${line.who ? `?who=${encodeURIComponent(line.who)}` : ""}`;
  return `/admin/money/payments/${line.recordId}`;
}

export function MoneyLedgerView({ lines, page, lastPage, total, filters, filterProblem }: MoneyLedgerViewProps) {
  return (
    <ConsolePage
      title="Money"
      intro="Every card charge, refund, VIP subscription and invoice, newest first. Amounts are what was charged or is due."
      actions={
        <Button href={`/admin/money/ledger.csv${queryOf(filters)}`} size="md" hierarchy="secondary-gray" download>
          Download CSV
        </Button>
      }
    >
      <MoneyNav />
      <form method="get" className="ac-filters" role="search" aria-label="Filter the ledger">
        <label>
          Kind
          <select name="kind" defaultValue={filters.kind}>
            <option value="">Every kind</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEDGER_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <select name="state" defaultValue={filters.state}>
            <option value="">Any state</option>
            {LEDGER_STATES.map((state) => (
              <option key={state} value={state}>
                {LEDGER_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <label>
          Account or e-mail
          <input type="search" name="who" defaultValue={filters.who} maxLength={200} />
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show
        </Button>
      </form>
      {filterProblem ? (
        <p className="ac-refused" role="alert">
          {filterProblem}
        </p>
      ) : null}

      <TableFrame label="Ledger table">
        <table className="ac-table">
          <caption>
            {total} line{total === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Kind</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col" className="ac-num">
                Amount
              </th>
              <th scope="col">State</th>
              <th scope="col">Provider id</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.kind}-${line.recordId}`}>
                <td className="acm-nowrap">
                  <Link className="acm-table-link" to={recordLink(line)}>
                    {formatMoment(line.at)}
                  </Link>
                </td>
                <td>{LEDGER_KIND_LABELS[line.kind]}</td>
                <td>{line.who ?? "Unknown"}</td>
                <td>
                  {line.what}
                  {line.coupon ? <span className="ac-badge">{line.coupon}</span> : null}
                </td>
                <td className="ac-num">{line.amountCents === null ? "—" : `${line.kind === "refund" ? "−" : ""}${formatDollars(line.amountCents)}`}</td>
                <td>
                  <StateBadge state={line.state} />
                </td>
                <td className="acm-mono">{line.providerId}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {lines.length === 0 ? <p className="ac-empty">Nothing matches these filters.</p> : null}
      </TableFrame>
      <PageLinks page={page} lastPage={lastPage} noun="the ledger" hrefFor={(to) => `/admin/money${queryOf(filters, to)}`} />
    </ConsolePage>
  );
}
