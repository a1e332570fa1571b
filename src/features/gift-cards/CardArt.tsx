import type { CSSProperties } from 'react';
import { formatPaiseWhole } from '../../ui/format';
import { useT } from '../../i18n/useT';
import { motifFor } from './motifs';
import styles from './gift-cards.module.css';

interface Props {
  design: { slug: string; name: string; colors: readonly [string, string] };
  /** The shop's name, printed on the card as on a real one. */
  brand: string;
  /** The amount on the card (previews and bought cards); the designs grid shows none. */
  amount?: string;
  /** Who it is for, on the checkout and detail previews. */
  recipient?: string;
  /** Where a caption or heading beside it already names the card: the picture is then decoration. */
  decorative?: boolean;
}

/**
 * A gift card as the recipient sees it: the design's gradient, the occasion's
 * artwork, the shop's name and, once chosen, the amount.
 */
export function CardArt({ design, brand, amount, recipient, decorative = false }: Props) {
  const t = useT();
  const style: CSSProperties & Record<'--card-from' | '--card-to', string> = { '--card-from': design.colors[0], '--card-to': design.colors[1] };
  const label = [t('giftCards.cardName', { name: design.name }), amount, recipient ? t('giftCards.forRecipient', { name: recipient }) : ''].filter(Boolean).join(', ');
  return (
    <div className={styles.art} style={style} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
      <svg className={styles.artwork} viewBox="0 0 320 200" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false">
        {motifFor(design.slug)}
      </svg>
      <span className={styles.artBrand} aria-hidden="true">
        <strong>{brand}</strong>
        <span>{t('giftCards.cardWord')}</span>
      </span>
      {(amount || recipient) && (
        <span className={styles.artFoot} aria-hidden="true">
          {recipient && <span className={styles.artTo}>{t('giftCards.forRecipientCard', { name: recipient })}</span>}
          {amount && <span className={styles.artAmount}>{amount}</span>}
        </span>
      )}
    </div>
  );
}

/** "₹500 – ₹1,00,000": what a design may be bought for. */
export const rangeLabel = (minPaise: number, maxPaise: number) => `${formatPaiseWhole(minPaise)} – ${formatPaiseWhole(maxPaise)}`;
