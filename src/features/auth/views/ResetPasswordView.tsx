import { useRef, useState, type FormEvent } from 'react';
import { IDENTITY_MESSAGES, passwordSchema } from '../../../../schemas/api/identity';
import { Button } from '../../../ui/Button';
import { resetPassword } from '../api';
import { PasswordField } from '../fields/PasswordField';
import { PasswordRules } from '../fields/PasswordRules';
import { errorMessage } from '../error-message';
import { firstIssue } from '../form-errors';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useLoginFlow } from '../useLoginFlow';
import { FormError } from './FormError';
import styles from '../forms.module.css';

export const PASSWORD_RESET = 'Your password has been reset. Log in with the new one.';

/** A new password with the verified reset code; then the e-mail login, address filled in. */
export function ResetPasswordView() {
  const { state, go } = useLoginFlow();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [busy, run] = useBusy();
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    const found = {
      password: parsed.success ? undefined : firstIssue(parsed.error),
      confirm: parsed.success && confirm !== password ? IDENTITY_MESSAGES.passwordMismatch : undefined,
    };
    setErrors(found);
    setRefusal('');
    if (found.password || found.confirm) {
      loginToast.error(found.password ?? found.confirm ?? '');
      (found.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    void run(async () => {
      try {
        const message = await resetPassword(state.email, state.resetCode, password);
        loginToast.success(message || PASSWORD_RESET);
        go('email-login', { resetCode: '', verified: false, codePurpose: null });
      } catch (err) {
        const message = errorMessage(err);
        setRefusal(message);
        loginToast.error(message);
      }
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        Choose a new password for <strong>{state.email}</strong>.
      </p>
      <PasswordField
        ref={passwordInput}
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={<PasswordRules password={password} />}
      />
      <PasswordField
        ref={confirmInput}
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {refusal && <FormError>{refusal}</FormError>}
      <Button type="submit" block busy={busy}>
        Set new password
      </Button>
    </form>
  );
}
