import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from '../forms.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: ReactNode;
  /** Shown under the field and announced (role=alert); marks the input invalid. */
  error?: string;
  /** Fixed text before the input, e.g. the +91 country code. */
  prefix?: string;
  /** Help under the field (e.g. the password rules), read out with the field. */
  hint?: ReactNode;
  /** A control inside the field's frame, after the input (the show-password toggle). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, prefix, hint, end, id, className, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const prefixId = `${inputId}-prefix`;
  // The prefix is read with the field, so "+91" is not lost on a screen reader.
  const describedBy = [prefix ? prefixId : '', error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? '' : undefined}>
        {prefix && (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          className={[styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {end}
      </div>
      {hint && <div id={hintId}>{hint}</div>}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
