import { Form, Link } from "react-router";
import { DEAL_REPORT_ACTION_LABELS, DEAL_REPORT_ACTIONS, DEAL_REPORT_STATUS_LABELS, DEAL_REPORT_STATUSES, MODERATION_REASON_LENGTH, type DealReportStatus } from "../../../../core/admin-moderation";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import "./admin-deals.css";

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "—");

export type DealRequestRowView = {
  id: number;
  status: string;
  occasion: string;
  destinations: string[];
  coupleName: string;
  email: string;
  offers: number;
  openReports: number;
  createdAt: string;
};

export type ReportView = {
  id: number;
  dealId: number;
  requestId: number;
  messageId: number | null;
  reporterEmail: string | null;
  reporterSide: "couple" | "business";
  reason: string;
  status: DealReportStatus;
  resolution: string | null;
  resolvedByEmail: string | null;
  resolvedAt: string | null;
  createdAt: string;
  reported: string;
  businessName: string;
};

function Tabs({ view }: { view: "requests" | "reports" }) {
  return (
    <nav aria-label="Deals views" className="ad-tabs">
      <Link to="/admin/deals" aria-current={view === "requests" ? "page" : undefined} className="ad-tab">
        Requests
      </Link>
      <Link to="/admin/deals?view=reports" aria-current={view === "reports" ? "page" : undefined} className="ad-tab">
        Reports
      </Link>
    </nav>
  );
}

