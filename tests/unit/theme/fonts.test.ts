import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCss } from '../../../schemas/theme/css';
import { FONT_FAMILIES, FONT_IDS, fontFaceCss, preloadedFontFiles } from '../../../schemas/theme/fonts';
import { SUBSET_RANGES } from '../../../schemas/theme/font-files';
import { themeTokensSchema } from '../../../schemas/theme/tokens';

const tokens = (fonts: Record<string, string>) => themeTokensSchema.parse({ fonts });

describe('shipped fonts', () => {
  it('lists files that are in public/fonts with the size it says', () => {
    for (const id of FONT_IDS) {
      const font = FONT_FAMILIES[id];
      if (font.source !== 'shipped') continue;
      for (const file of font.files) {
        const path = resolve('public', `.${file.url}`);
        expect(existsSync(path), file.url).toBe(true);
        expect(statSync(path).size).toBe(file.bytes);
      }
    }
  });

  it('offers Devanagari-capable families and a Latin display face, each at 400, 600 and 700', () => {
    const subsets = (id: 'inter' | 'noto-sans' | 'mukta') => {
      const font = FONT_FAMILIES[id];
      return font.source === 'shipped' ? [...new Set(font.files.map((f) => `${f.subset} ${f.weight}`))].sort() : [];
    };
    const at = (...names: string[]) => names.flatMap((name) => [400, 600, 700].map((w) => `${name} ${w}`)).sort();
    expect(subsets('inter')).toEqual(at('latin', 'latin-ext'));
    expect(subsets('noto-sans')).toEqual(at('devanagari', 'latin', 'latin-ext'));
    expect(subsets('mukta')).toEqual(at('devanagari', 'latin', 'latin-ext'));
  });

  it('keeps the rupee sign out of every range, so prices fetch no Devanagari or latin-ext file', () => {
    const covers = (ranges: string, cp: number) =>
      ranges.split(',').some((part) => {
        const [from = '', to] = part.replace('U+', '').split('-');
        return cp >= Number.parseInt(from, 16) && cp <= Number.parseInt(to ?? from, 16);
      });
    for (const ranges of Object.values(SUBSET_RANGES)) expect(covers(ranges, 0x20b9)).toBe(false);
    expect(covers(SUBSET_RANGES.devanagari, 0x0915)).toBe(true);
    expect(covers(SUBSET_RANGES.latin, 0x41)).toBe(true);
    expect(covers(SUBSET_RANGES.devanagari, 0x41)).toBe(false);
  });

  it('writes @font-face rules with swap and the unicode-range of each file, and none for system fonts', () => {
    expect(fontFaceCss(['system', 'serif', 'humanist'])).toBe('');
    const css = fontFaceCss(['mukta']);
    expect(css.match(/@font-face/g)).toHaveLength(9);
    expect(css).toContain(`@font-face{font-family:"Mukta";font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/mukta-latin-400.`);
    expect(css).toContain(`unicode-range:${SUBSET_RANGES.devanagari}}`);
    // Latin last: where ranges overlap, the last rule is tried first.
    expect(css.lastIndexOf('mukta-latin-700')).toBeGreaterThan(css.lastIndexOf('mukta-latin-ext-700'));
    expect(fontFaceCss(['inter', 'inter'])).toBe(fontFaceCss(['inter']));
  });

  it("puts a shipped font's faces in the theme's CSS only when the theme uses it", () => {
    expect(themeCss({ theme_color: '#0b5fff' })).not.toContain('@font-face');
    expect(themeCss({ theme_color: '#0b5fff', tokens: tokens({ body: 'serif' }) })).not.toContain('@font-face');
    const inter = themeCss({ theme_color: '#0b5fff', tokens: tokens({ body: 'inter', heading: 'inter' }) });
    expect(inter.match(/@font-face/g)).toHaveLength(6);
    expect(inter).toContain(`--font:${FONT_FAMILIES.inter.stack}`);
    // The same family for headings: they inherit it, no rule of their own.
    expect(inter).not.toContain('h1,h2');
    const mixed = themeCss({ theme_color: '#0b5fff', tokens: tokens({ body: 'noto-sans', heading: 'inter' }) });
    expect(mixed.match(/@font-face/g)).toHaveLength(15);
    expect(mixed).toContain('h1,h2,h3,h4,h5,h6{font-family:var(--font-heading)}');
  });

  it("preloads the body font's Latin regular and the heading font's Latin bold, and nothing for system fonts", () => {
    expect(preloadedFontFiles({ body: 'system', heading: 'serif' })).toEqual([]);
    const both = preloadedFontFiles({ body: 'noto-sans', heading: 'inter' });
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^\/fonts\/noto-sans-latin-400\.[0-9a-f]{8}\.woff2$/);
    expect(both[1]).toMatch(/^\/fonts\/inter-latin-700\.[0-9a-f]{8}\.woff2$/);
    expect(preloadedFontFiles({ body: 'mukta', heading: 'system' })).toEqual([expect.stringMatching(/^\/fonts\/mukta-latin-400\./)]);
  });
});
