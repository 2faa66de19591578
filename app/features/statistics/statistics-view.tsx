import { Link } from "react-router";
import {
  barChart,
  formatStatistic,
  STATISTICS_LABELS,
  STATISTICS_PERIODS,
  type BusinessStatistics,
  type DailyCounts,
} from "../../../core/business-statistics";
import "./statistics.css";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";
import { formatCount } from "../../../core/counts";

export type StatisticsViewProps = { kind: "refused"; message: string } | { kind: "business"; listingTitle: string; statistics: BusinessStatistics };

const CHART = { width: 640, height: 160 };

/** "26 Nov": a day on the chart's axis and in the table. */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The business dashboard's "Statistics": the listing's figures over 7, 30 or 90 days. */
export function StatisticsView(props: StatisticsViewProps) {
  return (
    <DashboardSubpage title="Statistics" className="stats-page" refusal={props.kind === "refused" ? props.message : null}>
      {props.kind === "business" ? <Figures listingTitle={props.listingTitle} statistics={props.statistics} /> : null}
    </DashboardSubpage>
  );
}

function Figures({ listingTitle, statistics }: { listingTitle: string; statistics: BusinessStatistics }) {
  const range = `${shortDay(statistics.from)} – ${shortDay(statistics.to)}`;
  return (
    <>
      <nav aria-label="Period" className="biz-filters">
        {STATISTICS_PERIODS.map((period) => (
          <Link key={period} to={`/dashboard/statistics?period=${period}`} aria-current={period === statistics.period ? "page" : undefined} className="biz-filters__link">
            Last {period} days
          </Link>
        ))}
      </nav>
      <p className="stats-intro">
        {listingTitle}, {range} (UTC). Views are counted without cookies, once per visitor a day; crawlers are left out.
      </p>
      <section aria-labelledby="stats-totals-title">
        <h2 id="stats-totals-title" className="biz-card__title">
          The period at a glance
        </h2>
        <dl className="stats-tiles">
          {STATISTICS_LABELS.map(([key, label]) => (
            <div key={key} className="stats-tile">
              <dt>{label}</dt>
              <dd>{formatStatistic(key, statistics.totals[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DailyChart title="Page views by day" days={statistics.days} value={(day) => day.pageViews} id="stats-views" />
      <DailyChart title="Search impressions by day" days={statistics.days} value={(day) => day.searchImpressions} id="stats-impressions" />
      <details className="stats-table">
        <summary>The figures by day, as a table</summary>
        <table>
          <caption className="visually-hidden">Page views and search impressions by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Search impressions</th>
            </tr>
          </thead>
          <tbody>
            {statistics.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{shortDay(day.day)}</th>
                <td>{day.pageViews}</td>
                <td>{day.searchImpressions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p>
        {/* A file, not a page: the browser downloads it. */}
        <a href={`/dashboard/statistics.csv?period=${statistics.period}`} download>
          Download as CSV
        </a>
      </p>
    </>
  );
}

/** A bar per day, drawn on the server as SVG; named for screen readers, with the table above as its long form. */
function DailyChart({ title, days, value, id }: { title: string; days: DailyCounts[]; value: (day: DailyCounts) => number; id: string }) {
  const values = days.map(value);
  const { bars, max } = barChart(values, CHART.width, CHART.height);
  const total = values.reduce((sum, count) => sum + count, 0);
  const busiest = days[values.indexOf(Math.max(...values))];
  const summary =
    total === 0 ? "None in this period." : `${formatCount(total)} in all; the most on ${busiest ? shortDay(busiest.day) : ""}, ${formatCount(max)}.`;
  return (
    <section aria-labelledby={`${id}-title`} className="stats-chart">
      <h2 id={`${id}-title`} className="biz-card__title">
        {title}
      </h2>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height + 20}`} role="img" aria-labelledby={`${id}-title ${id}-summary`} className="stats-chart__svg" preserveAspectRatio="none">
        <line x1="0" y1={CHART.height} x2={CHART.width} y2={CHART.height} className="stats-chart__axis" />
        {bars.map((bar, index) => (
          <rect key={days[index]!.day} x={bar.x} y={CHART.height - bar.height} width={bar.width} height={bar.height} className="stats-chart__bar">
            <title>
              {shortDay(days[index]!.day)}: {values[index]}
            </title>
          </rect>
        ))}
        <text x="0" y={CHART.height + 16} className="stats-chart__label">
          {days[0] ? shortDay(days[0].day) : ""}
        </text>
        <text x={CHART.width} y={CHART.height + 16} textAnchor="end" className="stats-chart__label">
          {days.at(-1) ? shortDay(days.at(-1)!.day) : ""}
        </text>
      </svg>
      <p id={`${id}-summary`} className="stats-chart__summary">
        {summary}
      </p>
    </section>
  );
}
