import { Form } from "react-router";
import { LEDGER_STATE_LABELS, MAX_EXTENSION_DAYS, SUBSCRIPTION_STATES, type SubscriptionState } from "../../../../core/admin-money";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import { MoneyNav } from "./money-nav";
import { formatMoment, StateBadge } from "./money-format";
import "./admin-money.css";

export type SubscriptionRowView = {
  id: number;
  email: string;
  priceId: string;
  status: SubscriptionState;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
};

export type MoneySubscriptionsViewProps = {
  rows: SubscriptionRowView[];
  page: number;
  lastPage: number;
  total: number;
  filters: { status: string; who: string };
  mayManage: boolean;
  outcome: OutcomeView;
};

const isRunning = (row: SubscriptionRowView) => row.status === "active" || row.status === "past_due";

export function MoneySubscriptionsView({ rows, page, lastPage, total, filters, mayManage, outcome }: MoneySubscriptionsViewProps) {
  const hrefFor = (to: number) => {
    const params = new URLSearchParams();
    if (filters.status) params.set("status", filters.status);
    if (filters.who) params.set("who", filters.who);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return `/admin/money/subscriptions${query ? `?${query}` : ""}`;
  };
  return (
    <ConsolePage title="VIP subscriptions" intro="Members' VIP Access: end one at its period's end, or give more days.">
      <MoneyNav />
      <form method="get" className="ac-filters" role="search" aria-label="Filter subscriptions">
        <label>
          State
          <select name="status" defaultValue={filters.status}>
            <option value="">Any state</option>
            {SUBSCRIPTION_STATES.map((state) => (
              <option key={state} value={state}>
                {LEDGER_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Member e-mail
          <input type="search" name="who" defaultValue={filters.who} maxLength={200} />
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show
        </Button>
      </form>
      <OutcomeMessage outcome={outcome} />
      <TableFrame label="Subscriptions table">
        <table className="ac-table">
          <caption>
            {total} subscription{total === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Plan</th>
              <th scope="col">State</th>
              <th scope="col">Period ends</th>
              <th scope="col">Started</th>
              {mayManage ? <th scope="col">Manage</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.email}</td>
                <td className="acm-mono">{row.priceId}</td>
                <td>
                  <StateBadge state={row.status} />
                  {row.cancelAtPeriodEnd && row.status !== "canceled" ? <span className="ac-badge ac-badge--warn">Ends at period end</span> : null}
                </td>
                <td className="acm-nowrap">{row.currentPeriodEnd ? formatMoment(row.currentPeriodEnd) : "—"}</td>
                <td className="acm-nowrap">{formatMoment(row.createdAt)}</td>
                {mayManage ? (
                  <td>
                    {isRunning(row) ? (
                      <details className="acm-manage">
                        <summary>Manage</summary>
                        <Form method="post" className="ac-form">
                          <input type="hidden" name="intent" value="extend" />
                          <input type="hidden" name="subscriptionId" value={row.id} />
                          <label>
                            Extra days (1 to {MAX_EXTENSION_DAYS})
                            <input name="days" type="number" min={1} max={MAX_EXTENSION_DAYS} step={1} required defaultValue={7} />
                          </label>
                          <label>
                            Why
                            <input name="reason" maxLength={500} />
                          </label>
                          <div className="ac-form__row">
                            <Button type="submit" size="md" hierarchy="secondary-gray">
                              Extend
                            </Button>
                          </div>
                        </Form>
                        {row.cancelAtPeriodEnd ? null : (
                          <ConfirmAction
                            label="Cancel at period end"
                            question={`End ${row.email}'s VIP Access at the end of this period? No further charge is made.`}
                            confirmLabel="Yes, end it then"
                            fields={{ intent: "cancel", subscriptionId: row.id }}
                          />
                        )}
                      </details>
                    ) : (
                      "—"
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="ac-empty">No subscription matches.</p> : null}
      </TableFrame>
      <PageLinks page={page} lastPage={lastPage} noun="subscriptions" hrefFor={hrefFor} />
    </ConsolePage>
  );
}
