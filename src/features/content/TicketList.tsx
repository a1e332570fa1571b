import { useState } from 'react';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { TicketThread } from './TicketThread';
import { useTickets } from './support-api';
import styles from './Tickets.module.css';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { TICKET_STATUS_WORDS } from './ticket-words';

/** The shopper's tickets, newest first; each opens in place to show its conversation. */
export function TicketList({ userId }: { userId: number }) {
  const t = useT();
  const { dayLong } = useFormat();
  const { data, error, mutate } = useTickets(userId);
  const [open, setOpen] = useState<string | null>(null);
  if (error)
    return (
      <EmptyState icon="help" title={t('content.ticketsLoadFailed')} actions={<Button onClick={() => void mutate()}>{t('content.tryAgain')}</Button>}>
        {error.message}
      </EmptyState>
    );
  if (!data) return <p role="status">{t('content.ticketsLoading')}</p>;
  if (data.length === 0)
    return (
      <EmptyState
        icon="help"
        title={t('content.noTickets')}
        actions={
          <ButtonLink to="/faq" variant="secondary">
            {t('content.readFaq')}
          </ButtonLink>
        }
      >
        {t('content.noTicketsBody')}
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {data.map((ticket) => {
        const expanded = open === ticket.ticket_number;
        const panel = `ticket-${ticket.ticket_number}`;
        return (
          <li key={ticket.ticket_number} className={styles.ticket}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panel}
              onClick={() => setOpen(expanded ? null : ticket.ticket_number)}
              className={styles.summary}
            >
              <span>
                <strong>{ticket.subject}</strong>
                <small>
                  {ticket.ticket_number} · {t('content.raisedOn', { date: dayLong(ticket.created_at) })}
                </small>
              </span>
              <span className={styles.status} data-status={ticket.status}>
                {t(TICKET_STATUS_WORDS[ticket.status])}
              </span>
              <Icon name="chevron-down" />
            </button>
            <div id={panel} hidden={!expanded}>
              {expanded && <TicketThread userId={userId} number={ticket.ticket_number} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
