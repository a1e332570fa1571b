import { useRef, useState, type FormEvent } from 'react';
import { otpCodeSchema } from '../../../../schemas/api/identity';
import { useLocale, useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { register, sendResetCode, sendSignUpCode, verifyEmailCode } from '../api';
import { CodeField } from '../fields/CodeField';
import { useErrorMessage } from '../error-message';
import { firstIssue, useIssueText } from '../form-errors';
import { useIdentityClient } from '../identity-client';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useLoginFlow } from '../useLoginFlow';
import { Emphasised } from './Emphasised';
import { FlowLink } from './FlowLink';
import { ResendCode } from './ResendCode';
import styles from '../forms.module.css';

/**
 * The e-mail code, checked by the server (the browser never sees it). For a
 * sign-up it then creates the account and signs in; for a reset it leads on
 * to the new password.
 */
export function EmailCodeView() {
  const { state, go } = useLoginFlow();
  const loadClient = useIdentityClient();
  const completeSignIn = useCompleteSignIn();
  const t = useT();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const issueText = useIssueText();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, run] = useBusy();
  const input = useRef<HTMLInputElement>(null);
  const { email, codePurpose: purpose, signUp } = state;

  function fail(message: string) {
    setError(message);
    loginToast.error(message);
    input.current?.focus();
  }

  async function createAccount(verified: string) {
    if (!signUp) return;
    await register({ ...signUp, code: verified });
    // The account exists from here on, whatever happens to the sign-in: the registration popup is due.
    writeStorage(STORAGE_KEYS.isRegistered, 'true');
    let idToken: string;
    try {
      const client = await loadClient();
      idToken = await client.signInWithPassword(signUp.email, signUp.password);
    } catch {
      loginToast.error(t('auth.accountReady'));
      go('email-login', { signUp: null, codePurpose: null });
      return;
    }
    await completeSignIn(idToken, { registered: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) return fail(issueText(firstIssue(parsed.error)));
    if (!purpose) return;
    setError('');
    void run(async () => {
      try {
        await verifyEmailCode(email, parsed.data, purpose);
        if (purpose === 'reset') go('reset-password', { resetCode: parsed.data });
        else await createAccount(parsed.data);
      } catch (err) {
        fail(errorMessage(err));
      }
    });
  }

  async function resend(): Promise<boolean> {
    try {
      const message = await (purpose === 'sign-up' ? sendSignUpCode(email, locale) : sendResetCode(email, locale));
      loginToast.success(message || t('auth.otpSent'));
      return true;
    } catch (err) {
      loginToast.error(errorMessage(err));
      return false;
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.sentTo}>
        <span>
          <Emphasised sentence={(slot) => t('auth.emailCodeSent', { email: slot })} value={email} />
        </span>
        <FlowLink aria-label={t('auth.changeEmail')} onClick={() => go(purpose === 'sign-up' ? 'sign-up' : 'forgot-password')}>
          {t('auth.change')}
        </FlowLink>
      </p>
      <CodeField ref={input} label={t('auth.emailCode')} value={code} onChange={(e) => setCode(e.target.value)} error={error} />
      <Button type="submit" block busy={busy}>
        {purpose === 'sign-up' ? t('auth.verifyAndCreate') : t('auth.verifyCode')}
      </Button>
      <ResendCode onResend={resend} />
    </form>
  );
}
