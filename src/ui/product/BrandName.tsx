import { cx } from '../cx';
import styles from './BrandName.module.css';

/** The small upper-case brand line above a product's title, in cards, carts and wishlists alike. */
export function BrandName({ name, className }: { name: string; className?: string }) {
  return <p className={cx(styles.brand, className)}>{name}</p>;
}
