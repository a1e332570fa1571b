import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Desk.module.css';

interface NotesProps {
  id: string;
  help?: string;
  error?: string;
}

/** The ids a control points at: its error first, then its help. */
export function describedBy({ id, help, error }: NotesProps): string | undefined {
  return [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's help and its error, under the control, with the ids describedBy names. */
export function FieldNotes({ id, help, error }: NotesProps) {
  return (
    <>
      {help && (
        <p className="st-muted" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="st-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

/** What the control of a DeskField spreads on itself: its error marked, and the notes that describe it. */
export interface DescribedBy {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface Props extends NotesProps {
  label: string;
  children: (describedBy: DescribedBy) => ReactNode;
}

/** A label, its control, help and error, with the ids the control points at. */
export function DeskField({ id, label, help, error, children }: Props) {
  const described = describedBy({ id, help, error });
  return (
    <div className="st-field">
      <label htmlFor={id}>{label}</label>
      {children({ ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'prefix'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  error?: string;
  /** Shown before the box, e.g. ₹; the label still names the field. */
  prefix?: ReactNode;
}

/** A DeskField holding a text box. */
export function TextField({ id, label, value, onChange, help, error, prefix, ...input }: TextFieldProps) {
  return (
    <DeskField id={id} label={label} help={help} error={error}>
      {(described) => {
        const box = <input {...input} id={id} value={value} onChange={(event) => onChange(event.target.value)} {...described} />;
        return prefix ? (
          <span className={styles.affixed}>
            <span aria-hidden="true">{prefix}</span>
            {box}
          </span>
        ) : (
          box
        );
      }}
    </DeskField>
  );
}
