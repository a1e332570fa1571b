import { useState } from 'react';
import { TICKET_STATUS_LABELS } from '../../../schemas/api/support';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { TicketThread } from './TicketThread';
import { useTickets } from './support-api';
import styles from './Tickets.module.css';
import { formatShopDayLong } from '../../ui/format';

/** The shopper's tickets, newest first; each opens in place to show its conversation. */
export function TicketList({ userId }: { userId: number }) {
  const { data, error, mutate } = useTickets(userId);
  const [open, setOpen] = useState<string | null>(null);
  if (error)
    return (
      <EmptyState icon="help" title="We could not load your tickets" actions={<Button onClick={() => void mutate()}>Try again</Button>}>
        {error.message}
      </EmptyState>
    );
  if (!data) return <p role="status">Loading your tickets…</p>;
  if (data.length === 0)
    return (
      <EmptyState icon="help" title="No tickets yet" actions={<ButtonLink to="/faq" variant="secondary">Read the FAQ</ButtonLink>}>
        Tickets you raise here or through the contact form while signed in appear here, with our replies.
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {data.map((t) => {
        const expanded = open === t.ticket_number;
        const panel = `ticket-${t.ticket_number}`;
        return (
          <li key={t.ticket_number} className={styles.ticket}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panel}
              onClick={() => setOpen(expanded ? null : t.ticket_number)}
              className={styles.summary}
            >
              <span>
                <strong>{t.subject}</strong>
                <small>
                  {t.ticket_number} · raised on {formatShopDayLong(t.created_at)}
                </small>
              </span>
              <span className={styles.status} data-status={t.status}>
                {TICKET_STATUS_LABELS[t.status]}
              </span>
              <Icon name="chevron-down" />
            </button>
            <div id={panel} hidden={!expanded}>
              {expanded && <TicketThread userId={userId} number={t.ticket_number} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
