import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/Icon';
import { cx } from '../../../ui/cx';
import { pageItems } from './page-items';
import styles from './Pagination.module.css';
import { useT } from '../../../i18n/useT';

interface Props {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}

/**
 * Numbered pages with Previous and Next. Every page is a real link, so it
 * opens in a new tab, works before the script loads and shows in history.
 */
export function Pagination({ page, pageCount, hrefFor, className }: Props) {
  const t = useT();
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount);
  return (
    <nav aria-label={t('listing.pages')} className={cx(styles.pager, className)}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={cx(styles.item, styles.step)} rel="prev" aria-label={t('listing.previousPage')}>
              <Icon name="chevron-right" size={18} className={styles.flip} />
              <span className={styles.stepLabel}>{t('listing.previous')}</span>
            </Link>
          ) : (
            // A link with nowhere to go: named and marked disabled, out of the tab order.
            <a role="link" className={cx(styles.item, styles.step, styles.disabled)} aria-disabled="true" aria-label={t('listing.previousPage')}>
              <Icon name="chevron-right" size={18} className={styles.flip} />
              <span className={styles.stepLabel}>{t('listing.previous')}</span>
            </a>
          )}
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={cx(styles.item, item === page && styles.current)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('listing.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={cx(styles.item, styles.step)} rel="next" aria-label={t('listing.nextPage')}>
              <span className={styles.stepLabel}>{t('listing.next')}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          ) : (
            <a role="link" className={cx(styles.item, styles.step, styles.disabled)} aria-disabled="true" aria-label={t('listing.nextPage')}>
              <span className={styles.stepLabel}>{t('listing.next')}</span>
              <Icon name="chevron-right" size={18} />
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
