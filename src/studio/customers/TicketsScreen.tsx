import { useId, useState } from 'react';
import { ticketQueuePath, ticketStatusSchema, type TicketStatus } from '../../../schemas/api/customer-desk';
import type { StudioSession } from '../../../schemas/api/studio';
import { TICKET_STATUSES, TICKET_STATUS_LABELS, TICKET_TOPICS } from '../../../schemas/api/support';
import { formatMobile } from '../../features/addresses/address-text';
import { formatShopMoment } from '../../ui/format';
import { Skeleton, StudioButton } from '../Controls';
import { DeskLink } from '../desk/DeskLink';
import { messageOf } from '../desk/field-errors';
import { Loaded } from '../desk/Loaded';
import { Pager } from '../Pager';
import { useDeskTicket, useTicketQueue } from './customers-api';
import { useIdParam } from './location';
import { TICKET_BADGE } from './ticket-badge';
import { TicketThread } from './TicketThread';
import styles from './Customers.module.css';

/**
 * Support tickets: the queue (open ones first, the longest waiting at the
 * top), and one ticket (?ticket=5) with its conversation and support's reply.
 */
export function TicketsScreen({ session }: { session: StudioSession }) {
  const [open, setOpen] = useIdParam('ticket');
  const canReply = session.permissions.includes('customers.write');
  if (open !== null) return <TicketPage key={open} id={open} canReply={canReply} onBack={() => setOpen(null)} />;
  return <TicketQueue onOpen={setOpen} />;
}

function TicketQueue({ onOpen }: { onOpen: (id: number) => void }) {
  const id = useId();
  const [status, setStatus] = useState<TicketStatus | ''>('open');
  const [page, setPage] = useState(1);
  const queue = useTicketQueue(ticketQueuePath({ status, page }));
  const data = queue.data;
  const total = data ? data.counts.open + data.counts.answered + data.counts.closed : 0;

  return (
    <div className={`st-desk ${styles.screen}`}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Support tickets</h1>
          <p className="st-muted">What shoppers asked, from the support page and the contact form. Open tickets wait on us, the longest waiting first; a shopper’s reply opens a ticket again.</p>
        </div>
      </header>
      <div className={styles.filters}>
        <div className="st-field">
          <label htmlFor={`${id}-status`}>Show</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(ticketStatusSchema.safeParse(event.target.value).data ?? '');
              setPage(1);
            }}
          >
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>{`${TICKET_STATUS_LABELS[s]}${data ? ` (${data.counts[s]})` : ''}`}</option>
            ))}
            <option value="">{`All tickets${data ? ` (${total})` : ''}`}</option>
          </select>
        </div>
      </div>
      <Loaded read={queue} failed="The tickets could not be loaded" loading="Loading tickets" lines={6} empty={(data) => (data.rows.length === 0 ? (status === 'open' ? 'Nothing waiting: every ticket has an answer.' : 'No tickets here.') : null)}>
        {(data) => (
          <>
            <div className="st-table-wrap">
              <table className={`st-table ${styles.table}`}>
                <caption className="st-visually-hidden">{status === 'open' ? 'Open tickets, the longest waiting first' : 'Tickets, the latest change first'}</caption>
                <thead>
                  <tr>
                    <th scope="col">Ticket</th>
                    <th scope="col">From</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last change</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <button type="button" className={styles.name} onClick={() => onOpen(row.id)}>
                          {row.subject}
                        </button>
                        <span className={styles.sub}>{`${row.ticket_number} · ${TICKET_TOPICS[row.topic]} · ${row.message_count === 1 ? '1 message' : `${row.message_count} messages`}`}</span>
                      </th>
                      <td data-label="From">
                        {row.name}
                        <span className={styles.sub}>{row.user_id === null ? `${row.email} (guest)` : row.email}</span>
                      </td>
                      <td data-label="Status">
                        <span className={`st-badge ${TICKET_BADGE[row.status]}`}>{TICKET_STATUS_LABELS[row.status]}</span>
                        <span className={styles.sub}>{row.last_author === 'customer' ? 'Customer wrote last' : 'We wrote last'}</span>
                      </td>
                      <td data-label="Last change">{formatShopMoment(row.updated_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.page} pageSize={data.page_size} total={data.total} noun="tickets" onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function TicketPage({ id, canReply, onBack }: { id: number; canReply: boolean; onBack: () => void }) {
  const ticket = useDeskTicket(id);
  const back = (
    <StudioButton small variant="ghost" className={styles.back} onClick={onBack}>
      ← All tickets
    </StudioButton>
  );
  if (!ticket.data) {
    return (
      <div className={`st-desk ${styles.screen}`}>
        {back}
        {ticket.error ? (
          <p className="st-error" role="alert">
            {messageOf(ticket.error, 'This ticket could not be loaded')}
          </p>
        ) : (
          <Skeleton label="Loading the ticket" lines={6} />
        )}
      </div>
    );
  }
  const data = ticket.data;
  return (
    <div className={`st-desk ${styles.screen}`}>
      {back}
      <section className={styles.section} aria-label={`Ticket ${data.ticket_number}`}>
        <TicketThread ticket={data} canReply={canReply} level={1}>
          <p className="st-muted">
            {`From ${data.name} <${data.email}>${data.mobile ? `, ${formatMobile(data.mobile)}` : ''}. `}
            {data.user_id === null ? (
              'A guest: the reply goes by e-mail.'
            ) : (
              <DeskLink view="customers" params={{ customer: data.user_id }} className={styles.name}>
                Open their customer page
              </DeskLink>
            )}
          </p>
        </TicketThread>
      </section>
    </div>
  );
}
