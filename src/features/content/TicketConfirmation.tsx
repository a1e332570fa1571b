import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import styles from './content.module.css';

/** Where a raised ticket is confirmed: focused, so a screen reader hears the ticket number at once. */
export function TicketConfirmation({ ticketNumber, children }: { ticketNumber: string; children?: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [ticketNumber]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation}>
      <h2>{t('content.ticketThanks', { number: ticketNumber })}</h2>
      <p>{t('content.ticketEmailed')}</p>
      {children}
    </div>
  );
}
