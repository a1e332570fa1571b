import { createElement, type ReactNode } from 'react';
import type { DeskTicket } from '../../../schemas/api/customer-desk';
import { TICKET_STATUS_LABELS, TICKET_TOPICS } from '../../../schemas/api/support';
import { formatShopMoment } from '../../ui/format';
import { ReplyForm } from './ReplyForm';
import { TICKET_BADGE } from './ticket-badge';
import styles from './Customers.module.css';


interface Props {
  ticket: DeskTicket;
  canReply: boolean;
  /** The subject's heading level: 3 in a customer's page, 1 on the ticket's own page. */
  level: 1 | 3;
  /** Said under the ticket's line: who wrote it, on the ticket's own page. */
  children?: ReactNode;
}

/** One ticket: what it is about, the conversation oldest first as the shopper sees it, and support's reply. */
export function TicketThread({ ticket, canReply, level, children }: Props) {
  const headingId = `ticket-${ticket.id}`;
  return (
    <article className={styles.ticket} aria-labelledby={headingId}>
      <div className={styles.ticketHead}>
        {createElement(`h${level}`, { id: headingId, className: level === 1 ? 'st-h1' : undefined }, ticket.subject)}
        <span className={`st-badge ${TICKET_BADGE[ticket.status]}`}>{TICKET_STATUS_LABELS[ticket.status]}</span>
      </div>
      <p className="st-muted">
        {[ticket.ticket_number, TICKET_TOPICS[ticket.topic], ticket.order_number ? `Order ${ticket.order_number}` : '', `raised ${formatShopMoment(ticket.created_at)}`, ticket.source === 'contact' ? 'through the contact form' : '']
          .filter(Boolean)
          .join(' · ')}
      </p>
      {children}
      <ol className={styles.thread} aria-label={`Conversation on ${ticket.ticket_number}`}>
        {ticket.messages.map((message) => (
          <li key={message.id} className={`${styles.message} ${message.author === 'support' ? styles.fromSupport : styles.fromCustomer}`}>
            <span className={styles.who}>
              <strong>{message.author === 'support' ? `Support${message.staff_name ? ` · ${message.staff_name}` : ''}` : ticket.name}</strong>
              <time dateTime={message.created_at}>{formatShopMoment(message.created_at)}</time>
            </span>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      {ticket.status === 'closed' ? (
        <p className="st-muted">Closed: the customer raises a new ticket to write again.</p>
      ) : (
        canReply && <ReplyForm ticket={ticket} />
      )}
    </article>
  );
}
