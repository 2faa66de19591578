import { Link } from "react-router";
import { formatDollars } from "../../../../core/money";
import { ConsolePage } from "../console-ui";
import { MonthBars, monthLabel } from "./month-bars";
import "./admin-overview.css";

export type DashboardMonthView = {
  month: string;
  members: number;
  hotels: number;
  advisors: number;
  destinations: number;
  revenueCents: number;
  dealRequests: number;
  offers: number;
  bookings: number;
};

export type DashboardViewProps = {
  months: DashboardMonthView[];
  thisMonth: DashboardMonthView;
  activePaidBusinesses: number;
  activeVipMembers: number;
  medianReplyHours: number | null;
  medianReplyHoursThisMonth: number | null;
  postsAwaitingApproval: number;
  openDealReports: number;
  asOf: string;
  links: { posts: boolean; deals: boolean };
};

/** Net revenue may be below zero in a month of refunds. */
export function money(cents: number): string {
  return cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents);
}

function hours(value: number | null): string {
  if (value === null) return "No offers yet";
  if (value < 1) return `${Math.round(value * 60)} minutes`;
  if (value < 48) return `${value} hours`;
  return `${Math.round((value / 24) * 10) / 10} days`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="aov-figure">
      <dt>{label}</dt>
      <dd>
        <span className="aov-figure__value">{value}</span>
        {note ? <span className="aov-figure__note">{note}</span> : null}
      </dd>
    </div>
  );
}

export function DashboardView(props: DashboardViewProps) {
  const { months, thisMonth } = props;
  const names = months.map((month) => month.month);
  const businesses = thisMonth.hotels + thisMonth.advisors + thisMonth.destinations;
  const series = (pick: (month: DashboardMonthView) => number) => months.map(pick);
  return (
    <ConsolePage title="Dashboard" intro={`${monthLabel(thisMonth.month)} so far, and the last 12 months (UTC). Counted ${props.asOf.slice(0, 16).replace("T", " ")} UTC.`}>
      {props.postsAwaitingApproval > 0 || props.openDealReports > 0 ? (
        <section className="ac-card aov-todo" aria-labelledby="aov-todo">
          <h2 id="aov-todo">Waiting for the team</h2>
          <ul>
            {props.postsAwaitingApproval > 0 ? (
              <li>
                {props.links.posts ? (
                  <Link to="/admin/posts?state=awaiting_approval">{`${props.postsAwaitingApproval} marketplace post${props.postsAwaitingApproval === 1 ? "" : "s"} waiting for approval`}</Link>
                ) : (
                  `${props.postsAwaitingApproval} marketplace posts waiting for approval`
                )}
              </li>
            ) : null}
            {props.openDealReports > 0 ? (
              <li>
                {props.links.deals ? (
                  <Link to="/admin/deals?view=reports">{`${props.openDealReports} open report${props.openDealReports === 1 ? "" : "s"} on deals`}</Link>
                ) : (
                  `${props.openDealReports} open reports on deals`
                )}
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="aov-month" className="ac-card">
        <h2 id="aov-month">This month</h2>
        <dl className="aov-figures">
          <Figure label="Member sign-ups" value={String(thisMonth.members)} />
          <Figure label="Business sign-ups" value={String(businesses)} note={`${thisMonth.hotels} hotels, ${thisMonth.advisors} advisors, ${thisMonth.destinations} destinations`} />
          <Figure label="Revenue" value={money(thisMonth.revenueCents)} note="Payments minus refunds" />
          <Figure label="Deal requests" value={String(thisMonth.dealRequests)} />
          <Figure label="Offers" value={String(thisMonth.offers)} />
          <Figure label="Bookings" value={String(thisMonth.bookings)} note="Room reservations" />
          <Figure label="Median time to a first offer" value={hours(props.medianReplyHoursThisMonth)} note={`Last 12 months: ${hours(props.medianReplyHours)}`} />
          <Figure label="Paying businesses" value={String(props.activePaidBusinesses)} note={`${props.activeVipMembers} VIP members`} />
        </dl>
      </section>
      <section aria-labelledby="aov-trends">
        <h2 id="aov-trends" className="aov-heading">
          Last 12 months
        </h2>
        <div className="aov-charts">
          <MonthBars title="Member sign-ups" months={names} values={series((month) => month.members)} />
          <MonthBars title="Business sign-ups" months={names} values={series((month) => month.hotels + month.advisors + month.destinations)} />
          <MonthBars title="Revenue" months={names} values={series((month) => month.revenueCents)} format={money} />
          <MonthBars title="Deal requests" months={names} values={series((month) => month.dealRequests)} />
          <MonthBars title="Offers" months={names} values={series((month) => month.offers)} />
          <MonthBars title="Bookings" months={names} values={series((month) => month.bookings)} />
        </div>
      </section>
    </ConsolePage>
  );
}
