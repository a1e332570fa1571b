/**
 * Generated brand images, so a fresh shop has a logo and favicon without
 * uploads or internet. Pure functions: the brand name and colour go in, SVG
 * text comes out.
 */

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two letters: the first letters of the first two words ("Circuit Bazaar" → "CB"). */
export function brandInitials(brand: string): string {
  const words = brand.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  const initials = letters.join('').toUpperCase();
  return initials || 'V';
}

/** White or near-black, whichever reads better on the brand colour (WCAG luminance). */
export function inkOn(hex: string): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const [r = 0, g = 0, b = 0] = linear;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05 / (luminance + 0.05)) >= ((luminance + 0.05) / 0.05) ? '#ffffff' : '#111827';
}

/** Two decimals are plenty for pixels and keep the SVG short. */
const n = (value: number) => String(Math.round(value * 100) / 100);

/** A chip-like mark: a rounded square with pins on two sides and the initials. */
function mark(x: number, y: number, size: number, colour: string, initials: string): string {
  const pin = size * 0.08;
  const pins = [0.3, 0.5, 0.7]
    .map((t) => {
      const p = n(y + size * t - pin / 2);
      const pinRect = (px: number) => `<rect x="${n(px)}" y="${p}" width="${n(pin)}" height="${n(pin)}" rx="${n(pin / 4)}"/>`;
      return pinRect(x - pin) + pinRect(x + size);
    })
    .join('');
  const fontSize = initials.length > 1 ? size * 0.42 : size * 0.55;
  return (
    `<g fill="${colour}">${pins}<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}"/></g>` +
    `<text x="${n(x + size / 2)}" y="${n(y + size / 2)}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${n(fontSize)}" fill="${inkOn(colour)}">${escapeXml(initials)}</text>`
  );
}

export function logoSvg(brand: string, colour: string): string {
  const name = escapeXml(brand.trim() || 'Vitrine');
  // Roughly 0.6em per character keeps long names inside the box.
  const width = Math.round(64 + name.length * 13.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    mark(6, 6, 36, colour, brandInitials(brand)) +
    `<text x="54" y="24" dy="0.35em" font-family="${FONT}" font-weight="700" font-size="22" fill="#111827">${name}</text>` +
    `</svg>`
  );
}

export function faviconSvg(brand: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    mark(6, 6, 52, colour, brandInitials(brand)) +
    `</svg>`
  );
}
