import { useEffect, useRef, type ReactNode } from 'react';
import styles from './content.module.css';

/** Where a raised ticket is confirmed: focused, so a screen reader hears the ticket number at once. */
export function TicketConfirmation({ ticketNumber, children }: { ticketNumber: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [ticketNumber]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation}>
      <h2>Thank you. Your ticket number is {ticketNumber}</h2>
      <p>We have e-mailed you a copy. Our support team replies within one working day.</p>
      {children}
    </div>
  );
}
