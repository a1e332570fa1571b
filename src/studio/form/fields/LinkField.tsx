import { useState } from 'react';
import type { Field } from '../field-model';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldShell } from './FieldShell';
import { LinkPicker } from './LinkPicker';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A path inside the shop, typed or picked from the catalogue and the common pages. */
export function LinkField({ field, path, label, help, value, onChange, ctx }: FieldProps<Extract<Field, { kind: 'link' }>>) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const [picking, setPicking] = useState(false);
  const note = [help, field.allowEmpty && !help ? 'Empty: no link.' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} help={note} error={error}>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="text"
          spellCheck={false}
          placeholder="/products"
          value={typeof value === 'string' ? value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, note, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={styles.smallButton} aria-label={`Pick ${label}`} aria-haspopup="dialog" onClick={() => setPicking(true)}>
          Pick…
        </button>
      </div>
      {picking ? (
        <LinkPicker
          idBase={id}
          title={`Pick: ${label}`}
          onClose={() => setPicking(false)}
          onPick={(href) => {
            onChange(href);
            setPicking(false);
          }}
        />
      ) : null}
    </FieldShell>
  );
}
