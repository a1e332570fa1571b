import type { ReactNode } from 'react';
import styles from '../SchemaForm.module.css';

interface Props {
  id: string;
  label: string;
  help?: string;
  error?: string;
  /** A label element for one control; a group (radios, switch rows) names itself. */
  labelFor?: boolean;
  children: ReactNode;
}

/** Label, control, help and error of one field, with the ids the control points at. */
export function FieldShell({ id, label, help, error, labelFor = true, children }: Props) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      {labelFor ? (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      ) : null}
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

export function FieldNotes({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
