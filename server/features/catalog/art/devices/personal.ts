import { clip, darken, inkOn, lighten, linear, radial, text } from '../svg';
import { screen } from './screen';
import type { DeviceSpec, Drawing } from './types';

function phoneFront(uid: string, x: number, y: number, s: number, body: string, accent: string): string {
  const w = 144 * s;
  const h = 300 * s;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${26 * s}" fill="${body}"/>` +
    `<rect x="${x + 5 * s}" y="${y + 5 * s}" width="${w - 10 * s}" height="${h - 10 * s}" rx="${22 * s}" fill="#0b0d12"/>` +
    screen(`${uid}f`, x + 9 * s, y + 9 * s, w - 18 * s, h - 18 * s, accent, 18 * s) +
    `<circle cx="${x + w / 2}" cy="${y + 22 * s}" r="${5 * s}" fill="#05060a"/>` +
    text(x + w / 2, y + 84 * s, '10:09', { size: 30 * s, fill: '#ffffff', weight: 300 }) +
    text(x + w / 2, y + 104 * s, 'Monday, 14 April', { size: 8 * s, fill: '#ffffff', weight: 500, opacity: 0.8 })
  );
}

function phoneBack(uid: string, x: number, y: number, s: number, body: string, brand: string): string {
  const w = 144 * s;
  const h = 300 * s;
  const lens = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#101218" stroke="${darken(body, 0.3)}" stroke-width="${2 * s}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="url(#${uid}gl)"/><circle cx="${cx - r * 0.2}" cy="${cy - r * 0.25}" r="${r * 0.15}" fill="#fff" opacity=".5"/>`;
  return (
    `<defs>${linear(`${uid}bk`, [[0, lighten(body, 0.22)], [1, darken(body, 0.12)]], 1, 1)}${radial(`${uid}gl`, [[0, '#3b4a7a'], [1, '#0a0c12']])}</defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${26 * s}" fill="url(#${uid}bk)"/>` +
    `<rect x="${x + 14 * s}" y="${y + 16 * s}" width="${62 * s}" height="${96 * s}" rx="${18 * s}" fill="${darken(body, 0.12)}"/>` +
    lens(x + 45 * s, y + 42 * s, 14 * s) +
    lens(x + 45 * s, y + 84 * s, 14 * s) +
    `<circle cx="${x + 90 * s}" cy="${y + 32 * s}" r="${5 * s}" fill="#f5e7b8"/>` +
    text(x + w / 2, y + h - 40 * s, brand, { size: 12 * s, fill: inkOn(body), weight: 700, spacing: 2 * s, opacity: 0.7 })
  );
}

export const phone: Drawing = ({ uid, body, accent, brand, back }) => {
  if (back) return phoneBack(uid, 128, 50, 1, body, brand);
  // The hero shot: the back behind, the front in front, as phone listings show them.
  return phoneBack(uid, 196, 40, 0.98, body, brand) + phoneFront(uid, 88, 62, 0.98, body, accent);
};

