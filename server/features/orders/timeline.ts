import { TRACKING_STEPS, type OrderStatus } from '../../../schemas/api/orders';
import { englishStatusLabel, type StatusLabel } from './status-words';

export interface TimelineEvent {
  status: string;
  created_at: Date;
}

export interface TimelineStep {
  status: string;
  label: string;
  at: string | null;
  done: boolean;
}

function latestAt(events: readonly TimelineEvent[], status: string): Date | null {
  let at: Date | null = null;
  for (const e of events) if (e.status === status) at = new Date(e.created_at);
  return at;
}

/**
 * The tracking steps with when each happened. A cancelled order keeps the
 * steps it reached and ends with the cancellation instead of the steps it
 * never will reach. `label` names the steps (the shopper's language; the
 * studio's English by default).
 */
export function orderTimeline(status: OrderStatus, events: readonly TimelineEvent[], label: StatusLabel = englishStatusLabel): TimelineStep[] {
  const reached = TRACKING_STEPS.findIndex((step) => step === status);
  const steps = TRACKING_STEPS.map((step, index) => {
    const at = latestAt(events, step);
    return { status: step, label: label(step), at: at ? at.toISOString() : null, done: at !== null || index <= reached };
  });
  if (status !== 'cancelled') return steps;
  const cancelledAt = latestAt(events, 'cancelled');
  return [
    ...steps.filter((s) => s.at !== null),
    { status: 'cancelled', label: label('cancelled'), at: cancelledAt ? cancelledAt.toISOString() : null, done: true },
  ];
}
