import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { TextField } from '../fields/TextField';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useLoginFlow } from '../useLoginFlow';
import { useSmsSender } from '../useSmsSender';
import { checkMobile } from '../validation';
import { FlowLink } from './FlowLink';
import styles from '../forms.module.css';

/** Spec section 4: the first popup. A sent SMS code opens the code popup. */
export function MobileView() {
  const { state, go } = useLoginFlow();
  const sendSms = useSmsSender();
  const [mobile, setMobile] = useState(() => state.phone || (readStorage(STORAGE_KEYS.rememberedPhone) ?? ''));
  const [remember, setRemember] = useState(() => (state.phone ? state.remember : readStorage(STORAGE_KEYS.rememberedPhone) !== null));
  const [error, setError] = useState('');
  const [submitting, run] = useBusy();
  const input = useRef<HTMLInputElement>(null);
  const captcha = useRef<HTMLDivElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const check = checkMobile(mobile);
    if (!check.ok) {
      setError(check.message);
      loginToast.error(check.message);
      input.current?.focus();
      return;
    }
    setError('');
    const phone = mobile.trim();
    if (remember) writeStorage(STORAGE_KEYS.rememberedPhone, phone);
    else removeStorage(STORAGE_KEYS.rememberedPhone);
    void run(async () => {
      if (!captcha.current) return;
      const verificationId = await sendSms(check.e164, captcha.current);
      if (verificationId) go('mobile-code', { phone, verificationId, remember });
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>Enter your mobile number and we will text you a one-time code.</p>
      <TextField
        ref={input}
        label="Mobile number"
        prefix="+91"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        // Room for spaces around a pasted number: the value is trimmed before the 10-digit check (spec section 5).
        maxLength={14}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={error}
      />
      <label className={styles.remember}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        Remember me
      </label>
      {/* The invisible reCAPTCHA bot check renders here. */}
      <div ref={captcha} />
      <Button type="submit" block busy={submitting}>
        Send OTP
      </Button>
      <p className={styles.links}>
        <FlowLink onClick={() => go('email-login')}>Login with e-mail</FlowLink>
        <FlowLink onClick={() => go('sign-up')}>New here? Create an account</FlowLink>
      </p>
      <p className={styles.legal}>By continuing you agree to our terms of use and privacy policy.</p>
    </form>
  );
}