export const audio: Drawing = ({ uid, body, accent, brand, shape }) => {
  const ink = inkOn(body);
  const dark = darken(body, 0.3);
  const grad = `<defs>${linear(`${uid}a`, [[0, lighten(body, 0.22)], [1, darken(body, 0.15)]], 1, 1)}</defs>`;
  switch (shape) {
    case 'earbuds': {
      const bud = (cx: number, flip: number) =>
        `<g transform="translate(${cx} 120) scale(${flip} 1)"><rect x="-10" y="10" width="20" height="70" rx="10" fill="url(#${uid}a)"/><circle cx="0" cy="10" r="26" fill="url(#${uid}a)"/><circle cx="-10" cy="6" r="10" fill="${dark}"/><rect x="-4" y="68" width="8" height="8" rx="2" fill="#9aa3af"/></g>`;
      return (
        grad +
        bud(160, 1) +
        bud(240, -1) +
        `<rect x="112" y="206" width="176" height="130" rx="56" fill="url(#${uid}a)"/>` +
        `<path d="M116 246H284" stroke="${dark}" stroke-width="2" opacity=".5"/>` +
        `<circle cx="200" cy="268" r="3.5" fill="${accent}"/>` +
        text(200, 308, brand, { size: 14, fill: ink, weight: 700, opacity: 0.7 })
      );
    }
    case 'speaker':
      return (
        grad +
        `<defs><pattern id="${uid}g" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.6" fill="#000" opacity=".28"/></pattern></defs>` +
        `<rect x="66" y="150" width="268" height="120" rx="60" fill="url(#${uid}a)"/>` +
        `<rect x="80" y="150" width="240" height="120" fill="url(#${uid}g)"/>` +
        `<ellipse cx="80" cy="210" rx="18" ry="58" fill="${dark}"/><ellipse cx="320" cy="210" rx="18" ry="58" fill="${dark}"/>` +
        `<rect x="156" y="194" width="88" height="32" rx="16" fill="${accent}"/>` +
        text(200, 215, clip(brand, 9), { size: 14, fill: inkOn(accent), weight: 800 }) +
        `<path d="M334 186q34 24 0 48" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>`
      );
    case 'soundbar':
      return (
        `<defs><pattern id="${uid}g" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.3" fill="#fff" opacity=".16"/></pattern></defs>` +
        `<rect x="282" y="142" width="100" height="190" rx="12" fill="${darken(body, 0.1)}"/><circle cx="332" cy="258" r="36" fill="#0f1115"/><circle cx="332" cy="258" r="13" fill="#22262e"/>` +
        `<rect x="18" y="270" width="254" height="48" rx="20" fill="${body}"/>` +
        `<rect x="30" y="276" width="230" height="36" rx="16" fill="url(#${uid}g)"/>` +
        `<circle cx="248" cy="294" r="3" fill="${accent}"/>` +
        text(52, 298, brand, { size: 12, fill: inkOn(body), weight: 700, anchor: 'start', opacity: 0.75 })
      );
    default: {
      // Over-ear headphones.
      const cup = (cx: number) =>
        `<rect x="${cx - 42}" y="198" width="84" height="124" rx="40" fill="url(#${uid}a)"/><rect x="${cx - 30}" y="210" width="60" height="100" rx="30" fill="${dark}" opacity=".35"/>`;
      return (
        grad +
        `<path d="M104 236C104 74 296 74 296 236" fill="none" stroke="${body}" stroke-width="20" stroke-linecap="round"/>` +
        `<path d="M122 214C126 104 274 104 278 214" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round" opacity=".6"/>` +
        cup(104) +
        cup(296) +
        `<rect x="318" y="268" width="6" height="18" rx="3" fill="${accent}"/>` +
        text(200, 118, brand, { size: 12, fill: ink === '#f8fafc' ? '#f8fafc' : '#1f2937', weight: 700, opacity: 0.8 })
      );
    }
  }
};

function watchFace(spec: DeviceSpec, round: boolean): string {
  const { uid, body, accent, brand } = spec;
  const strap = darken(body, 0.12);
  const caseShape = round
    ? `<circle cx="200" cy="200" r="86" fill="url(#${uid}c)"/><circle cx="200" cy="200" r="72" fill="#05070a"/>`
    : `<rect x="132" y="116" width="136" height="168" rx="38" fill="url(#${uid}c)"/><rect x="142" y="126" width="116" height="148" rx="30" fill="#05070a"/>`;
  const ring = (r: number, colour: string, share: number) => {
    const c = 2 * Math.PI * r;
    return `<circle cx="200" cy="228" r="${r}" fill="none" stroke="${colour}" stroke-width="5" stroke-dasharray="${(c * share).toFixed(1)} ${c.toFixed(1)}" stroke-linecap="round" transform="rotate(-90 200 228)"/>`;
  };
  return (
    `<defs>${linear(`${uid}c`, [[0, lighten(body, 0.35)], [1, darken(body, 0.2)]], 1, 1)}</defs>` +
    `<rect x="160" y="24" width="80" height="130" rx="16" fill="${strap}"/><rect x="160" y="246" width="80" height="130" rx="16" fill="${strap}"/>` +
    [300, 320, 340].map((y) => `<rect x="194" y="${y}" width="12" height="6" rx="3" fill="${darken(body, 0.45)}"/>`).join('') +
    caseShape +
    `<rect x="${round ? 282 : 264}" y="182" width="9" height="28" rx="4" fill="${darken(body, 0.2)}"/>` +
    text(200, 192, '10:09', { size: 32, fill: '#ffffff', weight: 300 }) +
    ring(20, accent, 0.72) +
    ring(13, '#22c55e', 0.55) +
    text(200, 162, clip(brand, 12), { size: 9, fill: '#9ca3af', weight: 700, spacing: 1 })
  );
}

