import { useId } from "react";
import { OCCASIONS } from "../../core/listing-types";
import { Button } from "./button";
import { todayUtc, upcomingMonths } from "./month-options";
import "./deal-request-widget.css";
import { hydratedInTurn } from "./hydrate-in-turn";

export type DealRequestWidgetProps = {
  /** The element id the bottom-widget mode's button scrolls to (docs/product.md §2). */
  id?: string;
  /** A hotel, advisor or destination the request starts from. */
  listingId?: number;
  title?: string;
  /** "wide": the three answers side by side on large screens (bands across the page). */
  layout?: "stacked" | "wide";
};

/**
 * The request-a-deal widget (home hero, upgrade page, listing pages): the first three answers
 * of the request. It is a plain GET form to /request-a-deal, so it works before the page's
 * script has loaded; the full form opens with these answers filled in. Hydrated in a task of its
 * own when it is in the page's first pass (decision 059).
 */
export const DealRequestWidget = hydratedInTurn(RequestWidget);

function RequestWidget({ id, listingId, title = "Request a deal", layout = "stacked" }: DealRequestWidgetProps) {
  const fieldId = useId();
  return (
    <form id={id} className={`deal-widget deal-widget--${layout}`} method="get" action="/request-a-deal" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="deal-widget__title">
        {title}
      </h2>
      {listingId ? <input type="hidden" name="listing" value={listingId} /> : null}
      <div className="deal-widget__fields">
        <div className="deal-widget__field">
          <label htmlFor={`${fieldId}-occasion`}>Occasion</label>
          <select id={`${fieldId}-occasion`} name="occasion" defaultValue="">
            <option value="">Choose</option>
            {OCCASIONS.map((occasion) => (
              <option key={occasion.slug} value={occasion.slug}>
                {occasion.name}
              </option>
            ))}
          </select>
        </div>
        <div className="deal-widget__field">
          <label htmlFor={`${fieldId}-destination`}>Where to?</label>
          <input id={`${fieldId}-destination`} name="destination" placeholder="Anywhere romantic" maxLength={80} autoComplete="off" />
        </div>
        <div className="deal-widget__field">
          <label htmlFor={`${fieldId}-month`}>When</label>
          <select id={`${fieldId}-month`} name="month" defaultValue="">
            <option value="">Any time</option>
            {upcomingMonths(todayUtc()).map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" size="lg" isFullWidth>
        Get offers
      </Button>
    </form>
  );
}
