import type { CSSProperties } from 'react';
import { NavLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useMenuItems } from '../../data/shop-config';
import { cartCountAtom } from '../../state/session';
import { Icon, isIconName } from '../../ui/Icon';
import styles from './BottomTabBar.module.css';
import { useT } from '../../i18n/useT';

/** Phone navigation from the menu entries placed on the bottom tab bar. */
export function BottomTabBar() {
  const items = useMenuItems('bottom-tab');
  const cartCount = useAtomValue(cartCountAtom);
  const t = useT();
  if (items.length === 0) return null;
  const tabs = items.slice(0, 5);
  return (
    // As many columns as tabs from the start (--tabs): the first tabs keep their place while the others arrive.
    <nav className={styles.bar} aria-label={t('shell.quickNavigation')} style={{ '--tabs': tabs.length } as CSSProperties}>
      {tabs.map((item) => (
        <NavLink key={item.href} to={item.href} end={item.href === '/'} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
          <span className={styles.icon}>
            <Icon name={isIconName(item.icon) && item.icon !== 'none' ? item.icon : 'grid'} size={22} />
            {item.href === '/cart' && cartCount > 0 && (
              <span className={styles.badge} aria-label={t('shell.itemCount', { count: cartCount })}>
                {cartCount}
              </span>
            )}
          </span>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
