import { useRef, useState, type FormEvent } from 'react';
import { otpCodeSchema } from '../../../../schemas/api/identity';
import { Button } from '../../../ui/Button';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { register, sendResetCode, sendSignUpCode, verifyEmailCode } from '../api';
import { CodeField } from '../fields/CodeField';
import { errorMessage } from '../error-message';
import { firstIssue } from '../form-errors';
import { useIdentityClient } from '../identity-client';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useLoginFlow } from '../useLoginFlow';
import { OTP_SENT } from '../useSmsSender';
import { FlowLink } from './FlowLink';
import { ResendCode } from './ResendCode';
import styles from '../forms.module.css';

export const ACCOUNT_READY_LOG_IN = 'Your account is ready. Please log in with your e-mail and password.';

/**
 * The e-mail code, checked by the server (the browser never sees it). For a
 * sign-up it then creates the account and signs in; for a reset it leads on
 * to the new password.
 */
export function EmailCodeView() {
  const { state, go } = useLoginFlow();
  const loadClient = useIdentityClient();
  const completeSignIn = useCompleteSignIn();
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
      loginToast.error(ACCOUNT_READY_LOG_IN);
      go('email-login', { signUp: null, codePurpose: null });
      return;
    }
    await completeSignIn(idToken, { registered: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) return fail(firstIssue(parsed.error));
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
      const message = await (purpose === 'sign-up' ? sendSignUpCode(email) : sendResetCode(email));
      loginToast.success(message || OTP_SENT);
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
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </span>
        <FlowLink aria-label="Change e-mail" onClick={() => go(purpose === 'sign-up' ? 'sign-up' : 'forgot-password')}>
          Change
        </FlowLink>
      </p>
      <CodeField ref={input} label="Code from the e-mail" value={code} onChange={(e) => setCode(e.target.value)} error={error} />
      <Button type="submit" block busy={busy}>
        {purpose === 'sign-up' ? 'Verify and create account' : 'Verify code'}
      </Button>
      <ResendCode onResend={resend} />
    </form>
  );
}
