import { Link } from "react-router";
import { USER_FILTER_LABELS, USER_FILTERS, USER_ROLE_LABELS, USER_SEARCH_MAX_LENGTH, type UserFilter } from "../../../../core/admin-users";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, OutcomeMessage, TableFrame } from "../console-ui";
import { when } from "./when";
import "./admin-users.css";

export type UserRowView = {
  id: number;
  email: string;
  name: string;
  role: keyof typeof USER_ROLE_LABELS;
  adminRole: string | null;
  isVip: boolean;
  hasBusiness: boolean;
  blockedAt: string | null;
  createdAt: string;
};

export type AdminUsersViewProps = {
  rows: UserRowView[];
  page: number;
  lastPage: number;
  total: number;
  filters: { q: string; filter: UserFilter | "" };
  deleted: string;
};

export function usersHref(filters: { q: string; filter: string }, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.filter) params.set("filter", filters.filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/users?${query}` : "/admin/users";
}

/** /admin/users: every account, found by e-mail or name, filtered by kind, newest first. */
export function AdminUsersView({ rows, page, lastPage, total, filters, deleted }: AdminUsersViewProps) {
  return (
    <ConsolePage title="Users" intro="Every account: members, VIP members, businesses and admins. Open one to see what it holds, block it or delete it.">
      <OutcomeMessage outcome={deleted ? { kind: "done", message: `The account of ${deleted} is deleted.` } : null} />
      <form method="get" className="ac-filters" role="search" aria-label="Find users">
        <label>
          E-mail or name
          <input name="q" type="search" defaultValue={filters.q} maxLength={USER_SEARCH_MAX_LENGTH} autoComplete="off" />
        </label>
        <label>
          Show
          <select name="filter" defaultValue={filters.filter}>
            <option value="">Everyone</option>
            {USER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {USER_FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show users
        </Button>
      </form>

      <TableFrame label="Accounts table">
        <table className="ac-table">
          <caption>
            {total} account{total === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/users/${row.id}`}>{row.email}</Link>
                </th>
                <td>{row.name || "—"}</td>
                <td>
                  <span className="acu-kinds">
                    <span className="ac-badge">{USER_ROLE_LABELS[row.role]}</span>
                    {row.isVip ? <span className="ac-badge ac-badge--good">VIP</span> : null}
                    {row.hasBusiness && row.role !== "business" ? <span className="ac-badge">Business</span> : null}
                  </span>
                </td>
                <td>{row.blockedAt ? <span className="ac-badge ac-badge--bad">Blocked</span> : <span className="ac-badge ac-badge--good">Active</span>}</td>
                <td>{when(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="ac-empty">No account matches.</p> : null}
      </TableFrame>
      <PageLinks page={page} lastPage={lastPage} noun="users" hrefFor={(to) => usersHref(filters, to)} />
    </ConsolePage>
  );
}
