import type { Header2Props } from '../../schemas/sections/header';
import { BrandLogo } from '../../src/ui/BrandLogo';
import { ExpandingSearch } from './parts/ExpandingSearch';
import { HeaderActions } from './parts/HeaderActions';
import { MobileMenu } from './parts/MobileMenu';
import { NavList } from './parts/NavLinks';
import { cx } from '../../src/ui/cx';
import { useMainNav } from './parts/nav';
import styles from './Header2.module.css';
import { useT } from '../../src/i18n/useT';

/** Boutique header: centred logo between the two halves of the main nav; search unfolds from an icon. */
export default function Header2({ search_placeholder, show_wishlist, fallback_nav, sticky, tagline }: Header2Props) {
  const nav = useMainNav(fallback_nav);
  const t = useT();
  const half = Math.ceil(nav.length / 2);
  return (
    <header className={cx(styles.header, sticky && styles.sticky)}>
      <div className={cx('container', styles.bar)}>
        <div className={styles.start}>
          <MobileMenu items={nav} showWishlist={show_wishlist} hideFrom="desktop" />
          <ExpandingSearch placeholder={search_placeholder} panelClassName={styles.searchPanel} />
        </div>
        {/* The logo sits inside the nav so the two halves flank it in one grid row. */}
        <nav aria-label={t('header.mainNav')} className={styles.nav}>
          <NavList items={nav.slice(0, half)} className={cx(styles.half, styles.left)} />
          <div className={styles.brand}>
            <BrandLogo height={40} align="center" />
            {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          </div>
          <NavList items={nav.slice(half)} className={cx(styles.half, styles.right)} />
        </nav>
        <HeaderActions showWishlist={show_wishlist} className={styles.end} />
      </div>
    </header>
  );
}
