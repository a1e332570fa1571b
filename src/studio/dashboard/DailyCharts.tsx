import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import type { DashboardDay } from '../../../schemas/api/dashboard';
import { MapBoundary } from '../../features/addresses/MapBoundary';
import { formatCalendarDay, formatCount, formatPaise, formatPaiseWhole } from '../../ui/format';
import styles from './Dashboard.module.css';

// The chart library comes with this chunk only, after the figures are on screen.
const DayChart = lazy(() => import('./DayChart'));

const shortDay = (day: string) => formatCalendarDay(day).replace(/^\w+, /, '');

let compactRupees: Intl.NumberFormat | undefined;
/** ₹1.2L, ₹3.4Cr: the revenue axis has little room. */
const rupeesTick = (paise: number) => {
  compactRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
  return compactRupees.format(paise / 100);
};
const countTick = (n: number) => formatCount(Math.round(n));

/** What a chart shows, in a sentence: the text alternative, there before (and without) the drawing. "Orders: 54 in the last 14 days; …" */
export function seriesSummary(days: readonly DashboardDay[], pick: (d: DashboardDay) => number, write: (n: number) => string, what: string): string {
  const total = days.reduce((sum, d) => sum + pick(d), 0);
  const best = days.reduce<DashboardDay | undefined>((top, d) => (top === undefined || pick(d) > pick(top) ? d : top), undefined);
  if (!best || total === 0) return `${what}: none in the last ${days.length} days.`;
  const today = days.at(-1);
  return `${what}: ${write(total)} in the last ${days.length} days; the most on ${formatCalendarDay(best.day)} (${write(pick(best))}); today so far ${write(today ? pick(today) : 0)}.`;
}

function Chart({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className={styles.chartTitle}>
          {title}
        </h3>
        <p className={styles.note}>{summary}</p>
      </figcaption>
      {/* The drawing repeats the sentence above and the table below: hidden from screen readers. */}
      <div className={styles.plot} aria-hidden="true">
        {failed ? (
          <p className={styles.note}>The chart could not be drawn; the table below has the figures.</p>
        ) : (
          <MapBoundary onFail={() => setFailed(true)}>
            <Suspense fallback={<div className={styles.plotLoading}>Loading the chart…</div>}>{children}</Suspense>
          </MapBoundary>
        )}
      </div>
    </figure>
  );
}

/** Orders and revenue for each of the last 14 days: two small charts, a sentence each, and the figures as a table. */
export function DailyCharts({ days }: { days: readonly DashboardDay[] }) {
  const labels = useMemo(() => days.map((d) => shortDay(d.day)), [days]);
  const orders = useMemo(() => days.map((d) => d.orders), [days]);
  const revenue = useMemo(() => days.map((d) => d.revenue_paise), [days]);
  return (
    <section className={styles.section} aria-labelledby="dashboard-days">
      <h2 id="dashboard-days" className="st-h2">
        {`The last ${days.length} days`}
      </h2>
      <div className={styles.charts}>
        <Chart title="Orders per day" summary={seriesSummary(days, (d) => d.orders, formatCount, 'Orders')}>
          <DayChart labels={labels} values={orders} tick={countTick} whole colorVar="--brand" />
        </Chart>
        <Chart title="Revenue per day, with GST" summary={seriesSummary(days, (d) => d.revenue_paise, formatPaiseWhole, 'Revenue')}>
          <DayChart labels={labels} values={revenue} tick={rupeesTick} colorVar="--success" />
        </Chart>
      </div>
      <details className={styles.details}>
        <summary>Show the days as a table</summary>
        <div className="st-table-wrap">
          <table className="st-table">
            <caption className="st-visually-hidden">Orders and revenue with GST per day, last {days.length} days, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatCalendarDay(d.day)}</th>
                  <td>{formatCount(d.orders)}</td>
                  <td>{formatPaise(d.revenue_paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
