import { describe, expect, it } from 'vitest';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { entry, first, patternsAllowedIn } from './support/registry-samples';
import { frameOrder, renderInShop, waitForPatterns } from './support/render';

const shellPatterns = patternsAllowedIn('shell');

describe('ComposedLayout', () => {
  it('renders the visible sections in configuration order, not registry order', async () => {
    const hiddenOne = first(shellPatterns, 'pattern allowed in the shell');
    // Reversed, with hidden entries between, so neither registry order nor position can pass by luck.
    const shown = [...shellPatterns].reverse();
    const entries = shown.flatMap((p) => [entry(p.section, { pattern: p.pattern }), entry(hiddenOne.section, { pattern: hiddenOne.pattern }, 'N')]);

    const { container } = renderInShop(<ComposedLayout entries={entries} scope="shell" reportDiagnostics={false} />);
    await waitForPatterns(container);

    expect(frameOrder(container)).toEqual(shown.map((p) => `${p.section}:${p.pattern}`));
  });

  it('renders a repeated section once per entry', async () => {
    const p = first(shellPatterns, 'pattern allowed in the shell');
    const entries = [entry(p.section, { pattern: p.pattern }), entry(p.section, { pattern: p.pattern })];
    const { container } = renderInShop(<ComposedLayout entries={entries} scope="shell" reportDiagnostics={false} />);
    await waitForPatterns(container);
    expect(frameOrder(container)).toEqual([`${p.section}:${p.pattern}`, `${p.section}:${p.pattern}`]);
  });

  it('renders nothing, and does not throw, for a configuration that is not a list', () => {
    const { container } = renderInShop(<ComposedLayout entries="not a list" scope="shell" reportDiagnostics={false} />);
    expect(frameOrder(container)).toEqual([]);
  });
});
