import { useId, useState, type FormEvent } from 'react';
import { approveReturnSchema, rejectReturnSchema, type ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { pickupDateProblem, REASON_MAX } from '../../../schemas/api/returns';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { NoteField, PickupFields, StepFailure, type PickupValues } from './StepFields';
import { useStep } from './useStep';
import { requestTitle } from './words';
import styles from './Returns.module.css';

const FIELDS = ['reason', 'pickup_date'] as const;

/** requested → approved (a reason if staff want one, the pickup if it is known) or rejected (a reason is owed, and asked for twice). */
export function DecisionForm({ request, onDone }: { request: ReturnDeskDetail; onDone: (fresh: ReturnDeskDetail) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [pickup, setPickup] = useState<PickupValues>({ date: '', slot: '' });
  const [confirming, setConfirming] = useState(false);
  const step = useStep(request, FIELDS, onDone);
  const title = requestTitle(request.kind, request.id);

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    const body = { reason, ...(pickup.date ? { pickup_date: pickup.date } : {}), ...(pickup.slot ? { pickup_slot: pickup.slot } : {}) };
    const checked = approveReturnSchema.safeParse(body);
    if (!checked.success) return step.refuse(checked.error.issues);
    const wrongDay = pickup.date ? pickupDateProblem(pickup.date, new Date()) : null;
    if (wrongDay) return step.refuse([], { pickup_date: wrongDay });
    return step.run('approve', checked.data, () => `${title} approved; the shopper is told`);
  };

  const askToReject = () => {
    const checked = rejectReturnSchema.safeParse({ reason });
    if (!checked.success) return step.refuse(checked.error.issues);
    step.show({});
    setConfirming(true);
  };

  const reject = async () => {
    await step.run('reject', { reason }, () => `${title} rejected; the shopper is told why`);
    setConfirming(false);
  };

  return (
    <form ref={step.form} className={styles.step} onSubmit={(e) => void approve(e)} noValidate aria-label="Approve or reject">
      <h3 className="st-h2">Approve or reject</h3>
      <NoteField
        id={`${id}-reason`}
        label="Reason the shopper reads"
        help={`Optional when approving, needed to reject. At most ${REASON_MAX} characters.`}
        value={reason}
        onChange={setReason}
        error={step.errors.reason}
      />
      <fieldset className={styles.group}>
        <legend>Pickup, if it is booked already</legend>
        <PickupFields id={`${id}-pickup`} value={pickup} onChange={setPickup} error={step.errors.pickup_date} required={false} />
      </fieldset>
      <StepFailure message={step.failure} />
      <div className={styles.actions}>
        <StudioButton type="submit" variant="primary" busy={step.busy === 'approve'}>
          Approve
        </StudioButton>
        <StudioButton variant="danger-quiet" busy={step.busy === 'reject'} onClick={askToReject}>
          Reject…
        </StudioButton>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Reject ${title}?`}
          text={`The shopper reads: “${reason.trim()}”. The request closes; they may file a new one while the return window is open.`}
          back="Keep it open"
          action={{ label: 'Reject request', variant: 'danger', busy: step.busy === 'reject', onConfirm: () => void reject() }}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
