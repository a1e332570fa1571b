import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ProductSummary } from '../../../schemas/api/catalog';
import { cx } from '../cx';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { ScrollButtons } from './ScrollButtons';
import styles from './ProductRail.module.css';
import { useT } from '../../i18n/useT';

/** Card widths (px): two and a bit cards on a 390px phone, five and a bit at 1280px. */
export const RAIL_CARD_WIDTH = { mobile: 160, desktop: 220 } as const;

export interface ProductRailProps {
  products: readonly ProductSummary[];
  /** Names the list for screen readers, e.g. the section's title. */
  label: string;
  /** Buttons laid over each card: wishlist heart, add to cart. */
  renderActions?: (product: ProductSummary) => ReactNode;
  /** How many leading cards load their picture at once (only when the rail is above the fold). */
  priorityCount?: number;
  cardWidth?: { mobile: number; desktop: number };
  /** Heading level of the card titles, one below the surrounding section's heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function widthVars(cardWidth: { mobile: number; desktop: number }): CSSProperties {
  return { '--rail-card-mobile': `${cardWidth.mobile}px`, '--rail-card-desktop': `${cardWidth.desktop}px` } as CSSProperties;
}

/**
 * A horizontal row of product cards that snaps card by card. Phones swipe it;
 * pointer users get previous/next buttons that move one screenful; keyboard
 * users tab from card to card and the browser scrolls each into view. Card
 * widths are fixed, so the row never reflows as pictures arrive.
 */
export function ProductRail({
  products,
  label,
  renderActions,
  priorityCount = 0,
  cardWidth = RAIL_CARD_WIDTH,
  headingLevel = 3,
  className,
}: ProductRailProps) {
  const t = useT();
  const listId = useId();
  const trackRef = useRef<HTMLUListElement>(null);

  return (
    <div className={cx(styles.rail, className)} style={widthVars(cardWidth)}>
      <ul id={listId} ref={trackRef} className={styles.track} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              product={product}
              priority={index < priorityCount}
              headingLevel={headingLevel}
              actions={renderActions?.(product)}
              className={styles.card}
            />
          </li>
        ))}
      </ul>
      <ScrollButtons
        trackRef={trackRef}
        controls={listId}
        labels={{ previous: t('ui.previousProducts', { label }), next: t('ui.nextProducts', { label }) }}
        itemCount={products.length}
      />
    </div>
  );
}

interface ProductRailSkeletonProps {
  /** Enough placeholders to fill a wide screen; more would only be scrolled past. */
  count?: number;
  cardWidth?: { mobile: number; desktop: number };
  className?: string;
}

/** The rail while its products load: placeholder cards of the same size, so nothing moves when they arrive. */
export function ProductRailSkeleton({ count = 6, cardWidth = RAIL_CARD_WIDTH, className }: ProductRailSkeletonProps) {
  return (
    <div className={cx(styles.rail, className)} style={widthVars(cardWidth)} aria-hidden="true">
      <ul className={styles.track}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.item}>
            <ProductCardSkeleton className={styles.card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
