import styles from './orders.module.css';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';

export interface TimelineStep {
  status: string;
  label: string;
  at: string | null;
  done: boolean;
}

/** An order's or a return's steps as an ordered list; each says whether it is done, in words as well as by its mark. */
export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label: string }) {
  const t = useT();
  const { moment } = useFormat();
  const current = steps.reduce((last, step, index) => (step.done ? index : last), -1);
  return (
    <ol className={styles.timeline} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.status} className={styles.step} data-done={step.done || undefined} aria-current={index === current ? 'step' : undefined}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepLabel}>{step.label}</span>
          <span className={styles.stepWhen}>
            {step.done ? (step.at ? <time dateTime={step.at}>{moment(step.at)}</time> : t('orders.stepDone')) : t('orders.stepPending')}
          </span>
        </li>
      ))}
    </ol>
  );
}
