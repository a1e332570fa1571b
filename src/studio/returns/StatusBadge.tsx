import { RETURN_STATUS_LABELS, type ReturnStatus } from '../../../schemas/api/returns';

/** A request's state as a badge: waiting on us (blue, amber), closed (plain), rejected (red). */
const BADGES: Record<ReturnStatus, string> = {
  requested: 'st-badge--scheduled',
  approved: 'st-badge--draft',
  picked_up: 'st-badge--draft',
  received: 'st-badge--draft',
  rejected: 'st-badge--danger',
  refunded: '',
  replaced: '',
};

export function StatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={`st-badge ${BADGES[status]}`}>{RETURN_STATUS_LABELS[status]}</span>;
}
