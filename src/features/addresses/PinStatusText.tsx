import { useT, type Translate } from '../../i18n/useT';
import type { PinStatus } from './usePinLookup';
import styles from './AddressForm.module.css';

function describe(status: PinStatus, t: Translate): { text: string; tone: 'good' | 'bad' | 'plain' } | null {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'checking':
      return { text: t('address.checkingPin'), tone: 'plain' };
    case 'unknown':
      return { text: t('address.pinUnknown'), tone: 'bad' };
    case 'failed':
      return { text: t('address.pinCheckFailed'), tone: 'plain' };
    case 'found': {
      const { info } = status;
      if (!info.serviceable) return { text: t('address.pinUnserviceable'), tone: 'bad' };
      const days = { days: info.delivery_days };
      return { text: info.cod_available ? t('address.deliversIn', days) : t('address.deliversInNoCod', days), tone: 'good' };
    }
  }
}

/** What the PIN table says about the PIN typed: read out as it changes. */
export function PinStatusText({ status }: { status: PinStatus }) {
  const t = useT();
  const said = describe(status, t);
  return (
    <p className={styles.pinStatus} data-tone={said?.tone} role="status" aria-live="polite">
      {said?.text ?? ''}
    </p>
  );
}
