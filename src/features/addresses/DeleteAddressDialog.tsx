import type { Address } from '../../../schemas/api/addresses';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { addressLines } from './address-text';
import styles from './Addresses.module.css';

interface Props {
  address: Address;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting cannot be undone, so the shopper sees which address goes before it does. */
export function DeleteAddressDialog({ address, busy, onConfirm, onClose }: Props) {
  const t = useT();
  return (
    <Dialog title={t('address.deleteTitle')} onClose={onClose}>
      <div className={styles.confirm}>
        <p>
          <strong>{address.name}</strong>
          <br />
          {addressLines(address, (landmark) => t('address.near', { landmark })).join(', ')}
        </p>
        {address.is_default && <p>{t('address.deleteDefaultNote')}</p>}
        <div className={styles.confirmActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('address.keep')}
          </Button>
          <Button type="button" busy={busy} onClick={onConfirm}>
            {t('address.deleteConfirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
