import type { Address } from '../../../schemas/api/addresses';
import { addressLines, formatMobile, TYPE_LABELS } from '../../features/addresses/address-text';
import styles from './Customers.module.css';

/** The customer's saved addresses, the default first, as they would be written on a parcel. */
export function AddressesSection({ addresses }: { addresses: readonly Address[] }) {
  return (
    <section className={styles.section} aria-labelledby="customer-addresses">
      <h2 className="st-h2" id="customer-addresses">
        Addresses
      </h2>
      {addresses.length === 0 ? (
        <p className="st-muted">No saved addresses.</p>
      ) : (
        <ul className={styles.cards}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.card}>
              <span>
                <strong>{address.name}</strong> <span className="st-badge">{TYPE_LABELS[address.type]}</span>
                {address.is_default && <span className="st-badge st-badge--scheduled">Default</span>}
              </span>
              {addressLines(address).map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{formatMobile(address.mobile)}</span>
              {!address.serviceable && <span className="st-error">We do not deliver to this PIN code now</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
