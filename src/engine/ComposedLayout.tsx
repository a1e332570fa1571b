import { useEffect, useMemo } from 'react';
import type { PageScope } from '../../schemas/ui-config/section-names';
import { interpretLayout, type ResolvedSection } from './resolve';
import { SectionFrame } from './SectionFrame';
import { diagnostics, type Diagnostic } from './diagnostics';

interface Props {
  /** The configuration list as served; anything malformed is skipped and reported. */
  entries: unknown;
  scope: PageScope;
  /** Renders only the sections this returns true for (e.g. the shell's footer apart). */
  filter?: (section: ResolvedSection) => boolean;
  onDiagnostic?: (d: Diagnostic) => void;
  /** Diagnostics are reported by one composer per scope, not by each slice of it. */
  reportDiagnostics?: boolean;
}

/** Step 3: composes a page area from configuration, in configuration order. */
export function ComposedLayout({ entries, scope, filter, onDiagnostic, reportDiagnostics = true }: Props) {
  const layout = useMemo(() => interpretLayout(entries, scope), [entries, scope]);

  useEffect(() => {
    if (!reportDiagnostics) return;
    diagnostics.clearScope(scope);
    diagnostics.report(layout.diagnostics);
    if (onDiagnostic) for (const d of layout.diagnostics) onDiagnostic(d);
  }, [layout, scope, onDiagnostic, reportDiagnostics]);

  const sections = filter ? layout.sections.filter(filter) : layout.sections;
  return (
    <>
      {sections.map((section) => (
        <SectionFrame key={section.key} section={section} scope={scope} onDiagnostic={onDiagnostic} />
      ))}
    </>
  );
}
