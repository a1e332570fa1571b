import type { ReactNode } from 'react';
import { usePageTitle } from '../app/usePageTitle';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import styles from './Page.module.css';

interface Props {
  title: string;
  lead?: string;
  /** Trail above the title; Home is always first. */
  crumbs?: Crumb[];
  /** The page itself as the trail's last crumb (aria-current="page", BreadcrumbList JSON-LD). */
  current?: Crumb;
  children: ReactNode;
}

/** The frame of a content page: title, breadcrumbs, document title. */
export function Page({ title, lead, crumbs = [], current, children }: Props) {
  usePageTitle(title, lead);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Breadcrumbs trail={crumbs} current={current} className={styles.crumbs} />
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
