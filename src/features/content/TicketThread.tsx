import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { SUPPORT_MESSAGES, TICKET_STATUS_LABELS, TICKET_TOPICS } from '../../../schemas/api/support';
import { Button } from '../../ui/Button';
import { useBusy } from '../auth/useBusy';
import { replyToTicket, ticketPath, ticketsPath, useTicket } from './support-api';
import formStyles from './TicketForm.module.css';
import styles from './Tickets.module.css';
import { formatShopMoment } from '../../ui/format';

/** One ticket's messages, oldest first, and the shopper's reply while it is not closed. */
export function TicketThread({ userId, number }: { userId: number; number: string }) {
  const { data, error } = useTicket(userId, number);
  const { mutate } = useSWRConfig();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, run] = useBusy();

  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p role="status">Loading the conversation…</p>;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply.trim() === '') {
      setProblem(SUPPORT_MESSAGES.messageRequired);
      return;
    }
    setProblem('');
    await run(async () => {
      try {
        const thread = await replyToTicket(userId, number, reply.trim());
        setReply('');
        await mutate(ticketPath(userId, number), thread, { revalidate: false });
        await mutate(ticketsPath(userId));
      } catch (err) {
        setProblem(err instanceof Error ? err.message : 'We could not send your reply');
      }
    });
  }

  const replyId = `reply-${number}`;
  return (
    <div className={styles.thread}>
      <p className={styles.meta}>
        {TICKET_TOPICS[data.topic]}
        {data.order_number && ` · Order ${data.order_number}`} · {TICKET_STATUS_LABELS[data.status]}
      </p>
      <ol className={styles.messages}>
        {data.messages.map((m) => (
          <li key={m.id} className={m.author === 'support' ? styles.fromSupport : styles.fromCustomer}>
            <strong>{m.author === 'support' ? 'Customer support' : 'You'}</strong>
            <time dateTime={m.created_at}>{formatShopMoment(m.created_at)}</time>
            <p>{m.body}</p>
          </li>
        ))}
      </ol>
      {data.status === 'closed' ? (
        <p>{SUPPORT_MESSAGES.closed}</p>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate className={formStyles.field}>
          <label htmlFor={replyId} className={formStyles.label}>
            Add a message
          </label>
          <textarea
            id={replyId}
            rows={3}
            maxLength={4000}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            className={formStyles.control}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${replyId}-error` : undefined}
          />
          {problem && (
            <p id={`${replyId}-error`} role="alert" className={formStyles.error}>
              {problem}
            </p>
          )}
          <div>
            <Button type="submit" variant="secondary" busy={busy}>
              Send
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
