import type { Header3Props } from '../../schemas/sections/header';
import { BrandLogo } from '../../src/ui/BrandLogo';
import { CategoriesMenu } from './parts/CategoriesMenu';
import { HeaderActions } from './parts/HeaderActions';
import { MobileMenu } from './parts/MobileMenu';
import { SearchForm } from './parts/SearchForm';
import { cx } from '../../src/ui/cx';
import { useMainNav } from './parts/nav';
import styles from './Header3.module.css';

/** Marketplace bar in the brand colour: categories, a white search with a button, captioned actions. */
export default function Header3({ search_placeholder, show_wishlist, fallback_nav, sticky, categories_label, search_button_label, show_action_labels }: Header3Props) {
  const nav = useMainNav(fallback_nav);
  return (
    <header className={cx(styles.header, sticky && styles.sticky)}>
      <div className={cx('container', styles.bar)}>
        <MobileMenu items={nav} showWishlist={show_wishlist} className={styles.menu} />
        <BrandLogo tone="on-brand" className={styles.logo} />
        {nav.length > 0 ? <CategoriesMenu label={categories_label} items={nav} className={styles.categories} /> : null}
        <SearchForm placeholder={search_placeholder} variant="on-brand" buttonLabel={search_button_label} className={styles.search} />
        <HeaderActions
          showWishlist={show_wishlist}
          labels={show_action_labels ? 'below' : 'hidden'}
          tone="on-brand"
          className={styles.actions}
        />
      </div>
    </header>
  );
}
