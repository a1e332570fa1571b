/**
 * Small helpers for drawing the catalogue's SVG pictures as strings: escaping,
 * colour arithmetic and the few primitives every drawing repeats.
 */

export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/** Text and attribute values: titles carry &, quotes and < (e.g. 15.6" screens). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function channels(hex: string): [number, number, number] {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#808080';
  return [parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16)];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative luminance (WCAG), 0 black to 1 white. */
export function luminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Print colour for a label on `hex`: dark ink on light finishes, light ink on dark ones. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.35 ? '#1f2937' : '#f8fafc';
}

/** A top-to-bottom (or any direction) linear gradient. */
export function linear(id: string, stops: readonly (readonly [number, string])[], x2 = 0, y2 = 1): string {
  const s = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  const s = stops.map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`).join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  transform?: string;
}

export function text(x: number, y: number, value: string, o: TextOptions): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 600}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.opacity === undefined ? '' : `opacity="${o.opacity}"`,
    o.transform ? `transform="${o.transform}"` : '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${escapeXml(value)}</text>`;
}

/** Keeps a label inside the room a drawing has for it. */
export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

/** Rounds to two decimals: plenty for pixels, and keeps the files small. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}
