import { usePageTitle } from '../../../app/usePageTitle';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import type { ListingHeading } from '../listing-titles';
import styles from './ListingHeader.module.css';

/** The listing's breadcrumb trail, heading and lead; sets the document title and meta description. */
export function ListingHeader({ title, lead, description, crumbs, current }: ListingHeading) {
  usePageTitle(title, description);
  return (
    <header className={styles.header}>
      <Breadcrumbs trail={crumbs} current={current} className={styles.crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
