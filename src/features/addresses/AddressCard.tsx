import type { Address } from '../../../schemas/api/addresses';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { addressLines, formatMobile, TYPE_KEYS } from './address-text';
import styles from './Addresses.module.css';

interface Props {
  address: Address;
  /** Which address has a change in flight, so its buttons show it. */
  busy: 'default' | null;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

export function AddressCard({ address, busy, onDelete, onMakeDefault }: Props) {
  const t = useT();
  const type = t(TYPE_KEYS[address.type]);
  const label = `${address.name}, ${type}`;
  return (
    <article className={styles.card} data-default={address.is_default ? '' : undefined} aria-label={label}>
      <div className={styles.head}>
        <h2 className={styles.name}>{address.name}</h2>
        <span className={styles.badge}>{type}</span>
        {address.is_default && <span className={`${styles.badge} ${styles.defaultBadge}`}>{t('address.default')}</span>}
      </div>
      <address className={styles.lines}>
        {addressLines(address, (landmark) => t('address.near', { landmark })).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{formatMobile(address.mobile)}</span>
      </address>
      {!address.serviceable && (
        <p className={styles.notice}>
          <Icon name="truck" size={18} />
          <span>
            <strong>{t('address.notDeliverable')}</strong> {t('address.cardUnserviceable')}
          </span>
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={`/address/edit/${address.id}`} variant="secondary" aria-label={t('address.editOf', { label })}>
          {t('address.edit')}
        </ButtonLink>
        <Button type="button" variant="ghost" onClick={() => onDelete(address)} aria-label={t('address.deleteOf', { label })}>
          {t('address.delete')}
        </Button>
        {!address.is_default && (
          <Button type="button" variant="ghost" busy={busy === 'default'} onClick={() => onMakeDefault(address)} aria-label={t('address.defaultOf', { label })}>
            {t('address.setDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
