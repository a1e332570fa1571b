import { Link } from 'react-router-dom';
import { Icon } from '../../src/ui/Icon';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  subtitle?: string;
  /** The "View all" link; absent when the full list has no page. */
  link?: { label: string; href: string } | null;
}

/**
 * The title row of a catalogue section: h2, an optional line under it, and a
 * "View all" link on the right. The link names its section for screen readers,
 * since a home page holds several "View all" links.
 */
export function SectionHeader({ id, title, subtitle, link }: SectionHeaderProps) {
  return (
    <div className={styles.head}>
      <div className={styles.words}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {link ? (
        <Link to={link.href} className={styles.link}>
          {link.label}
          <span className="visually-hidden">: {title}</span>
          <Icon name="chevron-right" size={16} />
        </Link>
      ) : null}
    </div>
  );
}
