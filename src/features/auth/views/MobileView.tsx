import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/useT';
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
  const t = useT();
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
      setError(t(check.message));
      loginToast.error(t(check.message));
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
      <p className={styles.intro}>{t('auth.mobileIntro')}</p>
      <TextField
        ref={input}
        label={t('auth.mobileNumber')}
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
        {t('auth.rememberMe')}
      </label>
      {/* The invisible reCAPTCHA bot check renders here. */}
      <div ref={captcha} />
      <Button type="submit" block busy={submitting}>
        {t('auth.sendOtp')}
      </Button>
      <p className={styles.links}>
        <FlowLink onClick={() => go('email-login')}>{t('auth.loginWithEmail')}</FlowLink>
        <FlowLink onClick={() => go('sign-up')}>{t('auth.newHere')}</FlowLink>
      </p>
      <p className={styles.legal}>{t('auth.legal')}</p>
    </form>
  );
}
