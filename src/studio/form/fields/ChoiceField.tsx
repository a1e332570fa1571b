import type { Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldNotes, FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** Few options are radios side by side (all visible, one click); more are a select. */
const RADIO_LIMIT = 4;

export function ChoiceField({ field, path, label, help, value, onChange, ctx }: FieldProps<Extract<Field, { kind: 'choice' }>>) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const current = value === undefined || value === null ? '' : String(value);
  const known = field.options.some((o) => o.value === current);
  const pick = (text: string) => {
    const option = field.options.find((o) => o.value === text);
    if (option) onChange(option.raw);
  };

  if (field.options.length <= RADIO_LIMIT && known) {
    return (
      <fieldset
        role="radiogroup"
        className={`${styles.field} ${styles.segmented}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        data-invalid={error ? 'true' : undefined}
      >
        <legend className={styles.label}>{label}</legend>
        <div className={styles.segments}>
          {field.options.map((option) => (
            <label key={option.value} className={styles.segment}>
              <input type="radio" name={id} value={option.value} checked={option.value === current} onChange={() => pick(option.value)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <FieldNotes id={id} help={help} error={error} />
      </fieldset>
    );
  }
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      <select
        id={id}
        className={styles.input}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => pick(event.target.value)}
      >
        {known ? null : <option value={current}>{current === '' ? 'Choose…' : `${current} (not an option)`}</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
