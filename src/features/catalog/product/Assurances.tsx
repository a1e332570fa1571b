import type { DeliveryLine } from '../../../../schemas/sections/product-details';
import { useThemeConfig } from '../../../data/shop-config';
import { Icon } from '../../../ui/Icon';
import styles from './Assurances.module.css';
import { useT } from '../../../i18n/useT';

/** Delivery promises that hold for every address, so the shopper needs no pincode to read them. */
export function DeliveryLines({ lines }: { lines: readonly DeliveryLine[] }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <ul className={styles.delivery} aria-label={t('product.delivery')}>
      {lines.map((line, index) => (
        <li key={`${index}:${line.text}`}>
          <Icon name={line.icon} size={18} className={styles.icon} />
          <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Sold by Circuit Bazaar · GST invoice · 7-day replacement": the seller is the shop itself. */
export function TrustLine({ assurances }: { assurances: readonly string[] }) {
  const { brand_name } = useThemeConfig();
  const t = useT();
  return (
    <p className={styles.trust}>
      <Icon name="shield" size={18} className={styles.icon} />
      <span>{[t('product.soldBy', { brand: brand_name }), ...assurances].join(' · ')}</span>
    </p>
  );
}
