import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interpretLayout } from '../../../src/engine/resolve';
import { shopRegistry } from '../../../registry';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { PAGE_SCOPES, type PageScope } from '../../../schemas/ui-config/section-names';
import { caseArb, type Case } from './support/arbitraries';
import { allowedIn, entry, patternsAllowedIn } from './support/registry-samples';
import { frameOrder, renderInShop, waitForPatterns } from './support/render';

const scopeArb: fc.Arbitrary<PageScope> = fc.oneof({ weight: 4, arbitrary: fc.constant<PageScope>('shell') }, fc.constantFrom(...PAGE_SCOPES));

function expectedSections(cases: readonly Case[], scope: PageScope) {
  return cases.flatMap((c, index) => (c.expected && allowedIn(scope, c.expected.section) ? [{ index, ...c.expected }] : []));
}

describe('interpretLayout on random and malformed configurations', () => {
  it('never throws and resolves exactly the valid visible entries, in order', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 16 }), scopeArb, (cases, scope) => {
        const raw = cases.map((c) => c.raw);
        const result = interpretLayout(shopRegistry, raw, scope);
        const got = result.sections.map(({ index, section, pattern, config }) => ({ index, section, pattern, config }));
        expect(got).toEqual(expectedSections(cases, scope));
        // Every entry is either rendered or explained, never both, never twice.
        const explained = result.diagnostics.map((d) => d.index);
        expect(new Set(explained).size).toBe(explained.length);
        expect(explained.length + got.length).toBe(raw.length);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('never throws for a configuration that is not a list', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => !Array.isArray(v)),
        scopeArb,
        (raw, scope) => {
          const result = interpretLayout(shopRegistry, raw, scope);
          expect(result.sections).toEqual([]);
          expect(result.diagnostics).toHaveLength(1);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('ComposedLayout on random configurations', () => {
  beforeAll(async () => {
    // Loads every pattern chunk once, so the runs below render synchronously.
    const { container, unmount } = renderInShop(
      <ComposedLayout entries={patternsAllowedIn('shell').map((p) => entry(p.section, { pattern: p.pattern }))} scope="shell" reportDiagnostics={false} />,
    );
    await waitForPatterns(container);
    unmount();
  }, 30_000);

  it('renders the expected frames in configuration order', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 8 }), (cases) => {
        const { container, unmount } = renderInShop(
          <ComposedLayout
            entries={cases.map((c) => c.raw)}
            scope="shell"
            reportDiagnostics={false}
          />,
        );
        try {
          expect(frameOrder(container)).toEqual(expectedSections(cases, 'shell').map((s) => `${s.section}:${s.pattern}`));
          expect(container.querySelector('[data-skeleton]')).toBeNull();
        } finally {
          unmount();
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
