import { ADDRESS_MESSAGES, type Address } from '../../../schemas/api/addresses';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { addressLines, formatMobile, TYPE_LABELS } from './address-text';
import styles from './Addresses.module.css';

interface Props {
  address: Address;
  /** Which address has a change in flight, so its buttons show it. */
  busy: 'default' | null;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

export function AddressCard({ address, busy, onDelete, onMakeDefault }: Props) {
  const label = `${address.name}, ${TYPE_LABELS[address.type]}`;
  return (
    <article className={styles.card} data-default={address.is_default ? '' : undefined} aria-label={label}>
      <div className={styles.head}>
        <h2 className={styles.name}>{address.name}</h2>
        <span className={styles.badge}>{TYPE_LABELS[address.type]}</span>
        {address.is_default && <span className={`${styles.badge} ${styles.defaultBadge}`}>Default</span>}
      </div>
      <address className={styles.lines}>
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{formatMobile(address.mobile)}</span>
      </address>
      {!address.serviceable && (
        <p className={styles.notice}>
          <Icon name="truck" size={18} />
          <span>
            <strong>Not deliverable.</strong> {ADDRESS_MESSAGES.pinUnserviceable}.
          </span>
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={`/address/edit/${address.id}`} variant="secondary" aria-label={`Edit address of ${label}`}>
          Edit
        </ButtonLink>
        <Button type="button" variant="ghost" onClick={() => onDelete(address)} aria-label={`Delete address of ${label}`}>
          Delete
        </Button>
        {!address.is_default && (
          <Button type="button" variant="ghost" busy={busy === 'default'} onClick={() => onMakeDefault(address)} aria-label={`Set address of ${label} as default`}>
            Set as default
          </Button>
        )}
      </div>
    </article>
  );
}
