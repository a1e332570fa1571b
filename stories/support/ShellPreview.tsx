import { useMemo, type CSSProperties } from 'react';
import { ComposedLayout } from '../../src/engine/ComposedLayout';
import { interpretLayout, type ResolvedSection } from '../../src/engine/resolve';
import { useEngineRegistry } from '../../src/engine/EngineRegistryProvider';

const isFooter = (s: ResolvedSection) => s.section === 'footer';
const isTop = (s: ResolvedSection) => !isFooter(s);

const mainStyle: CSSProperties = { padding: 'var(--space-6) var(--space-4)', maxWidth: 960, margin: '0 auto', minHeight: 240 };

interface Props {
  /** The shell configuration exactly as served: any JSON value. */
  entries: unknown;
}

/**
 * The shell as the shop composes it (top sections, the page, the footer), with
 * a placeholder page that lists what the engine skipped and why.
 */
export function ShellPreview({ entries }: Props) {
  const registry = useEngineRegistry();
  const skipped = useMemo(() => interpretLayout(registry, entries, 'shell').diagnostics, [registry, entries]);
  return (
    <>
      <ComposedLayout entries={entries} scope="shell" filter={isTop} />
      <main style={mainStyle}>
        <h1>Page content</h1>
        <p>The routed page renders here, between the configured top sections and the footer.</p>
        <h2>Skipped entries</h2>
        {skipped.length === 0 ? (
          <p>None: every entry rendered.</p>
        ) : (
          <ul data-skipped-entries="">
            {skipped.map((d) => (
              <li key={`${d.index}:${d.reason}`} data-reason={d.reason}>
                Entry {d.index} “{d.section_name}”: {d.reason} ({d.level}), {d.message}
              </li>
            ))}
          </ul>
        )}
      </main>
      <ComposedLayout entries={entries} scope="shell" filter={isFooter} reportDiagnostics={false} />
    </>
  );
}
