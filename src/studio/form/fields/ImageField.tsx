import { useState } from 'react';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** A picture's URL with a thumbnail, hidden while the URL does not load. */
export function ImageField({ path, label, help, value, onChange, ctx }: FieldProps) {
  const id = fieldId(ctx, path);
  const error = errorAt(ctx, path);
  const url = typeof value === 'string' ? value : '';
  // Remember which URL failed, so a new URL gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="url"
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        {url && failed !== url ? (
          <img className={styles.thumbnail} src={url} alt={`Preview of ${label}`} onError={() => setFailed(url)} />
        ) : null}
      </div>
    </FieldShell>
  );
}
