import { useRef, useState, type FormEvent } from 'react';
import { otpCodeSchema } from '../../../../schemas/api/identity';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { CodeField } from '../fields/CodeField';
import { useErrorMessage } from '../error-message';
import { firstIssue, useIssueText } from '../form-errors';
import { useIdentityClient } from '../identity-client';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useLoginFlow } from '../useLoginFlow';
import { useSmsSender } from '../useSmsSender';
import { Emphasised } from './Emphasised';
import { FlowLink } from './FlowLink';
import { ResendCode } from './ResendCode';
import styles from '../forms.module.css';

/** The SMS code: confirmed with the identity service, then the shop's session starts. */
export function MobileCodeView() {
  const { state, go, update } = useLoginFlow();
  const loadClient = useIdentityClient();
  const completeSignIn = useCompleteSignIn();
  const sendSms = useSmsSender();
  const t = useT();
  const errorMessage = useErrorMessage();
  const issueText = useIssueText();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, run] = useBusy();
  const input = useRef<HTMLInputElement>(null);
  const captcha = useRef<HTMLDivElement>(null);

  function fail(message: string) {
    setError(message);
    loginToast.error(message);
    input.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) return fail(issueText(firstIssue(parsed.error)));
    setError('');
    void run(async () => {
      try {
        const client = await loadClient();
        const idToken = await client.confirmSmsCode(state.verificationId, parsed.data);
        await completeSignIn(idToken);
      } catch (err) {
        fail(errorMessage(err));
      }
    });
  }

  async function resend(): Promise<boolean> {
    if (!captcha.current) return false;
    const verificationId = await sendSms(`+91${state.phone}`, captcha.current);
    if (verificationId) update({ verificationId });
    return verificationId !== null;
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.sentTo}>
        <span>
          <Emphasised sentence={(phone) => t('auth.mobileCodeSent', { phone })} value={`+91 ${state.phone}`} />
        </span>
        <FlowLink aria-label={t('auth.changeMobile')} onClick={() => go('mobile')}>
          {t('auth.change')}
        </FlowLink>
      </p>
      <CodeField ref={input} label={t('auth.oneTimeCode')} value={code} onChange={(e) => setCode(e.target.value)} error={error} />
      <div ref={captcha} />
      <Button type="submit" block busy={busy}>
        {t('auth.verifyAndContinue')}
      </Button>
      <ResendCode onResend={resend} />
    </form>
  );
}
