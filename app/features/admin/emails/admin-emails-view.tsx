import { Link } from "react-router";
import { EMAIL_ADDRESS_FILTER_MAX_LENGTH, EMAIL_STATE_LABELS, EMAIL_STATES, type EmailState } from "../../../../core/admin-emails";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, TableFrame } from "../console-ui";
import { EMAIL_STATE_BADGE } from "../users/admin-user-detail-view";
import { when } from "../users/when";
import "../users/admin-users.css";

export type EmailRowView = {
  id: number;
  to: string;
  subject: string;
  template: string;
  state: EmailState;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};

export type AdminEmailsViewProps = {
  rows: EmailRowView[];
  templates: string[];
  page: number;
  lastPage: number;
  total: number;
  filters: { state: EmailState | ""; template: string; to: string };
};

/** /admin/emails: the outbox the mail job sends from, newest first. */
export function AdminEmailsView({ rows, templates, page, lastPage, total, filters }: AdminEmailsViewProps) {
  const hrefFor = (to: number) => {
    const params = new URLSearchParams();
    if (filters.state) params.set("state", filters.state);
    if (filters.template) params.set("template", filters.template);
    if (filters.to) params.set("to", filters.to);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `/admin/emails?${query}` : "/admin/emails";
  };
  return (
    <ConsolePage title="E-mail" intro="Every e-mail the product sent or is about to send: whether it left, how many tries it took, and what it said.">
      <form method="get" className="ac-filters" role="search" aria-label="Find e-mails">
        <label>
          To (address or part of it)
          <input name="to" type="search" defaultValue={filters.to} maxLength={EMAIL_ADDRESS_FILTER_MAX_LENGTH} autoComplete="off" />
        </label>
        <label>
          State
          <select name="state" defaultValue={filters.state}>
            <option value="">Any state</option>
            {EMAIL_STATES.map((state) => (
              <option key={state} value={state}>
                {EMAIL_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Template
          <select name="template" defaultValue={filters.template}>
            <option value="">Any template</option>
            {templates.map((template) => (
              <option key={template} value={template}>
                {template}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show e-mails
        </Button>
      </form>

      <TableFrame label="E-mails table">
        <table className="ac-table">
          <caption>
            {total} e-mail{total === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Template</th>
              <th scope="col">State</th>
              <th scope="col" className="ac-num">
                Attempts
              </th>
              <th scope="col">Queued</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/emails/${row.id}`}>{row.subject}</Link>
                </th>
                <td>{row.to}</td>
                <td>{row.template}</td>
                <td>
                  <span className={EMAIL_STATE_BADGE[row.state]}>{EMAIL_STATE_LABELS[row.state]}</span>
                </td>
                <td className="ac-num">{row.attempts}</td>
                <td>{when(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="ac-empty">No e-mail matches.</p> : null}
      </TableFrame>
      <PageLinks page={page} lastPage={lastPage} noun="e-mails" hrefFor={hrefFor} />
    </ConsolePage>
  );
}
