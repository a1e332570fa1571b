import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldNotes } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** On/off: a button with role=switch, named by its visible label. */
export function SwitchField({ path, label, help, value, onChange, ctx }: FieldProps) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const on = value === true;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <div className={styles.switchRow}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          className={styles.switch}
          onClick={() => onChange(!on)}
        >
          <span className={styles.switchText}>{on ? 'On' : 'Off'}</span>
        </button>
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
