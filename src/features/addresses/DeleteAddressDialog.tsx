import type { Address } from '../../../schemas/api/addresses';
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
  return (
    <Dialog title="Delete this address?" onClose={onClose}>
      <div className={styles.confirm}>
        <p>
          <strong>{address.name}</strong>
          <br />
          {addressLines(address).join(', ')}
        </p>
        {address.is_default && <p>Your newest other address becomes the default.</p>}
        <div className={styles.confirmActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button type="button" busy={busy} onClick={onConfirm}>
            Delete address
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
