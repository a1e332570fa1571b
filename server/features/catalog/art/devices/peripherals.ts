import { clip, darken, inkOn, lighten, linear, text } from '../svg';
import type { Drawing } from './types';

function keyboardAt(uid: string, x: number, y: number, w: number, body: string, accent: string, brand: string, backlit: boolean): string {
  const h = w * 0.36;
  const pad = w * 0.04;
  const key = (w - pad * 2) / 15;
  const cap = backlit ? '#1c1f26' : lighten(body, 0.15);
  const rows = Array.from({ length: 4 }, (_, r) => {
    const ry = y + pad * 2 + r * key;
    return `<rect x="${x + pad}" y="${ry}" width="${w - pad * 2}" height="${key * 0.84}" fill="url(#${uid}k)"/>`;
  }).join('');
  const space = `<rect x="${x + pad + key * 4}" y="${y + pad * 2 + key * 4}" width="${key * 6.8}" height="${key * 0.84}" rx="${key * 0.18}" fill="${cap}"/>`;
  return (
    `<defs><pattern id="${uid}k" x="${x + pad}" y="${y + pad * 2}" width="${key}" height="${key}" patternUnits="userSpaceOnUse"><rect x="${key * 0.08}" y="0" width="${key * 0.84}" height="${key * 0.84}" rx="${key * 0.18}" fill="${cap}"/></pattern></defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.03}" fill="${body}"/>` +
    (backlit ? `<rect x="${x + pad * 0.6}" y="${y + pad * 1.6}" width="${w - pad * 1.2}" height="${h - pad * 2.4}" rx="6" fill="${accent}" opacity=".45"/>` : '') +
    rows +
    space +
    text(x + w - pad, y + pad * 1.45, brand, { size: Math.max(7, w * 0.024), fill: inkOn(body), weight: 700, anchor: 'end', opacity: 0.7 })
  );
}

function mouseAt(uid: string, cx: number, top: number, scale: number, body: string, accent: string, brand: string): string {
  const w = 62 * scale;
  const h = 110 * scale;
  return (
    `<defs>${linear(`${uid}ms`, [[0, lighten(body, 0.25)], [1, darken(body, 0.2)]], 1, 1)}</defs>` +
    `<path d="M${cx} ${top}C${cx + w} ${top} ${cx + w} ${top + h * 0.45} ${cx + w} ${top + h * 0.62}C${cx + w} ${top + h} ${cx + w * 0.5} ${top + h} ${cx} ${top + h}C${cx - w * 0.5} ${top + h} ${cx - w} ${top + h} ${cx - w} ${top + h * 0.62}C${cx - w} ${top + h * 0.45} ${cx - w} ${top} ${cx} ${top}Z" fill="url(#${uid}ms)"/>` +
    `<path d="M${cx} ${top + 2}V${top + h * 0.36}" stroke="${darken(body, 0.35)}" stroke-width="${1.5 * scale}"/>` +
    `<rect x="${cx - 5 * scale}" y="${top + h * 0.1}" width="${10 * scale}" height="${22 * scale}" rx="${5 * scale}" fill="${darken(body, 0.55)}" stroke="${accent}" stroke-width="${scale}"/>` +
    text(cx, top + h * 0.78, clip(brand, 10), { size: 9 * scale, fill: inkOn(body), weight: 700, opacity: 0.7 })
  );
}

export const keyboardMouse: Drawing = ({ uid, body, accent, brand, shape }) => {
  const backlit = shape.endsWith('gaming');
  if (shape.startsWith('mouse')) return mouseAt(uid, 200, 70, 2.3, body, accent, brand);
  if (shape.startsWith('keyboard')) return keyboardAt(uid, 28, 140, 344, body, accent, brand, backlit);
  return keyboardAt(uid, 20, 150, 280, body, accent, brand, backlit) + mouseAt(`${uid}m`, 336, 170, 0.95, body, accent, brand);
};

