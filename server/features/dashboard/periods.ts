import { DASHBOARD_DAYS, type DashboardPeriod } from '../../../schemas/api/dashboard';
import { indiaDay } from '../../../schemas/api/returns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Half-open: from ≤ t < to. */
export interface Stretch {
  from: Date;
  to: Date;
}

/** Midnight in India starting the given calendar day (YYYY-MM-DD). */
export function indiaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/**
 * The period so far and the same stretch of the one before it, in India's
 * time (no daylight saving, so a day is always 24 hours): today against
 * yesterday up to this time of day, this week (from Monday) against last
 * week up to this weekday and time. Comparing like with like keeps a
 * morning from always looking worse than the whole of yesterday.
 */
export function stretchesOf(period: DashboardPeriod, now: Date): { current: Stretch; previous: Stretch } {
  const today = indiaDay(now);
  // getUTCDay of the calendar day itself: 0 is Sunday, so Monday is 6 days back from it.
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = period === 'today' ? indiaMidnight(today) : indiaMidnight(indiaDay(now, -sinceMonday));
  const length = (period === 'today' ? 1 : 7) * DAY_MS;
  return {
    current: { from, to: now },
    previous: { from: new Date(from.getTime() - length), to: new Date(now.getTime() - length) },
  };
}

/** The chart's days, oldest first, today last, and the instant the first one starts. */
export function chartDays(now: Date): { days: string[]; from: Date } {
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => indiaDay(now, i - (DASHBOARD_DAYS - 1)));
  return { days, from: indiaMidnight(days[0] ?? indiaDay(now)) };
}
