import { useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import toast from 'react-hot-toast';
import { loginPopupAtom } from '../../state/session';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { LOGIN_TOAST } from '../../app/providers/toast-options';
import { checkMobile } from './validation';
import { unconfiguredOtpSender, type OtpSender } from './otp-sender';
import styles from './LoginPopup.module.css';

interface Props {
  sender?: OtpSender;
}

/** The mobile login or sign-up popup, open by default (spec section 2). */
export default function LoginPopup({ sender = unconfiguredOtpSender }: Props) {
  const setPopup = useSetAtom(loginPopupAtom);
  const remembered = readStorage(STORAGE_KEYS.rememberedPhone) ?? '';
  const [mobile, setMobile] = useState(remembered);
  const [remember, setRemember] = useState(remembered !== '');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkMobile(mobile);
    if (!check.ok) {
      setError(check.message);
      toast.error(check.message, LOGIN_TOAST);
      return;
    }
    setError('');
    if (remember) writeStorage(STORAGE_KEYS.rememberedPhone, mobile.trim());
    else removeStorage(STORAGE_KEYS.rememberedPhone);
    setSubmitting(true);
    const result = await sender.send(check.e164);
    setSubmitting(false);
    if (result.ok) toast.success('OTP sent successfully', LOGIN_TOAST);
    else toast.error(result.message, LOGIN_TOAST);
  }

  return (
    <Dialog title="Login or sign up" onClose={() => setPopup(null)}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>Enter your mobile number and we will text you a one-time code.</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            Mobile number
          </label>
          <div className={styles.phone}>
            <span className={styles.prefix}>+91</span>
            <input
              id={inputId}
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              aria-invalid={error !== '' || undefined}
              aria-describedby={error ? errorId : undefined}
              autoFocus
            />
          </div>
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <label className={styles.remember}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember me
        </label>
        <Button type="submit" block busy={submitting}>
          Send OTP
        </Button>
        <p className={styles.legal}>By continuing you agree to our terms of use and privacy policy.</p>
      </form>
    </Dialog>
  );
}
