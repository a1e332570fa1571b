import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { REPLY_MAX, ticketReplySchema, type DeskTicket } from '../../../schemas/api/customer-desk';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { DeskField } from '../desk/DeskField';
import { messageOf, serverErrors } from '../desk/field-errors';
import { isCustomerKey, isTicketKey, replyToTicket } from './customers-api';
import styles from './Customers.module.css';

/** Support's answer: it joins the thread the shopper reads on /customer-support and goes to them by e-mail. */
export function ReplyForm({ ticket }: { ticket: DeskTicket }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = ticketReplySchema.safeParse({ body, close });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    setError(undefined);
    // Closing ends the conversation for the shopper: asked first.
    if (close) setConfirming(true);
    else void send();
  };

  const send = async () => {
    setBusy(true);
    try {
      await replyToTicket(ticket.id, { body, close });
      setConfirming(false);
      setBody('');
      setClose(false);
      toast.success(close ? `Reply sent to ${ticket.name}; ${ticket.ticket_number} is closed` : `Reply sent to ${ticket.name}`);
      await Promise.all([mutate(isTicketKey), ticket.user_id === null ? null : mutate(isCustomerKey(ticket.user_id))]);
    } catch (failure) {
      setConfirming(false);
      setError(serverErrors(failure)?.body);
      toast.error(messageOf(failure, 'The reply was not sent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={review} noValidate aria-label={`Reply to ${ticket.ticket_number}`}>
        <DeskField id={`${id}-body`} label={`Reply to ${ticket.name}`} help={`They read it on their support page and by e-mail at ${ticket.email}`} error={error}>
          {(described) => (
            <textarea id={`${id}-body`} className={styles.textarea} rows={4} maxLength={REPLY_MAX} value={body} onChange={(event) => setBody(event.target.value)} {...described} />
          )}
        </DeskField>
        <label className={styles.close}>
          <input type="checkbox" checked={close} onChange={(event) => setClose(event.target.checked)} />
          Close the ticket with this reply (they can no longer add to it)
        </label>
        <div className={styles.actions}>
          <StudioButton type="submit" variant="primary" busy={busy}>
            {close ? 'Send and close' : 'Send reply'}
          </StudioButton>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={`Send the reply and close ${ticket.ticket_number}?`}
          text={`${ticket.name} gets the reply and can no longer add to this ticket; to write again they raise a new one.`}
          back="Go back"
          action={{ label: 'Send and close', variant: 'primary', busy, onConfirm: () => void send() }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