export const wearable: Drawing = (spec) => {
  const { uid, body, accent, brand, shape } = spec;
  if (shape === 'ring') {
    // A titanium ring standing on its edge, the sensor bumps hidden inside.
    return (
      `<defs>${linear(`${uid}r`, [[0, lighten(body, 0.55)], [0.45, body], [0.55, darken(body, 0.25)], [1, lighten(body, 0.3)]], 1, 1)}</defs>` +
      `<ellipse cx="200" cy="206" rx="118" ry="126" fill="none" stroke="${darken(body, 0.35)}" stroke-width="34"/>` +
      `<ellipse cx="200" cy="200" rx="118" ry="126" fill="none" stroke="url(#${uid}r)" stroke-width="34"/>` +
      `<path d="M118 118A118 126 0 0 1 250 82" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".5"/>` +
      text(200, 333, brand.toUpperCase(), { size: 11, fill: inkOn(body), weight: 700, spacing: 3, opacity: 0.55 })
    );
  }
  if (shape === 'band') {
    return (
      `<rect x="168" y="20" width="64" height="360" rx="32" fill="${darken(body, 0.1)}"/>` +
      `<rect x="164" y="112" width="72" height="176" rx="36" fill="#0b0d12" stroke="${lighten(body, 0.3)}" stroke-width="4"/>` +
      text(200, 188, '10:09', { size: 20, fill: '#ffffff', weight: 400 }) +
      `<path d="M182 214h36" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M182 228h24" stroke="#22c55e" stroke-width="5" stroke-linecap="round"/>` +
      text(200, 262, clip(brand, 9), { size: 8, fill: '#9ca3af', weight: 700 }) +
      [310, 330, 350].map((y) => `<rect x="196" y="${y}" width="8" height="8" rx="4" fill="${darken(body, 0.4)}"/>`).join('')
    );
  }
  return watchFace(spec, shape === 'round');
};

export const camera: Drawing = ({ uid, body, accent, brand, shape }) => {
  const ink = inkOn(body);
  const lens = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#121419"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#2b2f38" stroke-width="${r * 0.14}" stroke-dasharray="3 3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.64}" fill="#1a1d24"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="url(#${uid}gl)"/>` +
    `<circle cx="${cx - r * 0.18}" cy="${cy - r * 0.2}" r="${r * 0.12}" fill="#fff" opacity=".55"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.96}" fill="none" stroke="${accent}" stroke-width="2" opacity=".8"/>`;
  const glass = `<defs>${radial(`${uid}gl`, [[0, '#4a5a9a'], [0.6, '#1b2140'], [1, '#07080d']])}${linear(`${uid}b`, [[0, lighten(body, 0.2)], [1, darken(body, 0.15)]])}</defs>`;
  if (shape === 'action') {
    return (
      glass +
      `<rect x="110" y="120" width="180" height="160" rx="22" fill="url(#${uid}b)"/>` +
      `<rect x="126" y="140" width="70" height="56" rx="8" fill="#0b1220"/>` +
      text(161, 172, '4K60', { size: 13, fill: '#e5e7eb', weight: 700 }) +
      `<rect x="204" y="136" width="74" height="74" rx="14" fill="#0c0e12"/>` +
      lens(241, 173, 28) +
      `<rect x="140" y="108" width="34" height="12" rx="4" fill="${accent}"/>` +
      text(126, 262, brand, { size: 15, fill: ink, weight: 800, anchor: 'start' })
    );
  }
  if (shape === 'instant') {
    return (
      glass +
      `<rect x="84" y="96" width="232" height="212" rx="40" fill="url(#${uid}b)"/>` +
      `<rect x="102" y="112" width="52" height="34" rx="8" fill="#f8fafc" opacity=".8"/>` +
      `<rect x="246" y="112" width="48" height="30" rx="6" fill="#1f2937"/>` +
      lens(200, 214, 62) +
      text(200, 296, brand.toLowerCase(), { size: 15, fill: ink, weight: 700, opacity: 0.75 })
    );
  }
  const dslr = shape === 'dslr';
  return (
    glass +
    `<path d="M${dslr ? 150 : 160} 142L${dslr ? 168 : 178} ${dslr ? 94 : 106}H${dslr ? 252 : 242}L${dslr ? 270 : 260} 142Z" fill="${darken(body, 0.05)}"/>` +
    `<rect x="${dslr ? 56 : 70}" y="138" width="${dslr ? 288 : 260}" height="${dslr ? 164 : 150}" rx="20" fill="url(#${uid}b)"/>` +
    `<rect x="${dslr ? 56 : 70}" y="138" width="64" height="${dslr ? 164 : 150}" rx="20" fill="${darken(body, 0.25)}"/>` +
    `<rect x="276" y="124" width="40" height="16" rx="5" fill="${darken(body, 0.3)}"/>` +
    `<ellipse cx="100" cy="134" rx="16" ry="6" fill="${darken(body, 0.35)}"/>` +
    text(210, 132, brand.toUpperCase(), { size: 13, fill: ink, weight: 800, spacing: 1 }) +
    lens(214, 226, dslr ? 78 : 70)
  );
};