export function DealRequestsView({ rows, filters, page, lastPage, total }: { rows: DealRequestRowView[]; filters: { q: string; status: string; reported: boolean }; page: number; lastPage: number; total: number }) {
  const hrefFor = (to: number) => {
    const params = new URLSearchParams();
    if (filters.q) params.set("q", filters.q);
    if (filters.status) params.set("status", filters.status);
    if (filters.reported) params.set("reported", "1");
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `/admin/deals?${query}` : "/admin/deals";
  };
  return (
    <ConsolePage title="Deals" intro="Couples' requests, the offers businesses sent and their threads, read-only; reports of abuse to act on.">
      <Tabs view="requests" />
      <form method="get" className="ac-filters" role="search" aria-label="Find deal requests">
        <label>
          Number, couple, e-mail or destination
          <input name="q" type="search" defaultValue={filters.q} maxLength={200} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="">Any status</option>
            <option value="open">Open</option>
            <option value="booked">Booked</option>
            <option value="closed">Closed</option>
          </select>
        </label>
        <label className="ac-check">
          <input type="checkbox" name="reported" value="1" defaultChecked={filters.reported} />
          Only with open reports
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show requests
        </Button>
      </form>
      <p>{total === 1 ? "1 request" : `${total} requests`}</p>
      {rows.length === 0 ? (
        <p className="ac-empty">No request matches.</p>
      ) : (
        <TableFrame label="Deal requests, newest first">
          <table className="ac-table">
            <caption className="visually-hidden">Deal requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Couple</th>
                <th scope="col">Occasion and places</th>
                <th scope="col">Status</th>
                <th scope="col" className="ac-num">
                  Offers
                </th>
                <th scope="col" className="ac-num">
                  Open reports
                </th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/admin/deals/${row.id}`}>#{row.id}</Link>
                  </td>
                  <td>
                    {row.coupleName}
                    <br />
                    {row.email}
                  </td>
                  <td>
                    {row.occasion}
                    {row.destinations.length > 0 ? `: ${row.destinations.join(", ")}` : ""}
                  </td>
                  <td>{row.status}</td>
                  <td className="ac-num">{row.offers}</td>
                  <td className="ac-num">{row.openReports > 0 ? <span className="ac-badge ac-badge--warn">{row.openReports}</span> : 0}</td>
                  <td>{when(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={page} lastPage={lastPage} noun="deal requests" hrefFor={hrefFor} />
    </ConsolePage>
  );
}

export function DealReportsView({ rows, status, page, lastPage, total }: { rows: ReportView[]; status: DealReportStatus; page: number; lastPage: number; total: number }) {
  const hrefFor = (to: number) => `/admin/deals?view=reports${status === "open" ? "" : `&status=${status}`}${to > 1 ? `&page=${to}` : ""}`;
  return (
    <ConsolePage title="Deals" intro="Reports of offers and messages by couples and businesses. Open one to read the thread and act.">
      <Tabs view="reports" />
      <form method="get" className="ac-filters" aria-label="Choose reports">
        <input type="hidden" name="view" value="reports" />
        <label>
          Reports
          <select name="status" defaultValue={status}>
            {DEAL_REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {DEAL_REPORT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show reports
        </Button>
      </form>
      <p>{total === 1 ? "1 report" : `${total} reports`}</p>
      {rows.length === 0 ? <p className="ac-empty">No {DEAL_REPORT_STATUS_LABELS[status].toLowerCase()} report.</p> : <ReportsTable rows={rows} withRequest />}
      <PageLinks page={page} lastPage={lastPage} noun="reports" hrefFor={hrefFor} />
    </ConsolePage>
  );
}

function ReportsTable({ rows, withRequest = false }: { rows: ReportView[]; withRequest?: boolean }) {
  return (
    <TableFrame label="Reports table">
      <table className="ac-table">
        <caption className="visually-hidden">Reports</caption>
        <thead>
          <tr>
            <th scope="col">Reported</th>
            <th scope="col">By</th>
            <th scope="col">Why</th>
            <th scope="col">Status</th>
            {withRequest ? <th scope="col">Request</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.reported}
                <br />
                <span className="ad-muted">
                  {row.businessName}, deal {row.dealId}
                </span>
              </td>
              <td>
                {row.reporterEmail ?? "A deleted account"} ({row.reporterSide})
                <br />
                <span className="ad-muted">{when(row.createdAt)}</span>
              </td>
              <td>{row.reason}</td>
              <td>
                {DEAL_REPORT_STATUS_LABELS[row.status]}
                {row.resolution ? (
                  <>
                    <br />
                    <span className="ad-muted">
                      {row.resolution} ({row.resolvedByEmail}, {when(row.resolvedAt)})
                    </span>
                  </>
                ) : null}
              </td>
              {withRequest ? (
                <td>
                  <Link to={`/admin/deals/${row.requestId}#report-${row.id}`}>Open #{row.requestId}</Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export type DealRequestDetailView = {
  request: {
    id: number;
    status: string;
    occasion: string;
    destinations: string[];
    coupleName: string;
    email: string;
    phone: string | null;
    startDate: string | null;
    endDate: string | null;
    flexibleMonth: string | null;
    nights: number;
    budget: string;
    travellers: number;
    special: string;
    createdAt: string;
  };
  offers: {
    id: number;
    businessName: string;
    businessEmail: string;
    status: string;
    title: string;
    priceCents: number;
    currency: string;
    included: string;
    message: string;
    hiddenAt: string | null;
    createdAt: string;
    messages: { id: number; sender: "couple" | "business"; body: string; hiddenAt: string | null; createdAt: string }[];
  }[];
  reports: ReportView[];
};

export function DealRequestView({ request, offers, reports, mayModerate, outcome }: DealRequestDetailView & { mayModerate: boolean; outcome: OutcomeView }) {
  const open = reports.filter((report) => report.status === "open");
  return (
    <ConsolePage title={`Deal request #${request.id}`} intro={`${request.coupleName} · ${request.email}`} actions={<Link to="/admin/deals">All requests</Link>}>
      <OutcomeMessage outcome={outcome} />
      {open.length > 0 ? (
        <section className="ac-card" aria-labelledby="ad-open">
          <h2 id="ad-open">Open reports</h2>
          {open.map((report) => (
            <article key={report.id} id={`report-${report.id}`} className="ad-report" aria-label={`Report ${report.id}`}>
              <p>
                <strong>{report.reported}</strong>
              </p>
              <p>
                Reported by {report.reporterEmail ?? "a deleted account"} ({report.reporterSide}), {when(report.createdAt)}: {report.reason}
              </p>
              {mayModerate ? (
                <Form method="post" className="ac-form">
                  <input type="hidden" name="reportId" value={report.id} />
                  <fieldset>
                    <legend>What to do</legend>
                    {DEAL_REPORT_ACTIONS.map((action) => (
                      <label key={action} className="ac-check">
                        <input type="radio" name="action" value={action} required defaultChecked={action === "dismiss"} />
                        {action === "hide" ? (report.messageId === null ? "Hide the offer from the couple" : "Hide the message from both sides") : DEAL_REPORT_ACTION_LABELS[action]}
                      </label>
                    ))}
                  </fieldset>
                  <label>
                    Note (optional, kept on the report)
                    <textarea name="note" rows={2} maxLength={MODERATION_REASON_LENGTH.max} />
                  </label>
                  <div className="ac-form__row">
                    <Button type="submit" size="md" hierarchy="primary">
                      Decide
                    </Button>
                  </div>
                </Form>
              ) : null}
            </article>
          ))}
        </section>
      ) : null}
      <section className="ac-card" aria-labelledby="ad-request">
        <h2 id="ad-request">The request</h2>
        <dl className="ac-facts">
          <dt>Status</dt>
          <dd>{request.status}</dd>
          <dt>Occasion</dt>
          <dd>{request.occasion}</dd>
          <dt>Where</dt>
          <dd>{request.destinations.length > 0 ? request.destinations.join(", ") : "Inspire me"}</dd>
          <dt>When</dt>
          <dd>{request.startDate ? `${request.startDate} to ${request.endDate ?? "?"}` : (request.flexibleMonth ?? "Flexible")}, {request.nights} nights</dd>
          <dt>Budget</dt>
          <dd>{request.budget}</dd>
          <dt>Travellers</dt>
          <dd>{request.travellers}</dd>
          <dt>Sent</dt>
          <dd>{when(request.createdAt)}</dd>
        </dl>
        <h3>Their wishes</h3>
        <p className="ac-pre">{request.special}</p>
      </section>
      <section aria-labelledby="ad-offers">
        <h2 id="ad-offers" className="ad-heading">
          Offers ({offers.length})
        </h2>
        {offers.length === 0 ? <p className="ac-empty">No offer yet.</p> : null}
        {offers.map((offer) => (
          <article key={offer.id} className="ac-card" aria-labelledby={`ad-offer-${offer.id}`}>
            <h3 id={`ad-offer-${offer.id}`}>
              {offer.title} <span className="ad-muted">by {offer.businessName}</span>
            </h3>
            <p>
              {formatDollars(offer.priceCents, { currency: offer.currency })} · {offer.status} · deal {offer.id} · {when(offer.createdAt)}
              {offer.hiddenAt ? (
                <>
                  {" "}
                  <span className="ac-badge ac-badge--bad">Hidden from the couple</span>
                </>
              ) : null}
            </p>
            <p className="ac-pre">{offer.message}</p>
            <h4>Thread</h4>
            {offer.messages.length === 0 ? (
              <p className="ac-empty">No message.</p>
            ) : (
              <ol className="ad-thread">
                {offer.messages.map((message) => (
                  <li key={message.id} className={message.sender === "couple" ? "ad-message ad-message--couple" : "ad-message"}>
                    <p className="ad-muted">
                      {message.sender === "couple" ? "Couple" : "Business"}, {when(message.createdAt)}
                      {message.hiddenAt ? " · hidden" : ""}
                    </p>
                    <p className="ac-pre">{message.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </article>
        ))}
      </section>
      {reports.length > open.length ? (
        <section className="ac-card" aria-labelledby="ad-past">
          <h2 id="ad-past">Past reports</h2>
          <ReportsTable rows={reports.filter((report) => report.status !== "open")} />
        </section>
      ) : null}
    </ConsolePage>
  );
}
