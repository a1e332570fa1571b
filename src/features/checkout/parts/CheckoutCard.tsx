import { useId, type ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import styles from './CheckoutCard.module.css';

interface Props {
  title: string;
  /** Beside the heading: a "Change" button, a count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame every checkout section shares, so the page reads as one form in steps. */
export function CheckoutCard({ title, aside, className, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.card, className)}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The quote (or addresses) is still on its way. */
export function CheckoutPending({ label }: { label: string }) {
  return (
    <p className={styles.pending} role="status">
      {label}
    </p>
  );
}
