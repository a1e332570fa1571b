import { useState } from 'react';
import type { Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/**
 * A number with the schema's bounds. What is typed is kept as typed while it
 * is not a number yet ('', '-'), and passed on as is, so validation reports
 * it next to the field instead of the form quietly keeping the old number.
 */
export function NumberField({ field, path, label, help, value, onChange, ctx }: FieldProps<Extract<Field, { kind: 'number' }>>) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
  const range = field.min !== undefined && field.max !== undefined ? `From ${field.min} to ${field.max}.` : undefined;
  const note = [help, range].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} help={note} error={error}>
      <input
        id={id}
        className={`${styles.input} ${styles.number}`}
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        min={field.min}
        max={field.max}
        step={field.integer ? 1 : 'any'}
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, note, error)}
        onChange={(event) => {
          const text = event.target.value;
          const n = Number(text);
          if (text.trim() !== '' && Number.isFinite(n)) {
            setTyped(null);
            onChange(n);
          } else {
            setTyped(text);
            onChange(text);
          }
        }}
      />
    </FieldShell>
  );
}
