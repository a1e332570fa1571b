import { useMemo } from 'react';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import { ComposedLayout } from '../../engine/ComposedLayout';
import { SectionFrame } from '../../engine/SectionFrame';
import { SectionSkeleton } from '../../engine/SectionSkeleton';
import { interpretLayout, type ResolvedSection } from '../../engine/resolve';
import { useEngineRegistry } from '../../engine/EngineRegistryProvider';
import { sectionOf, type EngineRegistry } from '../../engine/registry';

interface Props {
  /** The page's configuration as served; undefined while it loads. */
  entries: unknown;
  loading: boolean;
  scope: PageScope;
  /** The section the page exists for (the cart's lines): shown with pattern 1 if the configuration leaves it out. */
  required: string;
}

function fallbackSection(registry: EngineRegistry, name: string): ResolvedSection | null {
  const definition = sectionOf(registry, name)?.patterns[1];
  return definition ? { key: `fallback:${name}`, index: -1, section: name, pattern: 1, definition, config: {} } : null;
}

/**
 * A page composed from its configuration that can never lose its reason to
 * exist: a cart page whose configuration forgot the cart still shows the
 * cart, first, followed by whatever was configured.
 */
export function PageWithSection({ entries, loading, scope, required }: Props) {
  const registry = useEngineRegistry();
  const missing = useMemo(
    () => (interpretLayout(registry, entries ?? [], scope).sections.some((s) => s.section === required) ? null : fallbackSection(registry, required)),
    [registry, entries, scope, required],
  );
  if (loading && entries === undefined) {
    const skeleton = sectionOf(registry, required)?.patterns[1]?.skeleton ?? { mobile: 600, desktop: 480 };
    return <SectionSkeleton {...skeleton} />;
  }
  return (
    <>
      {missing && <SectionFrame section={missing} scope={scope} />}
      <ComposedLayout entries={entries ?? []} scope={scope} />
    </>
  );
}
