import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../ui/Button';
import { useBusy } from '../auth/useBusy';
import { replyToTicket, ticketPath, ticketsPath, useTicket } from './support-api';
import formStyles from './TicketForm.module.css';
import styles from './Tickets.module.css';
import { useFormat } from '../../i18n/useFormat';
import { useLocale, useT } from '../../i18n/useT';
import { TICKET_STATUS_WORDS, TOPIC_WORDS } from './ticket-words';

/** One ticket's messages, oldest first, and the shopper's reply while it is not closed. */
export function TicketThread({ userId, number }: { userId: number; number: string }) {
  const t = useT();
  const locale = useLocale();
  const { moment } = useFormat();
  const { data, error } = useTicket(userId, number);
  const { mutate } = useSWRConfig();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, run] = useBusy();

  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p role="status">{t('content.threadLoading')}</p>;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply.trim() === '') {
      setProblem(t('content.replyRequired'));
      return;
    }
    setProblem('');
    await run(async () => {
      try {
        const thread = await replyToTicket(userId, number, reply.trim(), locale);
        setReply('');
        await mutate(ticketPath(userId, number), thread, { revalidate: false });
        await mutate(ticketsPath(userId));
      } catch (err) {
        setProblem(err instanceof Error ? err.message : t('content.replyFailed'));
      }
    });
  }

  const replyId = `reply-${number}`;
  return (
    <div className={styles.thread}>
      <p className={styles.meta}>
        {t(TOPIC_WORDS[data.topic])}
        {data.order_number && ` · ${t('content.orderRef', { number: data.order_number })}`} · {t(TICKET_STATUS_WORDS[data.status])}
      </p>
      <ol className={styles.messages}>
        {data.messages.map((m) => (
          <li key={m.id} className={m.author === 'support' ? styles.fromSupport : styles.fromCustomer}>
            <strong>{t(m.author === 'support' ? 'content.supportTitle' : 'content.you')}</strong>
            <time dateTime={m.created_at}>{moment(m.created_at)}</time>
            <p>{m.body}</p>
          </li>
        ))}
      </ol>
      {data.status === 'closed' ? (
        <p>{t('content.ticketClosed')}</p>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate className={formStyles.field}>
          <label htmlFor={replyId} className={formStyles.label}>
            {t('content.addMessage')}
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
              {t('content.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
