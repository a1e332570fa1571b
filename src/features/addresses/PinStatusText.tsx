import { ADDRESS_MESSAGES } from '../../../schemas/api/addresses';
import type { PinStatus } from './usePinLookup';
import styles from './AddressForm.module.css';

function describe(status: PinStatus): { text: string; tone: 'good' | 'bad' | 'plain' } | null {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'checking':
      return { text: 'Checking the PIN code…', tone: 'plain' };
    case 'unknown':
      return { text: ADDRESS_MESSAGES.pinUnknown, tone: 'bad' };
    case 'failed':
      return { text: 'The PIN code could not be checked just now; you can still save.', tone: 'plain' };
    case 'found': {
      const { info } = status;
      if (!info.serviceable) return { text: ADDRESS_MESSAGES.pinUnserviceable, tone: 'bad' };
      const days = `Delivers in ${info.delivery_days} ${info.delivery_days === 1 ? 'day' : 'days'}`;
      return { text: info.cod_available ? days : `${days}. Cash on delivery is not available here.`, tone: 'good' };
    }
  }
}

/** What the PIN table says about the PIN typed: read out as it changes. */
export function PinStatusText({ status }: { status: PinStatus }) {
  const said = describe(status);
  return (
    <p className={styles.pinStatus} data-tone={said?.tone} role="status" aria-live="polite">
      {said?.text ?? ''}
    </p>
  );
}
