import { useEffect, useMemo } from 'react';
import type { UiConfigEntry } from '../../../../schemas/ui-config/entry';
import { usePageLayout } from '../../../data/shop-config';
import { ComposedLayout } from '../../../engine/ComposedLayout';
import { diagnostics } from '../../../engine/diagnostics';
import { interpretLayout } from '../../../engine/resolve';
import { useEngineRegistry } from '../../../engine/EngineRegistryProvider';
import type { EngineRegistry } from '../../../engine/registry';
import { ResultsSkeleton } from './ResultsSkeleton';
import styles from './ListingSections.module.css';

/** Shown when the configuration has no product list: a listing page must list products. */
const FALLBACK_LISTING: UiConfigEntry = {
  section_name: 'product-listing',
  visibility: 'Y',
  other_configration: JSON.stringify({ pattern: 1 }),
};

/** The configured entries, with the grid added at the end when none of them lists products. */
function withListingFallback(registry: EngineRegistry, entries: readonly UiConfigEntry[]): { entries: readonly UiConfigEntry[]; fellBack: boolean } {
  const hasListing = interpretLayout(registry, entries, 'products').sections.some((s) => s.section === 'product-listing');
  // The list itself, not a copy: the composer then reads the result of the check above.
  return hasListing ? { entries, fellBack: false } : { entries: [...entries, FALLBACK_LISTING], fellBack: true };
}

/**
 * The listing page's configured sections. A side-panel filter (product-filters
 * pattern 1) makes the area two columns on desktops: the panel left, the
 * product list right, whatever their order in the configuration.
 */
export function ListingSections() {
  const { data, error } = usePageLayout('products');
  const registry = useEngineRegistry();
  const layout = useMemo(() => (data ? withListingFallback(registry, data) : error ? withListingFallback(registry, []) : null), [registry, data, error]);

  useEffect(() => {
    if (!layout?.fellBack) return;
    diagnostics.report([
      {
        scope: 'products',
        index: layout.entries.length - 1,
        section_name: 'product-listing',
        pattern: 1,
        reason: 'fallback',
        message: 'the products layout has no visible product-listing section; the grid (pattern 1) is shown instead',
        level: 'info',
      },
    ]);
  }, [layout]);

  return (
    <div className={styles.sections}>
      {layout ? (
        <ComposedLayout entries={layout.entries} scope="products" />
      ) : (
        // The layout is still on its way; the list is already being fetched.
        <ResultsSkeleton layout="grid" className={styles.waiting} />
      )}
    </div>
  );
}
