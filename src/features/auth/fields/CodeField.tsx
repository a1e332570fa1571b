import { TextField, type TextFieldProps } from './TextField';
import styles from '../forms.module.css';

/** A 6-digit one-time code: the phone offers the code from the SMS or e-mail. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      className={styles.code}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      spellCheck={false}
    />
  );
}
