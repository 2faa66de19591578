import { Link } from "react-router";
import { ADMIN_ACTIONS } from "../../../../core/admin-roles";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, TableFrame } from "../console-ui";
import "./admin-overview.css";

export type AuditRowView = {
  id: number;
  actorEmail: string;
  actorRole: string;
  action: string;
  event: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: string;
};

export type AuditFilters = { actor: string; action: string; event: string; target_type: string; target_id: string; from: string; to: string };

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function auditHref(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

export function AuditListView({
  rows,
  filters,
  page,
  lastPage,
  total,
  refusal,
}: {
  rows: AuditRowView[];
  filters: AuditFilters;
  page: number;
  lastPage: number;
  total: number;
  refusal: string | null;
}) {
  return (
    <ConsolePage title="Audit log" intro="Every admin action: who, when, what, on what, and the record before and after. No one can change or delete an entry.">
      <form method="get" className="ac-filters" role="search" aria-label="Filter the audit log">
        <label>
          Admin e-mail
          <input name="actor" type="search" defaultValue={filters.actor} maxLength={200} />
        </label>
        <label>
          Action
          <select name="action" defaultValue={filters.action}>
            <option value="">Any action</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label>
          Event
          <input name="event" type="search" defaultValue={filters.event} maxLength={200} placeholder="coupon.create" />
        </label>
        <label>
          Target type
          <input name="target_type" type="search" defaultValue={filters.target_type} maxLength={200} placeholder="marketplace_post" />
        </label>
        <label>
          Target id
          <input name="target_id" type="search" defaultValue={filters.target_id} maxLength={200} />
        </label>
        <label>
          From
          <input name="from" type="date" defaultValue={filters.from} />
        </label>
        <label>
          To
          <input name="to" type="date" defaultValue={filters.to} />
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show entries
        </Button>
      </form>
      {refusal ? <p className="ac-refused" role="alert">{refusal}</p> : null}
      <p>{total === 1 ? "1 entry" : `${total} entries`}</p>
      {rows.length === 0 ? (
        <p className="ac-empty">No entry matches these filters.</p>
      ) : (
        <TableFrame label="Audit log entries, newest first">
          <table className="ac-table">
            <caption className="visually-hidden">Audit log entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admin</th>
                <th scope="col">Event</th>
                <th scope="col">Target</th>
                <th scope="col">What was done</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/admin/audit/${row.id}`}>{when(row.createdAt)}</Link>
                  </td>
                  <td>
                    {row.actorEmail}
                    <br />
                    <span className="ac-badge">{row.actorRole}</span>
                  </td>
                  <td>{row.event}</td>
                  <td>{row.targetId === null ? row.targetType : `${row.targetType} ${row.targetId}`}</td>
                  <td>{row.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={page} lastPage={lastPage} noun="audit entries" hrefFor={(to) => auditHref(filters, to)} />
    </ConsolePage>
  );
}

type Json = Record<string, unknown> | null;

/** A record as pretty JSON, one line per top-level key, the changed keys marked (text, never HTML: React escapes it). */
function JsonRecord({ label, record, changed }: { label: string; record: Json; changed: readonly string[] }) {
  if (record === null) {
    return (
      <div>
        <h3>{label}</h3>
        <p className="ac-empty">Nothing (the record did not exist, or is not kept).</p>
      </div>
    );
  }
  const keys = Object.keys(record).sort();
  return (
    <div>
      <h3>{label}</h3>
      <pre className="aov-json" aria-label={`${label}, as JSON`}>
        <span className="aov-json__line">{"{"}</span>
        {keys.map((key, index) => {
          const isChanged = changed.includes(key);
          const value = JSON.stringify(record[key] ?? null, null, 2).replace(/\n/g, "\n  ");
          return (
            <span key={key} className={isChanged ? "aov-json__line aov-json__line--changed" : "aov-json__line"}>
              {`  ${JSON.stringify(key)}: ${value}${index < keys.length - 1 ? "," : ""}`}
              {isChanged ? <span className="visually-hidden"> (changed)</span> : null}
            </span>
          );
        })}
        <span className="aov-json__line">{"}"}</span>
      </pre>
    </div>
  );
}

export function AuditEntryView({ entry, before, after, changed }: { entry: AuditRowView; before: Json; after: Json; changed: string[] }) {
  return (
    <ConsolePage title={`Audit entry ${entry.id}`} intro={entry.summary} actions={<Link to="/admin/audit">All entries</Link>}>
      <section className="ac-card" aria-labelledby="aov-entry-facts">
        <h2 id="aov-entry-facts">What happened</h2>
        <dl className="ac-facts">
          <dt>When</dt>
          <dd>{when(entry.createdAt)}</dd>
          <dt>Admin</dt>
          <dd>
            {entry.actorEmail} ({entry.actorRole})
          </dd>
          <dt>Action</dt>
          <dd>{entry.action}</dd>
          <dt>Event</dt>
          <dd>{entry.event}</dd>
          <dt>Target</dt>
          <dd>{entry.targetId === null ? entry.targetType : `${entry.targetType} ${entry.targetId}`}</dd>
          <dt>Changed</dt>
          <dd>{changed.length === 0 ? "Nothing" : changed.join(", ")}</dd>
        </dl>
      </section>
      <section className="ac-card" aria-labelledby="aov-entry-diff">
        <h2 id="aov-entry-diff">Before and after</h2>
        <div className="aov-diff">
          <JsonRecord label="Before" record={before} changed={changed} />
          <JsonRecord label="After" record={after} changed={changed} />
        </div>
      </section>
    </ConsolePage>
  );
}
