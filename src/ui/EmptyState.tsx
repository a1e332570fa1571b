import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './EmptyState.module.css';

interface Props {
  icon: IconName;
  title: string;
  children?: ReactNode;
  /** The way forward: every empty state offers one. */
  actions: ReactNode;
}

export function EmptyState({ icon, title, children, actions }: Props) {
  return (
    <section className={styles.empty} aria-label={title}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {children && <p className={styles.text}>{children}</p>}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
