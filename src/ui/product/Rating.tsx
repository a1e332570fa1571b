import { cx } from '../cx';
import styles from './Rating.module.css';
import { useT } from '../../i18n/useT';
import { useFormat } from '../../i18n/useFormat';

interface RatingProps {
  average: number;
  count: number;
  className?: string;
}

/** The marketplace-style green chip: average, star and how many ratings. Hidden with no ratings. */
export function Rating({ average, count, className }: RatingProps) {
  const t = useT();
  const format = useFormat();
  if (count === 0) return null;
  return (
    <p className={cx(styles.rating, className)}>
      <span className={styles.chip} aria-hidden="true">
        {average.toFixed(1)} ★
      </span>
      <span className={styles.count} aria-hidden="true">
        ({format.count(count)})
      </span>
      <span className="visually-hidden">
        {t('ui.ratedBy', { average: average.toFixed(1), shown: format.count(count), count })}
      </span>
    </p>
  );
}
