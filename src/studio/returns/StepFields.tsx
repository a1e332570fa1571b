import { PICKUP_DAYS_AHEAD, PICKUP_SLOT_LABELS, PICKUP_SLOTS, indiaDay, type PickupSlot } from '../../../schemas/api/returns';
import { DeskField } from '../desk/DeskField';
import styles from './Returns.module.css';

/* The fields the step forms share: a note or reason, and the pickup's day and window. */

interface NoteProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  error?: string | undefined;
}

export function NoteField({ id, label, value, onChange, help, error }: NoteProps) {
  return (
    <DeskField id={id} label={label} help={help} error={error}>
      {(described) => <textarea id={id} className={styles.textarea} rows={2} maxLength={400} value={value} onChange={(e) => onChange(e.target.value)} {...described} />}
    </DeskField>
  );
}

export interface PickupValues {
  date: string;
  slot: PickupSlot | '';
}

interface PickupProps {
  id: string;
  value: PickupValues;
  onChange: (value: PickupValues) => void;
  error?: string | undefined;
  /** Whether a day must be given (booking) or may be left empty (approving). */
  required: boolean;
}

/** The courier's day (today to two weeks ahead, in India) and window. */
export function PickupFields({ id, value, onChange, error, required }: PickupProps) {
  const now = new Date();
  return (
    <div className={styles.pair}>
      <DeskField id={`${id}-date`} label={required ? 'Pickup date' : 'Pickup date (optional)'} help={`Today to ${PICKUP_DAYS_AHEAD} days ahead`} error={error}>
        {(described) => (
          <input
            id={`${id}-date`}
            type="date"
            min={indiaDay(now)}
            max={indiaDay(now, PICKUP_DAYS_AHEAD)}
            value={value.date}
            onChange={(e) => onChange({ ...value, date: e.target.value })}
            {...described}
          />
        )}
      </DeskField>
      <DeskField id={`${id}-slot`} label="Pickup slot">
        {(described) => (
          <select id={`${id}-slot`} value={value.slot} onChange={(e) => onChange({ ...value, slot: PICKUP_SLOTS.find((s) => s === e.target.value) ?? '' })} {...described}>
            <option value="">Any time of day</option>
            {PICKUP_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {PICKUP_SLOT_LABELS[slot]}
              </option>
            ))}
          </select>
        )}
      </DeskField>
    </div>
  );
}

/** A refusal that names no field, under the form's buttons. */
export function StepFailure({ message }: { message: string }) {
  return message ? (
    <p className="st-error" role="alert">
      {message}
    </p>
  ) : null;
}
