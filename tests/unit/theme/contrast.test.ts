import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, readableOn, relativeLuminance } from '../../../schemas/theme/colour';
import { contrastProblems, schemeContrasts } from '../../../schemas/theme/contrast';
import { READY_THEMES } from '../../../schemas/theme/ready-themes';
import { themeSchemes, vitrineSchemes } from '../../../schemas/theme/schemes';
import { SCHEME_NAMES } from '../../../schemas/theme/tokens';

describe('colour arithmetic', () => {
  it('gives WCAG 2’s luminance and contrast for known colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The classic near miss: #777 on white is 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#14171f', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#14171f'), 10);
  });

  it('mixes as color-mix(in srgb) does', () => {
    expect(mix('#0b5fff', 0.8, '#000000')).toBe('#094ccc');
    expect(mix('#ffffff', 0.5, '#000000')).toBe('#808080');
  });

  it('moves a colour until it reads, and leaves one that does', () => {
    expect(readableOn('#12805c', ['#ffffff'])).toBe('#12805c');
    const moved = readableOn('#12805c', ['#10131a']);
    expect(contrastRatio(moved, '#10131a')).toBeGreaterThanOrEqual(4.5);
    for (const background of ['#767676', '#777777', '#808080', '#5a5a5a', '#0b5fff']) expect(contrastRatio(readableOn(background, [background]), background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast checks', () => {
  const failing = { ...vitrineSchemes('#0b5fff').base, muted: '#777777' };

  it('refuse a pair under AA, naming the scheme, the pair and its ratio', () => {
    const problems = contrastProblems({ ...vitrineSchemes('#0b5fff'), base: failing });
    expect(problems.map((p) => [p.scheme, p.foreground, p.background])).toEqual([
      ['base', 'muted', 'background'],
      ['base', 'muted', 'background_2'],
    ]);
    expect(problems[0]?.message).toBe('base: muted on background is 4.48:1, under the 4.5:1 WCAG AA needs');
  });

  it('check text, muted, success and danger on the background, and on-accent on the accent', () => {
    const pairs = schemeContrasts(failing).map((p) => `${p.foreground}/${p.background}`);
    for (const pair of ['text/background', 'muted/background', 'on_accent/accent', 'success/background', 'danger/background']) expect(pairs).toContain(pair);
  });

  it.each(READY_THEMES.map((t) => [t.label, t] as const))('pass for every pair of every scheme of the ready theme %s', (_label, theme) => {
    const schemes = themeSchemes(theme);
    expect(contrastProblems(schemes)).toEqual([]);
    const lowest = Math.min(...SCHEME_NAMES.flatMap((name) => schemeContrasts(schemes[name]).filter((p) => p.min === 4.5).map((p) => p.ratio)));
    expect(lowest).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#0b5fff', '#1d4ed8', '#e11d48', '#ffcc00', '#777777', '#00ff00', '#ffffff', '#000000'])(
    'pass for the schemes made around the theme colour %s',
    (brand) => {
      expect(contrastProblems(vitrineSchemes(brand))).toEqual([]);
    },
  );

  it('leave Vitrine’s own colours as tokens.css has them', () => {
    const base = vitrineSchemes('#0b5fff').base;
    expect(base).toMatchObject({ background: '#ffffff', text: '#14171f', muted: '#5b6270', accent: '#0b5fff', on_accent: '#ffffff', success: '#12805c', danger: '#c62828' });
  });
});
