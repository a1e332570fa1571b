import styles from './FilterOptions.module.css';
import { formatCount } from '../../../../ui/format';

/**
 * How many products an option would list, read out as "Gaming laptops 12
 * products". The space before it is a text node of the option's own: the
 * option lays out as a flex row, which drops it on screen but not from the
 * option's accessible name.
 */
export function OptionCount({ count }: { count: number }) {
  return (
    <>
      {' '}
      <span className={styles.count}>
        {formatCount(count)}
        <span className="visually-hidden">{count === 1 ? ' product' : ' products'}</span>
      </span>
    </>
  );
}
