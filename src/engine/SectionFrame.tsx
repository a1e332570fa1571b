import { Suspense, useDeferredValue } from 'react';
import type { ResolvedSection } from './resolve';
import { SectionBoundary } from './SectionBoundary';
import { SectionSkeleton } from './SectionSkeleton';
import { lazyPattern } from './lazy-pattern';
import { diagnostics, type Diagnostic } from './diagnostics';

interface Props {
  section: ResolvedSection;
  scope: string;
  onDiagnostic?: (d: Diagnostic) => void;
}

/**
 * Renders one resolved section in isolation: its own Suspense (a skeleton of
 * its height) and its own error boundary. The wrapper is `display: contents`
 * so it marks the section (data-section, data-pattern; data-scope and
 * data-index, its place in the configuration, for the studio's preview)
 * without changing layout or breaking position: sticky inside it. A section
 * on one of the theme's colour schemes carries data-scheme: the theme's CSS
 * re-declares the colour roles there, and src/styles/tokens.css puts the
 * pattern on the scheme's background and text colour.
 *
 * An update renders through useDeferredValue: when it needs a pattern whose
 * chunk has not loaded (a pattern switch in the studio, a live publish), React
 * keeps the section as it was on screen until the chunk arrives instead of
 * putting the skeleton back. Configuration reaches the page through SWR's
 * useSyncExternalStore, whose updates cannot be transitions, hence the
 * deferred value here rather than startTransition where the draft is applied.
 */
export function SectionFrame({ section: latest, scope, onDiagnostic }: Props) {
  const section = useDeferredValue(latest);
  const Pattern = lazyPattern(section.definition);
  const report = (error: Error) => {
    const d: Diagnostic = {
      scope,
      index: section.index,
      section_name: section.section,
      pattern: section.pattern,
      reason: 'render-error',
      message: error.message,
      level: 'error',
    };
    diagnostics.report([d]);
    onDiagnostic?.(d);
  };
  return (
    <div style={{ display: 'contents' }} data-section={section.section} data-pattern={section.pattern} data-scope={scope} data-index={section.index} data-variant={section.variant || undefined} data-scheme={section.colorScheme}>
      <SectionBoundary onError={report} resetKey={section.pattern}>
        <Suspense fallback={<SectionSkeleton {...section.definition.skeleton} />}>
          <Pattern config={section.config} />
        </Suspense>
      </SectionBoundary>
    </div>
  );
}
