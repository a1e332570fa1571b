import { useEffect, useMemo } from 'react';
import { interpretLayout, type ResolvedSection } from './resolve';
import { SectionFrame } from './SectionFrame';
import { diagnostics, type Diagnostic } from './diagnostics';
import { useEngineLocale, useEngineRegistry } from './EngineRegistryProvider';

interface Props {
  /** The configuration list as served; anything malformed is skipped and reported. */
  entries: unknown;
  /** A scope of the registry handed in (EngineRegistryProvider): which sections may stand here. */
  scope: string;
  /** Which layout this is, where one scope has many (a campaign page's config key); diagnostics and data-scope carry it. Defaults to scope. */
  name?: string;
  /** Renders only the sections this returns true for (e.g. the shell's footer apart). */
  filter?: (section: ResolvedSection) => boolean;
  onDiagnostic?: (d: Diagnostic) => void;
  /** Diagnostics are reported by one composer per scope, not by each slice of it. */
  reportDiagnostics?: boolean;
}

/** Step 3: composes a page area from configuration, in configuration order. */
export function ComposedLayout({ entries, scope, name = scope, filter, onDiagnostic, reportDiagnostics = true }: Props) {
  const registry = useEngineRegistry();
  const locale = useEngineLocale();
  const layout = useMemo(() => interpretLayout(registry, entries, scope, name, locale), [registry, entries, scope, name, locale]);

  useEffect(() => {
    if (!reportDiagnostics) return;
    diagnostics.clearScope(name);
    diagnostics.report(layout.diagnostics);
    if (onDiagnostic) for (const d of layout.diagnostics) onDiagnostic(d);
  }, [layout, name, onDiagnostic, reportDiagnostics]);

  const sections = filter ? layout.sections.filter(filter) : layout.sections;
  return (
    <>
      {sections.map((section) => (
        <SectionFrame key={section.key} section={section} scope={name} onDiagnostic={onDiagnostic} />
      ))}
    </>
  );
}
