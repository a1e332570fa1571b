import type { Experiment } from '../../../schemas/api/experiments';
import { STATUS_LABELS } from './words';
import styles from './Experiments.module.css';

const BADGE: Readonly<Record<Experiment['status'], string>> = {
  draft: 'st-badge--draft',
  running: styles.running ?? '',
  stopped: '',
  promoted: 'st-badge--scheduled',
};

/** Where an experiment stands, as the list and its page show it. */
export function StatusBadge({ status }: { status: Experiment['status'] }) {
  return <span className={`st-badge ${BADGE[status]}`}>{STATUS_LABELS[status]}</span>;
}
