import { describe, expect, it } from 'vitest';
import { themeCss } from '../../../schemas/theme/css';
import { READY_THEMES } from '../../../schemas/theme/ready-themes';
import { themeSchemes, vitrineSchemes } from '../../../schemas/theme/schemes';
import { DEFAULT_TOKENS, SCHEME_NAMES, themeTokensSchema } from '../../../schemas/theme/tokens';

/** selector → declarations, from the generated text (one level of braces). */
function rules(css: string): Map<string, Map<string, string>> {
  return new Map(
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => [
      selector,
      new Map(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)])),
    ]),
  );
}

const ready = (id: string) => {
  const theme = READY_THEMES.find((t) => t.id === id);
  if (!theme) throw new Error(`no ready theme ${id}`);
  return theme;
};

describe('themeCss', () => {
  it('repeats nothing of tokens.css for today’s theme: the brand colour on :root, then the schemes', () => {
    const css = themeCss({ theme_color: '#1d4ed8' });
    expect(css.startsWith(':root{--brand:#1d4ed8}[data-scheme=')).toBe(true);
    expect(themeCss({ theme_color: '#1d4ed8', tokens: DEFAULT_TOKENS })).toBe(css);
    expect([...rules(css).keys()]).toEqual([':root', '[data-scheme="subtle"]', '[data-scheme="inverse"]', '[data-scheme="accent"]']);
  });

  it('re-declares a scheme’s colour roles under its data-scheme, the brand’s shades included', () => {
    const schemes = vitrineSchemes('#1d4ed8');
    const inverse = rules(themeCss({ theme_color: '#1d4ed8' })).get('[data-scheme="inverse"]');
    expect(inverse?.get('--surface')).toBe(schemes.inverse.background);
    expect(inverse?.get('--ink')).toBe(schemes.inverse.text);
    expect(inverse?.get('--ink-3')).toBe(schemes.inverse.muted);
    expect(inverse?.get('--line')).toBe(schemes.inverse.border);
    expect(inverse?.get('--success')).toBe(schemes.inverse.success);
    expect(inverse?.get('--danger')).toBe(schemes.inverse.danger);
    // Mixed from --brand on :root, these would keep the page's shade; written out, they follow the dark background.
    expect(inverse?.get('--brand-strong')).toMatch(/^#[0-9a-f]{6}$/);
    expect(inverse?.get('--focus')).toMatch(/^#[0-9a-f]{6}$/);
    const accent = rules(themeCss({ theme_color: '#1d4ed8' })).get('[data-scheme="accent"]');
    expect(accent?.get('--surface')).toBe('#1d4ed8');
    expect(accent?.get('--brand')).toBe(schemes.accent.accent);
    expect(accent?.get('--on-brand')).toBe(schemes.accent.on_accent);
  });

  it('puts a theme’s own base scheme on :root and every other scheme under its name', () => {
    const theme = ready('midnight');
    const css = rules(themeCss(theme));
    const schemes = themeSchemes(theme);
    expect(css.get(':root')?.get('--surface')).toBe(schemes.base.background);
    expect(css.get(':root')?.get('--ink')).toBe(schemes.base.text);
    expect(css.get(':root')?.get('--brand')).toBe(schemes.base.accent);
    for (const name of SCHEME_NAMES.filter((n) => n !== 'base')) expect(css.get(`[data-scheme="${name}"]`)?.get('--surface')).toBe(schemes[name].background);
  });

  it('writes the tokens other than the defaults: fonts, density, radius, shadows, button and card styles', () => {
    const tokens = themeTokensSchema.parse({
      fonts: { heading: 'serif' },
      density: 'compact',
      radius: { lg: 24 },
      shadow: 'none',
      button: { style: 'outline', radius: 'pill', text_transform: 'uppercase' },
      card: { style: 'flat' },
    });
    const css = rules(themeCss({ theme_color: '#0b5fff', tokens }));
    const root = css.get(':root');
    expect(root?.get('--font')).toBeUndefined();
    expect(root?.get('--font-heading')).toContain('serif');
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => root?.get(`--space-${n}`))).toEqual(['3px', '6px', '9px', '12px', '18px', '24px', '36px', '48px']);
    expect(root?.get('--radius-lg')).toBe('24px');
    expect(root?.get('--radius-md')).toBeUndefined();
    expect(root?.get('--shadow-1')).toBe('none');
    expect(root?.get('--button-radius')).toBe('var(--radius-pill)');
    expect(root?.get('--button-transform')).toBe('uppercase');
    expect(css.get(':root,[data-scheme]')).toEqual(
      new Map([
        ['--button-bg', 'transparent'],
        ['--button-fg', 'var(--brand-strong)'],
        ['--button-border', 'var(--brand)'],
        ['--card-border', '1px solid transparent'],
      ]),
    );
  });

  it('holds nothing that could end the <style> or fetch anything but the shop’s own font files', () => {
    for (const theme of READY_THEMES) {
      const css = themeCss(theme);
      expect(css).not.toMatch(/[<\\]/);
      // Only @font-face rules fetch, and only from /fonts/ (schemas/theme/fonts.ts).
      expect(css.replace(/@font-face\{[^{}]*src:url\(\/fonts\/[a-z0-9.-]+\.woff2\) format\("woff2"\)[^{}]*\}/g, '')).not.toMatch(/@|url\(/);
    }
  });
});
