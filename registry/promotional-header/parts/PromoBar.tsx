import type { HTMLAttributes } from 'react';
import type { BarTone } from '../../../schemas/sections/common';
import { cx } from '../../../src/ui/cx';
import styles from './PromoBar.module.css';

interface PromoBarProps extends HTMLAttributes<HTMLElement> {
  tone: BarTone;
  /** Names the region for screen readers, e.g. "Offers". */
  label: string;
}

/**
 * The strip every promotional header sits in. data-tone lets a pattern's own
 * CSS colour its buttons to match without reaching into this module.
 */
export function PromoBar({ tone, label, className, children, ...rest }: PromoBarProps) {
  return (
    <section aria-label={label} data-tone={tone} className={cx(styles.bar, styles[tone], className)} {...rest}>
      {children}
    </section>
  );
}
