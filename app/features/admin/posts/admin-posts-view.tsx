import { Form, Link } from "react-router";
import { POST_APPROVAL_LABELS, POST_APPROVAL_MODES, type PostApprovalMode } from "../../../../core/admin-moderation";
import { MARKETPLACE_POST_STATES, marketplacePostStateLabel, type MarketplacePostState } from "../../../../core/marketplace-post-states";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";

export type AdminPostRowView = {
  id: number;
  title: string;
  businessName: string;
  email: string;
  dealPriceCents: number;
  amountCents: number;
  state: MarketplacePostState;
  stateLabel: string;
  createdAt: string;
  paidAt: string | null;
};

export const POST_STATE_BADGE: Record<MarketplacePostState, string> = {
  awaiting_payment: "ac-badge",
  awaiting_approval: "ac-badge ac-badge--warn",
  live: "ac-badge ac-badge--good",
  paused: "ac-badge",
  ended: "ac-badge",
  refunded: "ac-badge ac-badge--bad",
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—");

export function AdminPostsView({
  rows,
  filters,
  page,
  lastPage,
  total,
  setting,
  mayModerate,
  outcome,
}: {
  rows: AdminPostRowView[];
  filters: { q: string; state: string };
  page: number;
  lastPage: number;
  total: number;
  setting: { mode: PostApprovalMode; updatedBy: string | null; updatedAt: string | null };
  mayModerate: boolean;
  outcome: OutcomeView;
}) {
  const hrefFor = (to: number) => {
    const params = new URLSearchParams();
    if (filters.q) params.set("q", filters.q);
    if (filters.state) params.set("state", filters.state);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `/admin/posts?${query}` : "/admin/posts";
  };
  return (
    <ConsolePage title="Marketplace posts" intro="The Romance Marketplace's paid posts: approve those waiting, correct words, take down what breaks the rules (the purchase is refunded).">
      <section className="ac-card" aria-labelledby="amp-setting">
        <h2 id="amp-setting">New posts</h2>
        <p>
          Now: <strong>{POST_APPROVAL_LABELS[setting.mode]}</strong>
          {setting.updatedBy ? ` (set by ${setting.updatedBy}${setting.updatedAt ? ` on ${day(setting.updatedAt)}` : ""})` : ""}.
        </p>
        {mayModerate ? (
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="setting" />
            <fieldset>
              <legend>When a business has paid for a post</legend>
              {POST_APPROVAL_MODES.map((mode) => (
                <label key={mode} className="ac-check">
                  <input type="radio" name="mode" value={mode} defaultChecked={setting.mode === mode} />
                  {POST_APPROVAL_LABELS[mode]}
                </label>
              ))}
            </fieldset>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="secondary-gray">
                Save
              </Button>
            </div>
          </Form>
        ) : null}
        <OutcomeMessage outcome={outcome} />
      </section>
      <form method="get" className="ac-filters" role="search" aria-label="Find marketplace posts">
        <label>
          Title, business or e-mail
          <input name="q" type="search" defaultValue={filters.q} maxLength={200} />
        </label>
        <label>
          State
          <select name="state" defaultValue={filters.state}>
            <option value="">Any state</option>
            {MARKETPLACE_POST_STATES.map((state) => (
              <option key={state} value={state}>
                {marketplacePostStateLabel(state, null)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show posts
        </Button>
      </form>
      <p>{total === 1 ? "1 post" : `${total} posts`}</p>
      {rows.length === 0 ? (
        <p className="ac-empty">No post matches.</p>
      ) : (
        <TableFrame label="Marketplace posts table">
          <table className="ac-table">
            <caption className="visually-hidden">Marketplace posts</caption>
            <thead>
              <tr>
                <th scope="col">Post</th>
                <th scope="col">Business</th>
                <th scope="col">State</th>
                <th scope="col" className="ac-num">
                  Deal price
                </th>
                <th scope="col" className="ac-num">
                  Paid
                </th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/admin/posts/${row.id}`}>{row.title}</Link>
                  </td>
                  <td>
                    {row.businessName}
                    <br />
                    {row.email}
                  </td>
                  <td>
                    <span className={POST_STATE_BADGE[row.state]}>{row.stateLabel}</span>
                  </td>
                  <td className="ac-num">{formatDollars(row.dealPriceCents)}</td>
                  <td className="ac-num">{row.paidAt ? formatDollars(row.amountCents) : "—"}</td>
                  <td>{day(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={page} lastPage={lastPage} noun="marketplace posts" hrefFor={hrefFor} />
    </ConsolePage>
  );
}
