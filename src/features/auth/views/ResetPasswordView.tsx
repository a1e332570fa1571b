import { useRef, useState, type FormEvent } from 'react';
import { passwordSchema } from '../../../../schemas/api/identity';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { resetPassword } from '../api';
import { PasswordField } from '../fields/PasswordField';
import { PasswordRules } from '../fields/PasswordRules';
import { useErrorMessage } from '../error-message';
import { firstIssue, useIssueText } from '../form-errors';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useLoginFlow } from '../useLoginFlow';
import { Emphasised } from './Emphasised';
import { FormError } from './FormError';
import styles from '../forms.module.css';

/** A new password with the verified reset code; then the e-mail login, address filled in. */
export function ResetPasswordView() {
  const { state, go } = useLoginFlow();
  const t = useT();
  const errorMessage = useErrorMessage();
  const issueText = useIssueText();
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
      password: parsed.success ? undefined : issueText(firstIssue(parsed.error)),
      confirm: parsed.success && confirm !== password ? t('auth.passwordMismatch') : undefined,
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
        loginToast.success(message || t('auth.passwordReset'));
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
        <Emphasised sentence={(email) => t('auth.resetIntro', { email })} value={state.email} />
      </p>
      <PasswordField
        ref={passwordInput}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={<PasswordRules password={password} />}
      />
      <PasswordField
        ref={confirmInput}
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {refusal && <FormError>{refusal}</FormError>}
      <Button type="submit" block busy={busy}>
        {t('auth.setNewPassword')}
      </Button>
    </form>
  );
}
