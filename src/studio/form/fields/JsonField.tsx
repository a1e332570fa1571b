import { useState } from 'react';
import { describedBy, errorAt, fieldId } from '../form-context';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './types';
import styles from '../SchemaForm.module.css';

/** For a shape the form has no control for: the value as JSON, passed on only once it parses. */
export function JsonField({ path, label, help, value, onChange, ctx }: FieldProps) {
  const id = fieldId(ctx, path);
  const [draft, setDraft] = useState<{ text: string; problem: string | null } | null>(null);
  const error = draft?.problem ?? errorAt(ctx, path);
  const note = [help, 'Written as JSON.'].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={label} help={note} error={error}>
      <textarea
        id={id}
        className={`${styles.input} ${styles.code}`}
        rows={4}
        spellCheck={false}
        value={draft?.text ?? (value === undefined ? '' : JSON.stringify(value, null, 2))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, note, error)}
        onChange={(event) => {
          const text = event.target.value;
          try {
            const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
            setDraft({ text, problem: null });
            onChange(parsed);
          } catch (problem) {
            setDraft({ text, problem: `Not valid JSON: ${problem instanceof Error ? problem.message : 'parse error'}` });
          }
        }}
      />
    </FieldShell>
  );
}
