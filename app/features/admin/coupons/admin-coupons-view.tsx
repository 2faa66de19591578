import { Form, Link } from "react-router";
import { COUPON_STATE_LABELS, COUPON_STATES, COUPON_TARGET_LABELS, COUPON_TARGETS, type CouponState } from "../../../../core/admin-coupons";
import { formatDollars } from "../../../../core/money";
import type { CouponTarget } from "../../../../core/pricing";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import "./admin-coupons.css";

export type CouponRowView = {
  id: number;
  name: string;
  discountPercent: number;
  appliesTo: CouponTarget[];
  advertised: boolean;
  lastDay: string | null;
  maxUses: number | null;
  uses: number;
  discountGivenCents: number;
  state: CouponState;
};

export const STATE_BADGE: Record<CouponState, string> = {
  usable: "ac-badge ac-badge--good",
  used_up: "ac-badge ac-badge--warn",
  expired: "ac-badge ac-badge--bad",
  paused: "ac-badge",
};

export function targetsText(targets: readonly CouponTarget[]): string {
  return targets.map((target) => COUPON_TARGET_LABELS[target]).join(", ");
}

/** The fields a coupon's create and edit forms share; `values` fill them (what was typed, or the coupon). */
export function CouponFields({
  values,
  fieldError,
  idPrefix,
}: {
  values: { discountPercent: string; appliesTo: readonly string[]; advertised: boolean; lastDay: string; maxUses: string };
  fieldError: string | undefined;
  idPrefix: string;
}) {
  const errorFor = (field: string) => (fieldError === field ? `${idPrefix}-error` : undefined);
  return (
    <>
      <label>
        Discount (percent)
        <input name="discount_percent" type="number" min={1} max={100} step={1} required defaultValue={values.discountPercent} aria-describedby={errorFor("discount_percent")} aria-invalid={fieldError === "discount_percent" || undefined} />
      </label>
      <fieldset className="acc-targets" aria-describedby={errorFor("applies_to")}>
        <legend>Applies to</legend>
        {COUPON_TARGETS.map((target) => (
          <label key={target} className="ac-check">
            <input type="checkbox" name="applies_to" value={target} defaultChecked={values.appliesTo.includes(target)} />
            {COUPON_TARGET_LABELS[target]}
          </label>
        ))}
      </fieldset>
      <label className="ac-check">
        <input type="checkbox" name="advertised" defaultChecked={values.advertised} />
        Advertised (listed publicly; codes given out by hand stay unlisted)
      </label>
      <div className="ac-form__row acc-limits">
        <label>
          Last day it works (optional)
          <input name="last_day" type="date" defaultValue={values.lastDay} aria-describedby={errorFor("last_day")} aria-invalid={fieldError === "last_day" || undefined} />
        </label>
        <label>
          Use limit (optional)
          <input name="max_uses" type="number" min={1} step={1} inputMode="numeric" defaultValue={values.maxUses} aria-describedby={errorFor("max_uses")} aria-invalid={fieldError === "max_uses" || undefined} />
        </label>
      </div>
    </>
  );
}

export type AdminCouponsViewProps = {
  rows: CouponRowView[];
  page: number;
  lastPage: number;
  total: number;
  filters: { q: string; state: CouponState | "" };
  mayEdit: boolean;
  outcome: OutcomeView;
  /** What the create form had when it was refused, to fill it again. */
  typed: Record<string, string | string[]> | null;
};

export function AdminCouponsView({ rows, page, lastPage, total, filters, mayEdit, outcome, typed }: AdminCouponsViewProps) {
  const hrefFor = (to: number) => {
    const params = new URLSearchParams();
    if (filters.q) params.set("q", filters.q);
    if (filters.state) params.set("state", filters.state);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `/admin/coupons?${query}` : "/admin/coupons";
  };
  const text = (name: string, fallback = "") => (typeof typed?.[name] === "string" ? (typed[name] as string) : fallback);
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  return (
    <ConsolePage title="Coupons" intro="Every promo code, advertised or given out by hand, with how often it was used and what it took off.">
      <form method="get" className="ac-filters" role="search" aria-label="Find coupons">
        <label>
          Code
          <input name="q" type="search" defaultValue={filters.q} maxLength={100} />
        </label>
        <label>
          State
          <select name="state" defaultValue={filters.state}>
            <option value="">Any state</option>
            {COUPON_STATES.map((state) => (
              <option key={state} value={state}>
                {COUPON_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show coupons
        </Button>
      </form>

      <TableFrame label="Coupons table">
        <table className="ac-table">
          <caption>
            {total} coupon{total === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col" className="ac-num">
                Discount
              </th>
              <th scope="col">Applies to</th>
              <th scope="col">State</th>
              <th scope="col" className="ac-num">
                Uses
              </th>
              <th scope="col" className="ac-num">
                Discount given
              </th>
              <th scope="col">Last day</th>
              <th scope="col">Listed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/coupons/${row.id}`}>{row.name}</Link>
                </th>
                <td className="ac-num">{row.discountPercent}%</td>
                <td>{targetsText(row.appliesTo)}</td>
                <td>
                  <span className={STATE_BADGE[row.state]}>{COUPON_STATE_LABELS[row.state]}</span>
                </td>
                <td className="ac-num">
                  {row.uses}
                  {row.maxUses !== null ? ` of ${row.maxUses}` : ""}
                </td>
                <td className="ac-num">{formatDollars(row.discountGivenCents)}</td>
                <td>{row.lastDay ?? "No end"}</td>
                <td>{row.advertised ? "Advertised" : "By hand"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="ac-empty">No coupon matches.</p> : null}
      </TableFrame>
      <PageLinks page={page} lastPage={lastPage} noun="coupons" hrefFor={hrefFor} />

      {mayEdit ? (
        <section className="ac-card" aria-labelledby="acc-new-title">
          <h2 id="acc-new-title">New coupon</h2>
          <Form method="post" className="ac-form" key={outcome?.kind === "done" ? outcome.message : "new"}>
            <input type="hidden" name="intent" value="create" />
            <label>
              Code
              <input
                name="name"
                required
                minLength={3}
                maxLength={40}
                autoComplete="off"
                defaultValue={text("name")}
                aria-describedby={fieldError === "name" ? "acc-new-error" : "acc-name-hint"}
                aria-invalid={fieldError === "name" || undefined}
              />
              <span id="acc-name-hint" className="acc-hint">
                3 to 40 letters, digits, dashes or underscores; letter case is ignored when people type it.
              </span>
            </label>
            <CouponFields
              idPrefix="acc-new"
              fieldError={fieldError}
              values={{
                discountPercent: text("discount_percent", "10"),
                appliesTo: typed ? [typed.applies_to ?? []].flat() : ["advisor"],
                advertised: typed ? typed.advertised === "on" : false,
                lastDay: text("last_day"),
                maxUses: text("max_uses"),
              }}
            />
            <div id="acc-new-error">
              <OutcomeMessage outcome={outcome} />
            </div>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Create coupon
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </ConsolePage>
  );
}
