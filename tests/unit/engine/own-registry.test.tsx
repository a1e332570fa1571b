import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { EngineRegistryProvider } from '../../../src/engine/EngineRegistryProvider';
import { interpretLayout } from '../../../src/engine/resolve';
import { lintLayout } from '../../../src/engine/lint';
import type { BoundPatternProps, EngineRegistry, PatternDefinition } from '../../../src/engine/registry';

/** A pattern that shows its one prop as text: enough to see what the engine handed it. */
function textPattern(label: string, schema: z.ZodMiniObject<{ text: z.ZodMiniString }>): PatternDefinition {
  return {
    label,
    skeleton: { mobile: 10, desktop: 10 },
    schema,
    load: () =>
      Promise.resolve(function Text({ config }: BoundPatternProps) {
        return createElement('p', null, `${label}: ${schema.parse(config).text}`);
      }),
  };
}

/** Two sections of a shop that does not exist: nothing here comes from registry/. */
const noticeSchema = z.object({ text: z.string() });
const quoteSchema = z.object({ text: z.string().check(z.minLength(3)) });
const fakeRegistry: EngineRegistry<'page' | 'side'> = {
  sections: {
    notice: { name: 'notice', label: 'Notice', patterns: { 1: textPattern('Notice', noticeSchema) } },
    quote: { name: 'quote', label: 'Quote', patterns: { 1: textPattern('Quote', quoteSchema), 2: textPattern('Big quote', quoteSchema) } },
  },
  scopeSections: { page: ['notice', 'quote'], side: ['quote'] },
  colorSchemes: ['night'],
};

const entry = (section_name: string, config: Record<string, unknown>, visibility = 'Y') => ({
  section_name,
  visibility,
  other_configration: JSON.stringify(config),
});

describe('the engine with a registry of its own', () => {
  it('resolves known sections and skips, with a reason, what its registry does not allow', () => {
    const layout = interpretLayout(
      fakeRegistry,
      [
        entry('quote', { pattern: '2', text: 'Hello', color_scheme: 'night' }),
        entry('header', { pattern: 1 }),
        entry('notice', { pattern: 1, text: 'Open' }),
        entry('quote', { pattern: 3, text: 'Hello' }),
        entry('quote', { pattern: 1, text: 'no' }),
        entry('notice', { pattern: 1, text: 'Shut' }, 'N'),
      ],
      'page',
    );
    expect(layout.sections.map((s) => [s.index, s.section, s.pattern, s.config, s.colorScheme])).toEqual([
      [0, 'quote', 2, { text: 'Hello' }, 'night'],
      [2, 'notice', 1, { text: 'Open' }, undefined],
    ]);
    expect(layout.diagnostics.map((d) => [d.index, d.reason])).toEqual([
      [1, 'unknown-section'],
      [3, 'unknown-pattern'],
      [4, 'invalid-props'],
      [5, 'hidden'],
    ]);
  });

  it('keeps each scope to the sections its registry lists, and an unknown scope to none', () => {
    const entries = [entry('notice', { pattern: 1, text: 'Open' }), entry('quote', { pattern: 1, text: 'Hello' })];
    expect(interpretLayout(fakeRegistry, entries, 'side').sections.map((s) => s.section)).toEqual(['quote']);
    const nowhere: EngineRegistry = fakeRegistry;
    expect(interpretLayout(nowhere, entries, 'elsewhere').diagnostics.map((d) => d.reason)).toEqual(['not-allowed-here', 'not-allowed-here']);
  });

  it('reads a list once for all who show it, and a replaced list afresh', () => {
    const list = [entry('quote', { pattern: 1, text: 'Hello' })];
    const first = interpretLayout(fakeRegistry, list, 'page');
    expect(interpretLayout(fakeRegistry, list, 'page')).toBe(first);
    expect(interpretLayout(fakeRegistry, list, 'side')).not.toBe(first);
    const replaced = [entry('quote', { pattern: 1, text: 'Bye' })];
    expect(interpretLayout(fakeRegistry, replaced, 'page').sections.map((s) => s.config)).toEqual([{ text: 'Bye' }]);
  });

  it('composes the sections of the registry it is handed, in configuration order', async () => {
    render(
      <EngineRegistryProvider registry={fakeRegistry}>
        <ComposedLayout entries={[entry('quote', { pattern: 1, text: 'Be kind' }), entry('notice', { pattern: 1, text: 'Closed on Sunday' })]} scope="page" reportDiagnostics={false} />
      </EngineRegistryProvider>,
    );
    const shown = await screen.findAllByText(/Quote: Be kind|Notice: Closed on Sunday/);
    expect(shown.map((p) => p.textContent)).toEqual(['Quote: Be kind', 'Notice: Closed on Sunday']);
  });

  it('refuses to compose without a registry rather than guessing one', () => {
    expect(() => render(<ComposedLayout entries={[]} scope="page" />)).toThrow(/EngineRegistryProvider/);
  });

  it('lints against its registry, with the rules the app plugs in', () => {
    const noShouting = ({ config, problem }: { config: Record<string, unknown>; problem: (field: string, message: string) => void }) => {
      if (typeof config.text === 'string' && config.text === config.text.toUpperCase()) problem('other_configration.text', 'no shouting');
    };
    const result = lintLayout(
      fakeRegistry,
      [entry('notice', { pattern: 1, text: 'Open' }), entry('quote', { pattern: 1, text: 'HEY THERE' }), entry('quote', { pattern: 1, text: 'Hi', extra: 1 }), entry('notice', { pattern: 1, text: 'x' })],
      'page',
      { section: [noShouting] },
    );
    if (result.ok) throw new Error('expected problems');
    expect(result.problems.map((p) => [p.index, p.field, p.message])).toEqual([
      [1, 'other_configration.text', 'no shouting'],
      [2, 'other_configration.text', expect.any(String)],
      [2, 'other_configration.extra', 'unknown property'],
    ]);
  });
});
