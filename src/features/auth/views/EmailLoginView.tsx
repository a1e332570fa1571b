import { useRef, useState, type FormEvent } from 'react';
import { emailSchema } from '../../../../schemas/api/identity';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../fields/PasswordField';
import { TextField } from '../fields/TextField';
import { useErrorMessage } from '../error-message';
import { firstIssue, useIssueText } from '../form-errors';
import { useIdentityClient } from '../identity-client';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useLoginFlow } from '../useLoginFlow';
import { FlowLink } from './FlowLink';
import { FormError } from './FormError';
import styles from '../forms.module.css';

/** E-mail and password. Only "required" is checked here: older passwords may predate today's rules. */
export function EmailLoginView() {
  const { state, go } = useLoginFlow();
  const loadClient = useIdentityClient();
  const completeSignIn = useCompleteSignIn();
  const t = useT();
  const errorMessage = useErrorMessage();
  const issueText = useIssueText();
  const [email, setEmail] = useState(state.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [busy, run] = useBusy();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    const found = {
      email: parsed.success ? undefined : issueText(firstIssue(parsed.error)),
      password: password === '' ? t('auth.passwordRequired') : undefined,
    };
    setErrors(found);
    setRefusal('');
    if (!parsed.success || found.password) {
      loginToast.error(found.email ?? found.password ?? '');
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    void run(async () => {
      try {
        const client = await loadClient();
        await completeSignIn(await client.signInWithPassword(parsed.data, password));
      } catch (err) {
        const message = errorMessage(err);
        setRefusal(message);
        loginToast.error(message);
      }
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={emailInput}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        ref={passwordInput}
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <p className={styles.links}>
        <FlowLink onClick={() => go('forgot-password', { email: email.trim() })}>{t('auth.forgotPassword')}</FlowLink>
      </p>
      {refusal && <FormError>{refusal}</FormError>}
      <Button type="submit" block busy={busy}>
        {t('auth.login')}
      </Button>
      <p className={styles.links}>
        <FlowLink onClick={() => go('mobile')}>{t('auth.loginWithMobile')}</FlowLink>
        <FlowLink onClick={() => go('sign-up', { email: email.trim() })}>{t('auth.createAnAccount')}</FlowLink>
      </p>
    </form>
  );
}
