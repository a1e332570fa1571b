import { Link } from 'react-router-dom';
import { useHydrated } from '../app/useHydrated';
import { breadcrumbListJsonLd, serializeJsonLd } from '../lib/json-ld';
import styles from './Breadcrumbs.module.css';
import { useT } from '../i18n/useT';

export interface Crumb {
  label: string;
  to: string;
}

interface Props {
  /** The pages between Home and this one. */
  trail: readonly Crumb[];
  /** This page: the last crumb, marked aria-current="page". Without it the trail ends at its last ancestor. */
  current?: Crumb;
  className?: string;
}

/**
 * Home, the trail and the page itself. A complete trail (with `current`) is
 * also given to search engines as BreadcrumbList JSON-LD; its addresses are
 * absolute, so it is written once the browser has taken over (server HTML and
 * hydration agree), as the product's own JSON-LD is.
 */
export function Breadcrumbs({ trail, current, className }: Props) {
  const hydrated = useHydrated();
  const t = useT();
  const crumbs = [{ label: t('ui.home'), to: '/' }, ...trail];
  return (
    <nav aria-label={t('ui.breadcrumb')} className={className}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        {current ? (
          <li className={styles.current}>
            <Link to={current.to} aria-current="page">
              {current.label}
            </Link>
          </li>
        ) : null}
      </ol>
      {current && hydrated ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbListJsonLd([...crumbs, current], window.location.origin)) }}
        />
      ) : null}
    </nav>
  );
}
