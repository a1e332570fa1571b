import { cx } from '../../../ui/cx';
import styles from './ResultsSkeleton.module.css';

interface Props {
  layout: 'grid' | 'list';
  /** The grid's class, so placeholders take the columns the cards will. */
  className?: string;
  count?: number;
}

/** Card-shaped placeholders for the first load, the same size as the cards, so nothing jumps. */
export function ResultsSkeleton({ layout, className, count = 8 }: Props) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={cx(styles.card, styles[layout])}>
          <span className={cx(styles.block, styles.media)} />
          <span className={styles.lines}>
            <span className={cx(styles.block, styles.short)} />
            <span className={styles.block} />
            <span className={cx(styles.block, styles.medium)} />
            <span className={cx(styles.block, styles.price)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
