import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../../../ui/Icon';
import { useT } from '../../../../i18n/useT';
import styles from './FilterGroup.module.css';

interface Props {
  title: string;
  /** How many filters of this group are on, shown beside the title when folded. */
  activeCount?: number;
  children: ReactNode;
}

/** One group of the filter panel under a heading that folds it (disclosure pattern). */
export function FilterGroup({ title, activeCount = 0, children }: Props) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const buttonId = useId();
  return (
    <div className={styles.group}>
      <h3 className={styles.heading}>
        <button id={buttonId} type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} data-replay="filter-group" onClick={() => setOpen(!open)}>
          <span>
            {title}
            {!open && activeCount > 0 ? <span className={styles.badge}> {t('listing.groupSelected', { count: activeCount })}</span> : null}
          </span>
          <Icon name="chevron-down" size={18} className={styles.chevron} />
        </button>
      </h3>
      <div id={bodyId} role="group" aria-labelledby={buttonId} className={styles.body} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
