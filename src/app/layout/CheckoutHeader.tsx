import { Link } from 'react-router-dom';
import { useBusinessDetails } from '../../data/shop-config';
import { BrandLogo } from '../../ui/BrandLogo';
import { telHref } from '../../ui/contact';
import { Icon } from '../../ui/Icon';
import styles from './CheckoutHeader.module.css';
import { useT } from '../../i18n/useT';

/**
 * The header of the checkout instead of the shop's: the logo (the way back
 * home), the promise that checkout is secure, and where to get help. No menu,
 * search or offers to pull the shopper away from paying.
 */
export function CheckoutHeader() {
  const { phone_number } = useBusinessDetails();
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <BrandLogo height={32} className={styles.logo} />
        <p className={styles.secure}>
          <Icon name="lock" size={18} />
          {t('checkoutHeader.secure')}
        </p>
        <nav className={styles.help} aria-label={t('checkoutHeader.helpNav')}>
          {phone_number && (
            <a className={styles.helpLink} href={telHref(phone_number)} aria-label={t('checkoutHeader.callUs', { phone: phone_number })}>
              <Icon name="phone" size={18} />
              <span className={styles.phone}>{phone_number}</span>
            </a>
          )}
          <Link className={styles.helpLink} to="/customer-support">
            <Icon name="help" size={18} />
            {t('checkoutHeader.help')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
