import { useId, useState, type FormEvent } from 'react';
import styles from './NewsletterForm.module.css';

interface NewsletterFormProps {
  emailLabel: string;
  buttonLabel: string;
  successMessage: string;
}

/**
 * E-mail sign-up. There is no subscription call yet, so a valid address just
 * gets the confirmation; the status line is always in the page so screen
 * readers announce it when it fills.
 */
export function NewsletterForm({ emailLabel, buttonLabel, successMessage }: NewsletterFormProps) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'invalid' | 'done'>('idle');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email');
    if (!(input instanceof HTMLInputElement) || input.value.trim() === '' || !input.checkValidity()) {
      setStatus('invalid');
      return;
    }
    input.value = '';
    setStatus('done');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {emailLabel}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={status === 'invalid' ? true : undefined}
          aria-describedby={`${id}-status`}
          onInput={() => setStatus((s) => (s === 'invalid' ? 'idle' : s))}
        />
        <button type="submit" className={styles.button}>
          {buttonLabel}
        </button>
      </div>
      <p id={`${id}-status`} className={styles.status} data-status={status} role="status">
        {status === 'done' ? successMessage : status === 'invalid' ? 'Please enter a valid e-mail address, like name@example.com.' : ''}
      </p>
    </form>
  );
}
