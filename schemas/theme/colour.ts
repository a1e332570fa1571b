import * as z from 'zod/mini';

/**
 * Colour arithmetic for the theme: #rrggbb colours, sRGB mixing as CSS's
 * `color-mix(in srgb, …)` does it, and WCAG 2's relative luminance and
 * contrast ratio. Pure, so the server, the storefront and the studio agree.
 */

export const hexColourSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #0b5fff'));

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/** WCAG 2 AA: body text on its background. */
export const AA_TEXT = 4.5;
/** WCAG 2 AA for user-interface parts (focus rings, input borders): 1.4.11. */
export const AA_NON_TEXT = 3;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** `color-mix(in srgb, a share, b)`: share (0–1) of `a`, the rest of `b`, channel by channel, rounded. */
export function mix(a: string, share: number, b: string): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((c, i) => c * share + (y[i] ?? 0) * (1 - share)));
}

/** WCAG 2 relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A background on which white reads better than black: text and strong shades go light on it. */
export function isDark(background: string): boolean {
  return contrastRatio(WHITE, background) > contrastRatio(BLACK, background);
}

/**
 * `colour` as it is when it reaches `min` against every background, else
 * mixed towards white (on dark backgrounds) or black (on light ones) in 5%
 * steps until it does. Against one background the end is always reached:
 * white or black gives at least 4.58 on any colour.
 */
export function readableOn(colour: string, backgrounds: readonly string[], min: number = AA_TEXT): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= min);
  if (passes(colour)) return colour;
  const target = backgrounds[0] !== undefined && isDark(backgrounds[0]) ? WHITE : BLACK;
  for (let step = 1; step < 20; step += 1) {
    const next = mix(target, step / 20, colour);
    if (passes(next)) return next;
  }
  return target;
}
