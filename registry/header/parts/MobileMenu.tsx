import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Icon } from '../../../src/ui/Icon';
import { wishlistCountAtom } from '../../../src/state/session';
import { MobileDrawer } from './MobileDrawer';
import { NavLinks } from './NavLinks';
import { AccountAction } from './HeaderActions';
import { cx } from '../../../src/ui/cx';
import { itemsLabel, type NavItem } from './nav';
import styles from './MobileMenu.module.css';
import { useT } from '../../../src/i18n/useT';

interface MobileMenuProps {
  items: readonly NavItem[];
  showWishlist: boolean;
  /** Hides the trigger from this width up, where the pattern shows its own nav. */
  hideFrom?: 'tablet' | 'desktop';
  className?: string;
}

/** The phone menu: a button that opens a drawer with the main nav and account links. */
export function MobileMenu({ items, showWishlist, hideFrom = 'tablet', className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const wishlistCount = useAtomValue(wishlistCountAtom);
  const t = useT();

  return (
    <>
      <button
        type="button"
        className={cx(styles.trigger, hideFrom === 'tablet' ? styles.hideTablet : styles.hideDesktop, className)}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-replay="menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
      </button>
      <MobileDrawer open={open} onClose={close} title={t('header.menu')}>
        <NavLinks label={t('header.mainNav')} items={items} variant="column" showIcons onNavigate={close} />
        <div className={styles.account}>
          <AccountAction labels="beside" className={styles.accountLink} onNavigate={close} />
          {showWishlist ? (
            <Link to="/wishlist" className={styles.accountLink} onClick={close}>
              <Icon name="heart" size={24} />
              {t('header.wishlist')} <span className={styles.count}>({itemsLabel(t, wishlistCount)})</span>
            </Link>
          ) : null}
          <Link to="/orders" className={styles.accountLink} onClick={close}>
            <Icon name="truck" size={24} />
            {t('menu.myOrders')}
          </Link>
          <Link to="/customer-support" className={styles.accountLink} onClick={close}>
            <Icon name="help" size={24} />
            {t('menu.helpAndSupport')}
          </Link>
        </div>
      </MobileDrawer>
    </>
  );
}
