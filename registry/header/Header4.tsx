import type { Header4Props } from '../../schemas/sections/header';
import { BrandLogo } from '../../src/ui/BrandLogo';
import { ExpandingSearch } from './parts/ExpandingSearch';
import { HeaderActions } from './parts/HeaderActions';
import { MobileMenu } from './parts/MobileMenu';
import { NavLinks } from './parts/NavLinks';
import { cx } from '../../src/ui/cx';
import { useMainNav } from './parts/nav';
import styles from './Header4.module.css';
import { useT } from '../../src/i18n/useT';

/** Minimal one-line header: logo, inline links and icon actions on white with a hairline. */
export default function Header4({ search_placeholder, show_wishlist, fallback_nav, sticky, show_search }: Header4Props) {
  const nav = useMainNav(fallback_nav);
  const t = useT();
  return (
    <header className={cx(styles.header, sticky && styles.sticky)}>
      <div className={cx('container', styles.bar)}>
        <MobileMenu items={nav} showWishlist={show_wishlist} hideFrom="desktop" />
        <BrandLogo height={32} className={styles.logo} />
        <NavLinks label={t('header.mainNav')} items={nav} dense className={styles.nav} />
        <HeaderActions showWishlist={show_wishlist} className={styles.actions}>
          {show_search ? <ExpandingSearch placeholder={search_placeholder} panelClassName={styles.searchPanel} /> : null}
        </HeaderActions>
      </div>
    </header>
  );
}
