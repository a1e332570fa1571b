import { useRef, useState, type FormEvent } from 'react';
import { emailSchema } from '../../../../schemas/api/identity';
import { useLocale, useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { useSignedInUser } from '../../../state/useSignedInUser';
import { sendResetCode } from '../api';
import { TextField } from '../fields/TextField';
import { useErrorMessage } from '../error-message';
import { firstIssue, useIssueText } from '../form-errors';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useLoginFlow } from '../useLoginFlow';
import { FlowLink } from './FlowLink';
import styles from '../forms.module.css';

/** Spec section 4: a sent reset code closes this popup, opens the e-mail code popup and marks verified. */
export function ForgotPasswordView() {
  const { state, go } = useLoginFlow();
  // A signed-in shopper setting a password (from /password-change) starts with their own address.
  const user = useSignedInUser();
  const t = useT();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const issueText = useIssueText();
  const [email, setEmail] = useState(() => state.email || user?.email || '');
  const [error, setError] = useState('');
  const [busy, run] = useBusy();
  const input = useRef<HTMLInputElement>(null);

  function fail(message: string) {
    setError(message);
    loginToast.error(message);
    input.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return fail(issueText(firstIssue(parsed.error)));
    setError('');
    void run(async () => {
      try {
        const message = await sendResetCode(parsed.data, locale);
        loginToast.success(message || t('auth.otpSent'));
        go('email-code', { email: parsed.data, verified: true, codePurpose: 'reset', resetCode: '' });
      } catch (err) {
        fail(errorMessage(err));
      }
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('auth.forgotIntro')}</p>
      <TextField
        ref={input}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.sendCode')}
      </Button>
      <p className={styles.links}>
        <FlowLink onClick={() => go('email-login')}>{t('auth.backToLogin')}</FlowLink>
      </p>
    </form>
  );
}
