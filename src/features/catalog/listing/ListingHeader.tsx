import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/usePageTitle';
import type { ListingHeading } from '../listing-titles';
import styles from './ListingHeader.module.css';

/** The listing's breadcrumb trail, heading and lead; sets the document title and meta description. */
export function ListingHeader({ title, lead, description, crumbs }: ListingHeading) {
  usePageTitle(title, description);
  return (
    <header className={styles.header}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          <li>
            <Link to="/">Home</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.to}>
              <Link to={c.to}>{c.label}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
