import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A #rrggbb colour: the browser's picker beside the text, which also takes a pasted code. */
export function ColourField({ path, label, help, value, onChange, ctx }: FieldProps) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const text = typeof value === 'string' ? value : '';
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={`${label}: colour picker`}
          value={HEX.test(text) ? text.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className={styles.input}
          value={text}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </FieldShell>
  );
}
