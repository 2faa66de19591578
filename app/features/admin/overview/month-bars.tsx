import { TableFrame } from "../console-ui";

/** "2026-06" → "Jun 2026" (the same on the server and in the browser). */
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year ?? ""}`.trim();
}

/**
 * Bars per month as inline SVG. The picture is decorative for screen readers (aria-hidden): the
 * table below it, in a disclosure, says the same figures as text.
 */
export function MonthBars({
  title,
  months,
  values,
  format = (value) => String(value),
}: {
  title: string;
  months: readonly string[];
  values: readonly number[];
  format?: (value: number) => string;
}) {
  const width = 360;
  const height = 140;
  const top = 16;
  const bottom = 22;
  const max = Math.max(1, ...values);
  const slot = width / Math.max(1, values.length);
  const barWidth = Math.max(4, slot * 0.62);
  const chartHeight = height - top - bottom;
  return (
    <figure className="aov-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="presentation" aria-hidden="true" focusable="false" className="aov-chart__svg">
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className="aov-chart__axis" />
        {values.map((value, index) => {
          const barHeight = value <= 0 ? 0 : Math.max(2, (value / max) * chartHeight);
          const x = index * slot + (slot - barWidth) / 2;
          const isLast = index === values.length - 1;
          return (
            <g key={months[index] ?? index}>
              <rect x={x} y={height - bottom - barHeight} width={barWidth} height={barHeight} rx={2} className={isLast ? "aov-chart__bar aov-chart__bar--now" : "aov-chart__bar"} />
              {index % 3 === 2 || isLast ? (
                <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" className="aov-chart__label">
                  {monthLabel(months[index] ?? "").slice(0, 3)}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x={width} y={11} textAnchor="end" className="aov-chart__label">
          {values.some((value) => value > 0) ? `max ${format(Math.max(...values))}` : "none yet"}
        </text>
      </svg>
      <details className="aov-chart__data">
        <summary>{title}: figures by month</summary>
        <TableFrame label={`${title} by month`}>
          <table className="ac-table">
            <caption className="visually-hidden">{title} by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="ac-num">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {values.map((value, index) => (
                <tr key={months[index] ?? index}>
                  <th scope="row">{monthLabel(months[index] ?? "")}</th>
                  <td className="ac-num">{format(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </details>
    </figure>
  );
}
