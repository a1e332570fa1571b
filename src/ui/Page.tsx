import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/usePageTitle';
import styles from './Page.module.css';

interface Props {
  title: string;
  lead?: string;
  /** Trail above the title; Home is always first. */
  crumbs?: { label: string; to: string }[];
  children: ReactNode;
}

/** The frame of a content page: title, breadcrumbs, document title. */
export function Page({ title, lead, crumbs = [], children }: Props) {
  usePageTitle(title, lead);
  return (
    <div className={`container ${styles.page}`}>
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
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
