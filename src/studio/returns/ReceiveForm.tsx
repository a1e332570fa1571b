import { useId, useState, type FormEvent } from 'react';
import { receiveReturnSchema, type ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { RETURN_CONDITION_LABELS, RETURN_CONDITIONS, type ReturnCondition } from '../../../schemas/api/returns';
import { StudioButton } from '../Controls';
import { DeskField } from '../desk/DeskField';
import { NoteField, StepFailure } from './StepFields';
import { useStep } from './useStep';
import { requestTitle } from './words';
import styles from './Returns.module.css';

const FIELDS = ['condition', 'note'] as const;

/** picked up → received: the warehouse has the item and says what state it is in. */
export function ReceiveForm({ request, onDone }: { request: ReturnDeskDetail; onDone: (fresh: ReturnDeskDetail) => void }) {
  const id = useId();
  const [condition, setCondition] = useState<ReturnCondition | ''>('');
  const [note, setNote] = useState('');
  const step = useStep(request, FIELDS, onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = receiveReturnSchema.safeParse({ condition, note });
    if (!checked.success) return step.refuse(checked.error.issues);
    return step.run('receive', checked.data, () => `${requestTitle(request.kind, request.id)} received: ${RETURN_CONDITION_LABELS[checked.data.condition].toLowerCase()}`);
  };

  return (
    <form ref={step.form} className={styles.step} onSubmit={(e) => void submit(e)} noValidate aria-label="Mark received">
      <h3 className="st-h2">Received</h3>
      <DeskField id={`${id}-condition`} label="Condition on arrival" error={step.errors.condition}>
        {(described) => (
          <select id={`${id}-condition`} value={condition} onChange={(e) => setCondition(RETURN_CONDITIONS.find((c) => c === e.target.value) ?? '')} {...described}>
            <option value="">Choose…</option>
            {RETURN_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {RETURN_CONDITION_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </DeskField>
      <NoteField id={`${id}-note`} label="Note for the team (optional)" help="What is missing or damaged, say; the shopper sees only the condition" value={note} onChange={setNote} error={step.errors.note} />
      <StepFailure message={step.failure} />
      <div className={styles.actions}>
        <StudioButton type="submit" variant="primary" busy={step.busy === 'receive'}>
          Mark received
        </StudioButton>
      </div>
    </form>
  );
}
