import { useT } from '../../../i18n/useT';
import { useBusy } from '../useBusy';
import { useCountdown } from '../useCountdown';
import { FlowLink } from './FlowLink';
import styles from '../forms.module.css';

export const RESEND_AFTER_S = 30;

/** 'Resend code' once 30 s have passed since the last send; `onResend` resolves true when sent. */
export function ResendCode({ onResend }: { onResend: () => Promise<boolean> }) {
  const [left, restart] = useCountdown(RESEND_AFTER_S);
  const [busy, run] = useBusy();
  const t = useT();
  if (left > 0) return <p className={styles.resend}>{t('auth.resendIn', { seconds: left })}</p>;
  return (
    <p className={styles.resend}>
      <FlowLink
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() =>
          void run(async () => {
            if (await onResend()) restart();
          })
        }
      >
        {t('auth.resendCode')}
      </FlowLink>
    </p>
  );
}
