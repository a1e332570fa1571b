import { cx } from '../cx';
import styles from './Rating.module.css';
import { formatCount } from '../format';

interface RatingProps {
  average: number;
  count: number;
  className?: string;
}

/** The marketplace-style green chip: average, star and how many ratings. Hidden with no ratings. */
export function Rating({ average, count, className }: RatingProps) {
  if (count === 0) return null;
  return (
    <p className={cx(styles.rating, className)}>
      <span className={styles.chip} aria-hidden="true">
        {average.toFixed(1)} ★
      </span>
      <span className={styles.count} aria-hidden="true">
        ({formatCount(count)})
      </span>
      <span className="visually-hidden">
        Rated {average.toFixed(1)} out of 5 by {formatCount(count)} {count === 1 ? 'shopper' : 'shoppers'}
      </span>
    </p>
  );
}
