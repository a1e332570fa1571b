import { useState } from 'react';
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type Dashboard, type DashboardPeriod } from '../../../schemas/api/dashboard';
import type { StudioSession } from '../../../schemas/api/studio';
import { formatCount, formatPaise, formatShopTime } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { messageOf } from '../desk/field-errors';
import { formatShare, pointsChange, relativeChange } from './change';
import { DailyCharts } from './DailyCharts';
import { FigureCard } from './FigureCard';
import { HowCounted } from './HowCounted';
import { useDashboard } from './dashboard-api';
import { WaitingOnStaff } from './WaitingOnStaff';
import styles from './Dashboard.module.css';

/** The studio's view name: the screen roles with reports.read open on. */
export const DASHBOARD_VIEW = 'dashboard';

const AGAINST: Record<DashboardPeriod, string> = { today: 'yesterday up to this time', week: 'last week up to this time' };

const money = (paise: number | null) => (paise === null ? '–' : formatPaise(paise));

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const now = dashboard.current.figures;
  const before = dashboard.previous.figures;
  const against = AGAINST[dashboard.period];
  return (
    <section className={styles.section} aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="st-visually-hidden">
        {`${DASHBOARD_PERIOD_LABELS[dashboard.period]}'s figures`}
      </h2>
      <ul className={styles.cards}>
        <FigureCard
          wide
          label="Revenue with GST"
          value={formatPaise(now.revenue_paise)}
          change={relativeChange(now.revenue_paise, before.revenue_paise)}
          against={against}
          previous={formatPaise(before.revenue_paise)}
          note={now.refunds_paise > 0 ? `${formatPaise(now.gross_paise)} ordered, ${formatPaise(now.refunds_paise)} refunded` : undefined}
        />
        <FigureCard
          wide
          label="Revenue without GST"
          value={formatPaise(now.revenue_ex_gst_paise)}
          change={relativeChange(now.revenue_ex_gst_paise, before.revenue_ex_gst_paise)}
          against={against}
          previous={formatPaise(before.revenue_ex_gst_paise)}
        />
        <FigureCard label="Orders" value={formatCount(now.orders)} change={relativeChange(now.orders, before.orders)} against={against} previous={formatCount(before.orders)} />
        <FigureCard
          label="Average order value"
          value={money(now.average_order_paise)}
          change={relativeChange(now.average_order_paise, before.average_order_paise)}
          against={against}
          previous={money(before.average_order_paise)}
        />
        <FigureCard
          wide
          label="Conversion"
          value={formatShare(now.conversion)}
          change={pointsChange(now.conversion, before.conversion)}
          against={against}
          previous={formatShare(before.conversion)}
          note={`${formatCount(now.orders)} ${now.orders === 1 ? 'order' : 'orders'} from ${formatCount(now.cart_visitors)} ${now.cart_visitors === 1 ? 'visitor' : 'visitors'} with a cart`}
        />
      </ul>
    </section>
  );
}

/**
 * The studio's opening screen for roles that see the sales figures: today's
 * or this week's orders, revenue, average order and conversion against the
 * period before, what waits on the shop, and the last two weeks day by day.
 */
export function DashboardScreen({ session }: { session: StudioSession }) {
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const { data, error, isValidating, mutate } = useDashboard(period);

  return (
    <div className={`st-desk ${styles.screen}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Dashboard</h1>
          <p className="st-muted">{data ? `In India's time, as of ${formatShopTime(data.as_of)}.` : "In India's time."}</p>
        </div>
        <div className={styles.controls}>
          <div className="st-periods" role="group" aria-label="Period">
            {DASHBOARD_PERIODS.map((p) => (
              <button key={p} type="button" className="st-period" aria-pressed={p === period} onClick={() => setPeriod(p)}>
                {DASHBOARD_PERIOD_LABELS[p]}
              </button>
            ))}
          </div>
          <StudioButton small onClick={() => void mutate()} busy={isValidating && data !== undefined}>
            Refresh
          </StudioButton>
        </div>
      </header>

      {error && !data ? (
        <div role="alert" className={styles.failed}>
          <p className="st-error">{messageOf(error, 'The dashboard could not be loaded')}</p>
          <StudioButton small onClick={() => void mutate()}>
            Try again
          </StudioButton>
        </div>
      ) : !data ? (
        <Skeleton label="Loading the dashboard" lines={6} />
      ) : (
        <>
          {data.period !== period && <p className="st-muted" role="status">{`Loading ${DASHBOARD_PERIOD_LABELS[period].toLowerCase()}…`}</p>}
          <Figures dashboard={data} />
          <HowCounted />
          <WaitingOnStaff dashboard={data} session={session} />
          <DailyCharts days={data.daily} />
        </>
      )}
    </div>
  );
}
