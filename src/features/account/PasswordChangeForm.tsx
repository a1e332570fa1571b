import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { IDENTITY_MESSAGES, passwordSchema } from '../../../schemas/api/identity';
import { Button } from '../../ui/Button';
import { friendlyAuthMessage } from '../auth/auth-errors';
import { errorMessage } from '../auth/error-message';
import { PasswordField } from '../auth/fields/PasswordField';
import { PasswordRules } from '../auth/fields/PasswordRules';
import { firstIssue } from '../auth/form-errors';
import { IdentityClientError, useIdentityClient } from '../auth/identity-client';
import { useBusy } from '../auth/useBusy';
import { useFieldForm } from '../auth/useFieldForm';
import { FormError } from '../auth/views/FormError';
import { useT } from '../../i18n/useT';
import styles from '../auth/forms.module.css';

/** The identity service's answers that mean "the current password is wrong". */
const WRONG_CURRENT = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

const FIELDS = ['current', 'next', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

/** Re-authenticates with the current password (the identity service insists), then sets the new one. */
export function PasswordChangeForm({ email }: { email: string }) {
  const loadClient = useIdentityClient();
  const { values, setValues, bind, showErrors: show, clearErrors } = useFieldForm(FIELDS, { current: '', next: '', confirm: '' });
  const [refusal, setRefusal] = useState('');
  const [busy, run] = useBusy();
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    const next = passwordSchema.safeParse(values.next);
    const found: Partial<Record<Field, string>> = {
      current: values.current === '' ? t('account.currentPasswordRequired') : undefined,
      next: next.success ? undefined : firstIssue(next.error),
      confirm: next.success && values.confirm !== values.next ? IDENTITY_MESSAGES.passwordMismatch : undefined,
    };
    if (show(found)) return;
    clearErrors();
    void run(async () => {
      try {
        const client = await loadClient();
        await client.changePassword(email, values.current, values.next);
        setValues({ current: '', next: '', confirm: '' });
        toast.success(t('account.passwordChanged'));
      } catch (err) {
        // Newer identity projects answer "invalid credential" for a wrong password: here it can only mean that.
        if (err instanceof IdentityClientError && WRONG_CURRENT.has(err.code)) show({ current: friendlyAuthMessage('auth/wrong-password') });
        else setRefusal(errorMessage(err));
      }
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label={t('account.currentPassword')} autoComplete="current-password" {...bind('current')} />
      <PasswordField label={t('account.newPassword')} autoComplete="new-password" hint={<PasswordRules password={values.next} />} {...bind('next')} />
      <PasswordField label={t('account.confirmPassword')} autoComplete="new-password" {...bind('confirm')} />
      {refusal && <FormError>{refusal}</FormError>}
      <Button type="submit" busy={busy}>
        {t('account.changePassword')}
      </Button>
    </form>
  );
}
