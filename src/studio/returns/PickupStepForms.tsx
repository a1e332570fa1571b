import { useId, useState, type FormEvent } from 'react';
import { bookPickupSchema, type ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { pickupDateProblem, pickupWords } from '../../../schemas/api/returns';
import { formatCalendarDay } from '../../ui/format';
import { StudioButton } from '../Controls';
import { NoteField, PickupFields, StepFailure, type PickupValues } from './StepFields';
import { useStep } from './useStep';
import { requestTitle } from './words';
import styles from './Returns.module.css';

type Done = (fresh: ReturnDeskDetail) => void;

const PICKUP_FIELDS = ['pickup_date'] as const;
const NOTE_FIELDS = ['note'] as const;

/** While approved: book the courier, or move the booking (the shopper is told either way). */
export function BookPickupForm({ request, onDone }: { request: ReturnDeskDetail; onDone: Done }) {
  const id = useId();
  const [pickup, setPickup] = useState<PickupValues>({ date: request.pickup?.date ?? '', slot: request.pickup?.slot ?? '' });
  const step = useStep(request, PICKUP_FIELDS, onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bookPickupSchema.safeParse({ pickup_date: pickup.date, pickup_slot: pickup.slot || null });
    if (!checked.success) return step.refuse(checked.error.issues);
    const wrongDay = pickupDateProblem(checked.data.pickup_date, new Date());
    if (wrongDay) return step.refuse([], { pickup_date: wrongDay });
    return step.run('pickup', checked.data, (fresh) => (fresh.pickup ? `Pickup booked for ${pickupWords(fresh.pickup, formatCalendarDay)}` : 'Pickup booked'));
  };

  return (
    <form ref={step.form} className={styles.step} onSubmit={(e) => void submit(e)} noValidate aria-label="Book the pickup">
      <h3 className="st-h2">{request.pickup ? 'Move the pickup' : 'Book the pickup'}</h3>
      <PickupFields id={`${id}-pickup`} value={pickup} onChange={setPickup} error={step.errors.pickup_date} required />
      <StepFailure message={step.failure} />
      <div className={styles.actions}>
        <StudioButton type="submit" busy={step.busy === 'pickup'}>
          {request.pickup ? 'Move pickup' : 'Book pickup'}
        </StudioButton>
      </div>
    </form>
  );
}

/** approved → picked up: the courier has the parcel. */
export function PickedUpForm({ request, onDone }: { request: ReturnDeskDetail; onDone: Done }) {
  const id = useId();
  const [note, setNote] = useState('');
  const step = useStep(request, NOTE_FIELDS, onDone);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    return step.run('picked-up', { note }, () => `${requestTitle(request.kind, request.id)} marked picked up`);
  };
  return (
    <form ref={step.form} className={styles.step} onSubmit={(e) => void submit(e)} noValidate aria-label="Mark picked up">
      <h3 className="st-h2">Picked up</h3>
      <NoteField id={`${id}-note`} label="Note for the team (optional)" help="The courier's reference, say" value={note} onChange={setNote} error={step.errors.note} />
      <StepFailure message={step.failure} />
      <div className={styles.actions}>
        <StudioButton type="submit" variant="primary" busy={step.busy === 'picked-up'}>
          Mark picked up
        </StudioButton>
      </div>
    </form>
  );
}
