import { Link } from 'react-router-dom';
import type { PromotionalHeader1Props } from '../../schemas/sections/promotional-header';
import { Icon } from '../../src/ui/Icon';
import { cx } from '../../src/ui/cx';
import { PromoBar } from './parts/PromoBar';
import styles from './PromotionalHeader1.module.css';

/** One line of news across the top, with an optional link. */
export default function PromotionalHeader1({ message, link_label, link_href, tone }: PromotionalHeader1Props) {
  return (
    <PromoBar tone={tone} label="Announcement">
      <div className={cx('container', styles.inner)}>
        <p className={styles.message}>{message}</p>
        {link_label && link_href ? (
          <Link to={link_href} className={styles.link}>
            {link_label}
            <Icon name="chevron-right" size={14} />
          </Link>
        ) : null}
      </div>
    </PromoBar>
  );
}
