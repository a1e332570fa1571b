import { useMemo } from 'react';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { sectionRegistry } from '../../../registry';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { SectionFrame } from '../../engine/SectionFrame';
import { SectionSkeleton } from '../../engine/SectionSkeleton';
import { interpretLayout, type ResolvedSection } from '../../engine/resolve';

interface Props {
  /** The page's configuration as served; undefined while it loads. */
  entries: unknown;
  loading: boolean;
  scope: PageScope;
  /** The section the page exists for (the cart's lines): shown with pattern 1 if the configuration leaves it out. */
  required: string;
}

function fallbackSection(name: string): ResolvedSection | null {
  const definition = sectionRegistry[name]?.patterns[1];
  return definition ? { key: `fallback:${name}`, index: -1, section: name, pattern: 1, definition, config: {} } : null;
}

/**
 * A page composed from its configuration that can never lose its reason to
 * exist: a cart page whose configuration forgot the cart still shows the
 * cart, first, followed by whatever was configured.
 */
export function PageWithSection({ entries, loading, scope, required }: Props) {
  const missing = useMemo(
    () => (interpretLayout(entries ?? [], scope).sections.some((s) => s.section === required) ? null : fallbackSection(required)),
    [entries, scope, required],
  );
  if (loading && entries === undefined) {
    const skeleton = sectionRegistry[required]?.patterns[1]?.skeleton ?? { mobile: 600, desktop: 480 };
    return <SectionSkeleton {...skeleton} />;
  }
  return (
    <>
      {missing && <SectionFrame section={missing} scope={scope} />}
      <ComposedLayout entries={entries ?? []} scope={scope} />
    </>
  );
}
