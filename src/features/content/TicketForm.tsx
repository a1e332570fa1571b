import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TICKET_TOPIC_CODES } from '../../../schemas/api/support';
import { Button } from '../../ui/Button';
import { TextField } from '../auth/fields/TextField';
import { useBusy } from '../auth/useBusy';
import type { StoredUser } from '../../state/session';
import { createTicket } from './support-api';
import { TICKET_FIELD_ORDER, validateTicket, type TicketErrors, type TicketField, type TicketValues } from './ticket-form';
import { useLocale, useT } from '../../i18n/useT';
import { TOPIC_WORDS } from './ticket-words';
import styles from './TicketForm.module.css';

interface Props {
  /** Where the ticket comes from: the /contact form or /customer-support. */
  source: 'contact' | 'support';
  /** The signed-in shopper: their ticket is filed under their account, and their details are filled in. */
  user: StoredUser | null;
  submitLabel: string;
  onCreated: (ticketNumber: string, message: string) => void;
}

function initialValues(user: StoredUser | null): TicketValues {
  return {
    name: user ? `${user.fname} ${user.lname}`.trim() : '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    topic: '',
    order_number: '',
    subject: '',
    message: '',
  };
}

/** A support ticket: errors inline from the shared schema, the server's refusal above the button. */
export function TicketForm({ source, user, submitLabel, onCreated }: Props) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<TicketValues>(() => initialValues(user));
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState('');
  const [busy, run] = useBusy();
  const errors: TicketErrors = submitted ? validateTicket(values, t) : {};

  const field = (name: TicketField) => ({
    id: `ticket-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError('');
    const problems = validateTicket(values, t);
    const first = TICKET_FIELD_ORDER.find((f) => problems[f] !== undefined);
    if (first) {
      document.getElementById(`ticket-${first}`)?.focus();
      return;
    }
    await run(async () => {
      try {
        const created = await createTicket({ ...values, source, user_id: user?.id ?? 0 }, locale);
        setValues(initialValues(user));
        setSubmitted(false);
        onCreated(created.ticketNumber, created.message);
      } catch (error) {
        setFormError(error instanceof Error ? error.message : t('content.sendFailed'));
      }
    });
  }

  const topic = field('topic');
  const message = field('message');
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.row}>
        <TextField label={t('content.yourName')} autoComplete="name" maxLength={80} {...field('name')} />
        <TextField label={t('content.email')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
      </div>
      <div className={styles.row}>
        <TextField
          label={
            <>
              {t('content.mobile')} <span className={styles.optional}>{t('content.optional')}</span>
            </>
          }
          prefix="+91"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...field('mobile')}
        />
        <div className={styles.field}>
          <label htmlFor={topic.id} className={styles.label}>
            {t('content.topic')}
          </label>
          <select
            id={topic.id}
            name="topic"
            value={topic.value}
            onChange={topic.onChange}
            className={styles.control}
            aria-invalid={topic.error ? true : undefined}
            aria-describedby={topic.error ? `${topic.id}-error` : undefined}
          >
            <option value="">{t('content.chooseTopic')}</option>
            {TICKET_TOPIC_CODES.map((code) => (
              <option key={code} value={code}>
                {t(TOPIC_WORDS[code])}
              </option>
            ))}
          </select>
          {topic.error && (
            <p id={`${topic.id}-error`} role="alert" className={styles.error}>
              {topic.error}
            </p>
          )}
        </div>
      </div>
      <div className={styles.row}>
        <TextField
          label={
            <>
              {t('content.orderNumber')} <span className={styles.optional}>{t('content.optional')}</span>
            </>
          }
          maxLength={40}
          {...field('order_number')}
        />
        <TextField label={t('content.subject')} maxLength={120} {...field('subject')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={message.id} className={styles.label}>
          {t('content.message')}
        </label>
        <textarea
          id={message.id}
          name="message"
          rows={5}
          maxLength={4000}
          value={message.value}
          onChange={message.onChange}
          className={styles.control}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? `${message.id}-error` : undefined}
        />
        {message.error && (
          <p id={`${message.id}-error`} role="alert" className={styles.error}>
            {message.error}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
