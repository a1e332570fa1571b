import { describe, expect, it } from 'vitest';
import { ComposedLayout } from '../../../src/engine/ComposedLayout';
import { lintConfig } from '../../../registry/lint-rules';
import { interpretLayout } from '../../../src/engine/resolve';
import { shopRegistry } from '../../../registry';
import { patternProps } from '../../../schemas/ui-config/entry';
import { entry, first, patternsAllowedIn } from './support/registry-samples';
import { renderInShop, waitForPatterns } from './support/render';

const p = first(patternsAllowedIn('home'), 'pattern allowed on home');

describe('a section’s colour scheme (color_scheme)', () => {
  it('is the engine’s key, not a prop of the pattern', () => {
    expect(patternProps({ pattern: 1, color_scheme: 'inverse', title: 'Deals' })).toEqual({ title: 'Deals' });
  });

  it('is accepted by lint when it names one of the theme’s schemes', () => {
    const entries = ['base', 'subtle', 'inverse', 'accent'].map((scheme) => entry(p.section, { pattern: p.pattern, color_scheme: scheme }));
    expect(lintConfig(entries, 'home')).toEqual({ ok: true, entries });
  });

  it('is refused by lint when it names no scheme of the theme, with the schemes it could be', () => {
    const result = lintConfig([entry(p.section, { pattern: p.pattern, color_scheme: 'purple' }), entry(p.section, { pattern: p.pattern, color_scheme: 3 })], 'home');
    expect(result).toEqual({
      ok: false,
      problems: [
        { index: 0, section_name: p.section, field: 'other_configration.color_scheme', message: 'color_scheme must be one of the theme\'s colour schemes (base, subtle, inverse, accent), got "purple"' },
        { index: 1, section_name: p.section, field: 'other_configration.color_scheme', message: "color_scheme must be one of the theme's colour schemes (base, subtle, inverse, accent), got 3" },
      ],
    });
  });

  it('is read by the storefront when it names a scheme, and ignored otherwise (the section still renders)', () => {
    const { sections } = interpretLayout(shopRegistry, [entry(p.section, { pattern: p.pattern, color_scheme: 'accent' }), entry(p.section, { pattern: p.pattern, color_scheme: 'purple' })], 'home');
    expect(sections.map((s) => s.colorScheme)).toEqual(['accent', undefined]);
  });

  it('puts data-scheme on the section’s frame, and only on a section that has one', async () => {
    const entries = [entry(p.section, { pattern: p.pattern, color_scheme: 'inverse' }), entry(p.section, { pattern: p.pattern })];
    const { container } = renderInShop(<ComposedLayout entries={entries} scope="home" reportDiagnostics={false} />);
    await waitForPatterns(container);
    const frames = [...container.querySelectorAll<HTMLElement>('[data-section]')].filter((el) => !el.parentElement?.closest('[data-section]'));
    expect(frames.map((el) => el.getAttribute('data-scheme'))).toEqual(['inverse', null]);
    expect(frames[0]?.firstElementChild).not.toBeNull();
  });
});
