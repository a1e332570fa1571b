import { useId, useState, type FormEvent } from 'react';
import type { ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { formatCount } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { NoteField, StepFailure } from './StepFields';
import { useStep } from './useStep';
import { requestTitle } from './words';
import styles from './Returns.module.css';

const FIELDS = ['note'] as const;

/** received → replaced: a new order for the same item at no charge, to the original address, taking the units from stock; asked once more first. */
export function ReplaceForm({ request, onDone }: { request: ReturnDeskDetail; onDone: (fresh: ReturnDeskDetail) => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const step = useStep(request, FIELDS, onDone);
  const item = `${request.line.title}${request.line.variant_label ? ` (${request.line.variant_label})` : ''}`;
  const short = request.stock < request.qty;
  const address = `${request.pickup_address.city} ${request.pickup_address.pin}`;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    step.show({});
    setConfirming(true);
  };
  const replace = async () => {
    await step.run('replace', { note }, (fresh) => `Replacement order ${fresh.replacement?.order_number ?? ''} placed for ${requestTitle(request.kind, request.id)}`);
    setConfirming(false);
  };

  return (
    <form ref={step.form} className={styles.step} onSubmit={ask} noValidate aria-label="Send the replacement">
      <h3 className="st-h2">Send the replacement</h3>
      <p>{`A new order for ${item} × ${request.qty} at ₹0, to the order's address. ${formatCount(request.stock)} in stock.`}</p>
      {short && <p className="st-error">{`Only ${formatCount(request.stock)} in stock: the order cannot be placed until ${item} is restocked.`}</p>}
      <NoteField id={`${id}-note`} label="Note for the team (optional)" value={note} onChange={setNote} error={step.errors.note} />
      <StepFailure message={step.failure} />
      <div className={styles.actions}>
        <StudioButton type="submit" variant="primary" busy={step.busy === 'replace'}>
          Place replacement order…
        </StudioButton>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Place the replacement order?"
          text={`${item} × ${request.qty} leaves stock and ships at no charge to ${address}. The shopper is e-mailed the new order number.`}
          back="Not now"
          action={{ label: 'Place replacement order', variant: 'primary', busy: step.busy === 'replace', onConfirm: () => void replace() }}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
