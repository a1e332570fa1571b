import type { Header1Props } from '../../schemas/sections/header';
import { BrandLogo } from '../../src/ui/BrandLogo';
import { HeaderActions } from './parts/HeaderActions';
import { MobileMenu } from './parts/MobileMenu';
import { NavLinks } from './parts/NavLinks';
import { SearchForm } from './parts/SearchForm';
import { cx } from '../../src/ui/cx';
import { useMainNav } from './parts/nav';
import styles from './Header1.module.css';
import { useT } from '../../src/i18n/useT';

/** Classic shop header: logo, wide search, actions; a nav row on desktop, drawer and search row on phones. */
export default function Header1({ search_placeholder, show_wishlist, fallback_nav, sticky, show_nav_row }: Header1Props) {
  const nav = useMainNav(fallback_nav);
  const t = useT();
  return (
    <header className={cx(styles.header, sticky && styles.sticky)}>
      <div className={cx('container', styles.top)}>
        <MobileMenu items={nav} showWishlist={show_wishlist} className={styles.menu} />
        <BrandLogo className={styles.logo} />
        <SearchForm placeholder={search_placeholder} variant="responsive" className={styles.search} />
        <HeaderActions showWishlist={show_wishlist} labels="beside" className={styles.actions} />
      </div>
      {show_nav_row && nav.length > 0 ? (
        <div className={styles.navRow}>
          <NavLinks label={t('header.mainNav')} items={nav} className={cx('container', styles.nav)} />
        </div>
      ) : null}
    </header>
  );
}
