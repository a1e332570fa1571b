import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import type { Diagnostic } from '../../../src/engine/diagnostics';
import { registryFingerprint } from '../../../src/engine/fingerprint';
import type { BoundPatternProps, EngineRegistry } from '../../../src/engine/registry';
import { interpretLayout } from '../../../src/engine/resolve';
import { markValidated } from '../../../src/engine/trust';

const badgeSchema = z.object({ text: z.string().check(z.minLength(2)) });
const badge = {
  label: 'Badge',
  skeleton: { mobile: 10, desktop: 10 },
  schema: badgeSchema,
  load: () =>
    Promise.resolve(function Badge({ config }: BoundPatternProps) {
      return createElement('p', null, `Badge: ${badgeSchema.parse(config).text}`);
    }),
};
const registry: EngineRegistry<'page'> = {
  sections: { badge: { name: 'badge', label: 'Badge', patterns: { 1: badge } } },
  scopeSections: { page: ['badge'] },
  colorSchemes: [],
};
/** The same sections with one more prop: what a server built from other code would check against. */
const otherRegistry: EngineRegistry<'page'> = {
  ...registry,
  sections: { badge: { name: 'badge', label: 'Badge', patterns: { 1: { ...badge, schema: z.extend(badgeSchema, { tone: z.optional(z.string()) }) } } } },
};

const entry = (config: Record<string, unknown>, visibility = 'Y') => ({ section_name: 'badge', visibility, other_configration: JSON.stringify(config) });

describe('entries the server validated', () => {
  it('marks only the entries that pass, hidden ones included, and drops a mark that came with one that does not', () => {
    const stale = { ...entry({ pattern: 1, text: '' }), validated: registryFingerprint(registry) };
    const served = markValidated(registry, [entry({ pattern: 1, text: 'New' }), entry({ pattern: 1, text: 'Off' }, 'N'), stale, entry({ pattern: 7, text: 'Hi' })], 'page');
    expect(served.map((e) => e.validated)).toEqual([registryFingerprint(registry), registryFingerprint(registry), undefined, undefined]);
  });

  it('names registries apart when a prop differs', () => {
    expect(registryFingerprint(otherRegistry)).not.toBe(registryFingerprint(registry));
  });

  it('skips the props check for an entry marked for this registry only', () => {
    const short = entry({ pattern: 1, text: 'x' });
    const forUs = interpretLayout(registry, [{ ...short, validated: registryFingerprint(registry) }], 'page');
    expect(forUs.sections.map((s) => s.config)).toEqual([{ text: 'x' }]);
    const forOthers = interpretLayout(registry, [{ ...short, validated: registryFingerprint(otherRegistry) }], 'page');
    expect(forOthers.sections).toEqual([]);
    expect(forOthers.diagnostics.map((d) => d.reason)).toEqual(['invalid-props']);
  });

  it('still refuses what a mark cannot vouch for: broken JSON, an unknown pattern, a hidden entry', () => {
    const mark = registryFingerprint(registry);
    const layout = interpretLayout(
      registry,
      [
        { section_name: 'badge', visibility: 'Y', other_configration: '{"pattern": 1, "text": "Hi"', validated: mark },
        { ...entry({ pattern: 2, text: 'Hi' }), validated: mark },
        { ...entry({ pattern: 1, text: 'Hi' }, 'N'), validated: mark },
      ],
      'page',
    );
    expect(layout.diagnostics.map((d) => d.reason)).toEqual(['invalid-json', 'unknown-pattern', 'hidden']);
  });

  it('skips and reports a marked section whose props are wrong after all, and shows the rest', async () => {
    // React and the diagnostics store log the thrown parse; what the test reads is the report.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reported: Diagnostic[] = [];
    render(
      <EngineRegistryProvider registry={registry}>
        <ComposedLayout
          entries={[{ ...entry({ pattern: 1, text: 'x' }), validated: registryFingerprint(registry) }, entry({ pattern: 1, text: 'Fine' })]}
          scope="page"
          onDiagnostic={(d) => reported.push(d)}
        />
      </EngineRegistryProvider>,
    );
    expect(await screen.findByText('Badge: Fine')).toBeTruthy();
    await waitFor(() => expect(reported.map((d) => [d.index, d.reason])).toEqual([[0, 'render-error']]));
    expect(screen.queryByText('Badge: x')).toBeNull();
  });
});
