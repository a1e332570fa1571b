import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { TextField, type TextFieldProps } from './TextField';
import styles from '../forms.module.css';

/** A password input with a Show/Hide toggle, so a shopper on a phone can check what they typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      end={
        // The name says what a press does; it starts with the visible word, for voice control.
        <button type="button" className={styles.toggle} aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')} onClick={() => setShown((s) => !s)}>
          {shown ? t('auth.hide') : t('auth.show')}
        </button>
      }
    />
  );
}