export const networkDevice: Drawing = ({ uid, body, accent, brand, shape }) => {
  const ink = inkOn(body);
  const side = darken(body, 0.18);
  if (shape === 'mesh') {
    const unit = (cx: number, scale: number) =>
      `<rect x="${cx - 52 * scale}" y="${330 - 190 * scale}" width="${104 * scale}" height="${190 * scale}" rx="${40 * scale}" fill="url(#${uid}u)"/>` +
      `<circle cx="${cx}" cy="${330 - 150 * scale}" r="${4 * scale}" fill="${accent}"/>` +
      text(cx, 330 - 36 * scale, brand, { size: 11 * scale, fill: ink, weight: 700, opacity: 0.6 });
    return `<defs>${linear(`${uid}u`, [[0, lighten(body, 0.25)], [1, side]], 1, 0)}</defs>` + unit(138, 1.05) + unit(262, 1.05);
  }
  if (shape === 'switch') {
    const ports = Array.from({ length: 8 }, (_, i) => `<rect x="${88 + i * 28}" y="214" width="20" height="16" rx="2" fill="#0b0d10"/><circle cx="${98 + i * 28}" cy="204" r="2.5" fill="${accent}"/>`).join('');
    return (
      `<path d="M60 168H340L356 190H44Z" fill="${lighten(body, 0.15)}"/>` +
      `<rect x="44" y="190" width="312" height="56" rx="6" fill="${side}"/>` +
      ports +
      text(68, 182, brand, { size: 11, fill: ink, weight: 700, anchor: 'start', opacity: 0.75 })
    );
  }
  if (shape === 'extender') {
    return (
      `<rect x="112" y="84" width="10" height="120" rx="5" fill="${side}" transform="rotate(-12 117 204)"/>` +
      `<rect x="278" y="84" width="10" height="120" rx="5" fill="${side}" transform="rotate(12 283 204)"/>` +
      `<rect x="130" y="140" width="140" height="180" rx="28" fill="${body}"/>` +
      `<rect x="130" y="140" width="140" height="180" rx="28" fill="none" stroke="${side}" stroke-width="3"/>` +
      [0, 1, 2].map((i) => `<circle cx="${180 + i * 20}" cy="290" r="4" fill="${accent}"/>`).join('') +
      text(200, 236, brand, { size: 16, fill: ink, weight: 700, opacity: 0.75 })
    );
  }
  if (shape === 'dongle') {
    return (
      `<g transform="rotate(-20 200 200)">` +
      `<rect x="70" y="178" width="60" height="44" rx="3" fill="#c9ced6"/><rect x="82" y="190" width="12" height="8" fill="#6b7280"/><rect x="104" y="190" width="12" height="8" fill="#6b7280"/>` +
      `<rect x="126" y="164" width="170" height="72" rx="14" fill="${body}"/>` +
      `<rect x="292" y="120" width="16" height="150" rx="8" fill="${side}"/>` +
      `<circle cx="150" cy="200" r="4" fill="${accent}"/>` +
      text(216, 206, brand, { size: 16, fill: ink, weight: 700 }) +
      `</g>`
    );
  }
  // A Wi-Fi router: flat body, antennas behind, status lights along the front.
  const antennas = [-18, -6, 6, 18]
    .map((angle, i) => `<rect x="${92 + i * 72}" y="72" width="16" height="140" rx="8" fill="${side}" transform="rotate(${angle} ${100 + i * 72} 212)"/>`)
    .join('');
  const leds = Array.from({ length: 6 }, (_, i) => `<circle cx="${140 + i * 24}" cy="290" r="3.5" fill="${accent}"/>`).join('');
  return (
    antennas +
    `<defs>${linear(`${uid}top`, [[0, lighten(body, 0.3)], [1, body]])}</defs>` +
    `<path d="M84 214H316L352 270H48Z" fill="url(#${uid}top)"/>` +
    `<rect x="48" y="270" width="304" height="38" rx="8" fill="${side}"/>` +
    leds +
    text(200, 252, brand, { size: 17, fill: ink, weight: 800, opacity: 0.7 })
  );
};
