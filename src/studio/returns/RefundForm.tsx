import { useId, useState, type FormEvent } from 'react';
import { refundReturnSchema, type ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { formatPaise } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { NoteField, StepFailure } from './StepFields';
import { useStep } from './useStep';
import { destinationText, requestTitle } from './words';
import styles from './Returns.module.css';

const FIELDS = ['destination', 'note'] as const;
const DESTINATIONS = [
  { value: 'original', label: 'The original payment' },
  { value: 'wallet', label: "The shopper's wallet (at once)" },
] as const;

/**
 * received → refunded, through the refund module: what the line gives back,
 * where it goes (the shopper's choice unless staff change it), asked once
 * more before the money moves. A refund still with the gateway, or one that
 * failed there, is checked or tried again with the same button.
 */
export function RefundForm({ request, onDone }: { request: ReturnDeskDetail; onDone: (fresh: ReturnDeskDetail) => void }) {
  const id = useId();
  const [destination, setDestination] = useState<'original' | 'wallet'>(request.refund?.destination ?? request.refund_destination);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const step = useStep(request, FIELDS, onDone);
  const amount = formatPaise(request.refund?.status === 'pending' ? request.refund.amount_paise : request.refund_amount_paise);
  const pending = request.refund?.status === 'pending';
  const title = requestTitle(request.kind, request.id);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const checked = refundReturnSchema.safeParse({ destination, note });
    if (!checked.success) return step.refuse(checked.error.issues);
    step.show({});
    return setConfirming(true);
  };

  const refund = async () => {
    await step.run('refund', { destination, note }, (fresh) =>
      fresh.status === 'refunded'
        ? `${formatPaise(fresh.refund?.amount_paise ?? 0)} refunded to ${destinationText(fresh.refund?.destination ?? destination)}`
        : `The refund is with the payment gateway; ${title} moves to refunded once it is processed`,
    );
    setConfirming(false);
  };

  return (
    <form ref={step.form} className={styles.step} onSubmit={ask} noValidate aria-label="Refund">
      <h3 className="st-h2">Refund</h3>
      <p>{`${amount} for ${request.qty} of ${request.line.qty}: the price paid, less their share of any coupon.`}</p>
      {pending && <p className="st-muted">{`A refund of ${amount} to ${destinationText(request.refund?.destination ?? destination)} is with the payment gateway. Check it again to move the request on.`}</p>}
      {request.refund?.status === 'failed' && <p className="st-error">The last refund failed at the payment gateway. You can try again, or refund to the wallet instead.</p>}
      <fieldset className={styles.group} disabled={pending}>
        <legend>Refund to</legend>
        {DESTINATIONS.map((d) => (
          <label key={d.value} className={styles.choice}>
            <input type="radio" name={`${id}-destination`} value={d.value} checked={destination === d.value} onChange={() => setDestination(d.value)} />
            {`${d.label}${request.refund_destination === d.value ? ': the shopper’s choice' : ''}`}
          </label>
        ))}
      </fieldset>
      <NoteField id={`${id}-note`} label="Note for the team (optional)" value={note} onChange={setNote} error={step.errors.note} />
      <StepFailure message={step.failure} />
      <div className={styles.actions}>
        <StudioButton type="submit" variant="primary" busy={step.busy === 'refund'}>
          {pending ? 'Check the refund…' : `Refund ${amount}…`}
        </StudioButton>
      </div>
      {confirming && (
        <ConfirmDialog
          title={pending ? `Check the refund of ${amount}?` : `Refund ${amount} to ${destinationText(destination)}?`}
          text={
            destination === 'wallet'
              ? `The shopper's wallet is credited at once and ${title} closes as refunded. Money refunded cannot be taken back here.`
              : `The payment gateway sends ${amount} back to the shopper's card or UPI; ${title} closes as refunded once the gateway has processed it. Money refunded cannot be taken back here.`
          }
          back="Not now"
          action={{ label: pending ? 'Check the refund' : `Refund ${amount}`, variant: 'danger', busy: step.busy === 'refund', onConfirm: () => void refund() }}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
