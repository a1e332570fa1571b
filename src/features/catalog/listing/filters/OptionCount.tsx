import styles from './FilterOptions.module.css';
import { useT } from '../../../../i18n/useT';
import { useFormat } from '../../../../i18n/useFormat';

/**
 * How many products an option would list, read out as "Gaming laptops 12
 * products". The space before it is a text node of the option's own: the
 * option lays out as a flex row, which drops it on screen but not from the
 * option's accessible name.
 */
export function OptionCount({ count }: { count: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      {' '}
      <span className={styles.count}>
        {format.count(count)}
        <span className="visually-hidden"> {t('listing.optionProducts', { count })}</span>
      </span>
    </>
  );
}
