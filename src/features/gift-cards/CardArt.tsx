import type { CSSProperties } from 'react';
import { formatPaiseWhole } from '../../ui/format';
import styles from './gift-cards.module.css';

interface Props {
  name: string;
  colors: readonly [string, string];
  /** The amount on the card; the "from" price on the designs grid. */
  label: string;
  /** Who it is for, on the checkout and detail previews. */
  recipient?: string;
  brand?: string;
}

/** The card drawn in CSS from the design's two colours: no images to fetch. */
export function CardArt({ name, colors, label, recipient, brand }: Props) {
  const style: CSSProperties & Record<'--card-from' | '--card-to', string> = { '--card-from': colors[0], '--card-to': colors[1] };
  return (
    <div className={styles.art} style={style} role="img" aria-label={`${name} gift card, ${label}`}>
      <svg className={styles.ribbon} viewBox="0 0 100 60" aria-hidden="true" preserveAspectRatio="none">
        <path d="M0 38 C30 20 60 56 100 30 L100 60 L0 60 Z" />
      </svg>
      <span className={styles.artBrand} aria-hidden="true">
        {brand ?? 'Gift card'}
      </span>
      <span className={styles.artName} aria-hidden="true">
        {name}
      </span>
      <span className={styles.artAmount} aria-hidden="true">
        {label}
      </span>
      {recipient && (
        <span className={styles.artTo} aria-hidden="true">
          For {recipient}
        </span>
      )}
    </div>
  );
}

export const fromLabel = (minPaise: number) => `from ${formatPaiseWhole(minPaise)}`;
