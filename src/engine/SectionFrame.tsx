import { Suspense } from 'react';
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
 * without changing layout or breaking position: sticky inside it.
 */
export function SectionFrame({ section, scope, onDiagnostic }: Props) {
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
    <div style={{ display: 'contents' }} data-section={section.section} data-pattern={section.pattern} data-scope={scope} data-index={section.index}>
      <SectionBoundary onError={report}>
        <Suspense fallback={<SectionSkeleton {...section.definition.skeleton} />}>
          <Pattern config={section.config} />
        </Suspense>
      </SectionBoundary>
    </div>
  );
}
