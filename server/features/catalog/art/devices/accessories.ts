import { clip, darken, inkOn, lighten, linear, text } from '../svg';
import type { Drawing } from './types';

/** Beads or links along an arc, for charms and chains. */
function chain(cx: number, cy: number, r: number, from: number, to: number, count: number, size: number, colour: string, alt: string): string {
  return Array.from({ length: count }, (_, i) => {
    const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    const x = (cx + r * Math.cos(a)).toFixed(1);
    const y = (cy + r * Math.sin(a)).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${size}" fill="${i % 3 === 1 ? alt : colour}"/><circle cx="${(Number(x) - size * 0.3).toFixed(1)}" cy="${(Number(y) - size * 0.35).toFixed(1)}" r="${(size * 0.3).toFixed(1)}" fill="#fff" opacity=".6"/>`;
  }).join('');
}

export const accessory: Drawing = ({ uid, body, accent, brand, model, shape }) => {
  const ink = inkOn(body);
  const shade = darken(body, 0.22);
  const grad = `<defs>${linear(`${uid}a`, [[0, lighten(body, 0.25)], [1, darken(body, 0.12)]], 1, 1)}</defs>`;
  switch (shape) {
    case 'powerbank':
      return (
        grad +
        `<rect x="112" y="86" width="176" height="250" rx="28" fill="url(#${uid}a)"/>` +
        `<rect x="164" y="94" width="28" height="9" rx="4.5" fill="#0b0d10"/><rect x="206" y="94" width="30" height="9" rx="2" fill="#0b0d10"/>` +
        [0, 1, 2, 3].map((i) => `<circle cx="${176 + i * 16}" cy="300" r="4" fill="${i < 3 ? accent : shade}"/>`).join('') +
        text(200, 214, brand, { size: 24, fill: ink, weight: 800 }) +
        text(200, 238, clip(model, 22), { size: 11, fill: ink, weight: 600, opacity: 0.7 })
      );
    case 'cable':
    case 'hub': {
      const plug = (x: number, y: number, angle: number) =>
        `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 14}" y="${y - 30}" width="28" height="44" rx="8" fill="${shade}"/><rect x="${x - 9}" y="${y - 48}" width="18" height="20" rx="5" fill="#c9ced6"/></g>`;
      const hub = shape === 'hub'
        ? `<rect x="196" y="210" width="150" height="62" rx="14" fill="url(#${uid}a)"/>` +
          [0, 1, 2, 3].map((i) => `<rect x="${214 + i * 30}" y="228" width="20" height="${i === 0 ? 18 : 10}" rx="3" fill="#0b0d10"/>`).join('') +
          text(271, 264, brand, { size: 10, fill: ink, weight: 700, opacity: 0.7 })
        : plug(300, 286, 160);
      return (
        grad +
        `<path d="M110 120C40 220 120 330 200 280C270 236 150 150 230 120C300 96 340 190 ${shape === 'hub' ? '260 210' : '300 262'}" fill="none" stroke="${body}" stroke-width="12" stroke-linecap="round"/>` +
        `<path d="M110 120C40 220 120 330 200 280" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".25"/>` +
        plug(110, 112, -20) +
        hub +
        (shape === 'cable' ? text(110, 100, clip(brand, 10), { size: 9, fill: inkOn(shade), weight: 700, transform: 'rotate(-20 110 100)' }) : '')
      );
    }
    case 'bag':
      return (
        grad +
        `<path d="M150 96C150 60 250 60 250 96" fill="none" stroke="${shade}" stroke-width="12"/>` +
        `<path d="M112 128Q112 86 160 86H240Q288 86 288 128V330Q288 348 270 348H130Q112 348 112 330Z" fill="url(#${uid}a)"/>` +
        `<rect x="134" y="214" width="132" height="108" rx="18" fill="${shade}"/>` +
        `<path d="M134 240H266" stroke="${darken(body, 0.4)}" stroke-width="3" stroke-dasharray="6 4"/>` +
        `<rect x="168" y="146" width="64" height="22" rx="4" fill="${accent}"/>` +
        text(200, 162, clip(brand, 8), { size: 11, fill: inkOn(accent), weight: 800 })
      );
    case 'strap': {
      const mesh = /milanese|mesh|link|ceramic/i.test(model);
      const pattern = mesh
        ? `<defs><pattern id="${uid}m" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 6L6 0" stroke="#000" stroke-width="1" opacity=".18"/></pattern></defs>`
        : '';
      const links = /link|ceramic/i.test(model)
        ? Array.from({ length: 9 }, (_, i) => `<rect x="168" y="${34 + i * 38}" width="64" height="32" rx="8" fill="${i % 2 ? lighten(body, 0.15) : body}"/>`).join('')
        : `<rect x="168" y="30" width="64" height="340" rx="26" fill="url(#${uid}a)"/>` +
          (mesh ? `<rect x="168" y="30" width="64" height="340" rx="26" fill="url(#${uid}m)"/>` : `<path d="M176 44V356M224 44V356" stroke="${lighten(body, 0.4)}" stroke-width="1.5" stroke-dasharray="5 4"/>`);
      return (
        grad +
        pattern +
        links +
        `<rect x="160" y="184" width="80" height="34" rx="6" fill="none" stroke="#c9ced6" stroke-width="6"/>` +
        `<path d="M200 186V216" stroke="#c9ced6" stroke-width="5"/>` +
        text(200, 252, clip(brand, 10), { size: 10, fill: ink, weight: 700, opacity: 0.6 })
      );
    }
    case 'charm':
      return (
        `<path d="M84 120C84 300 316 300 316 120" fill="none" stroke="#c9a44c" stroke-width="2"/>` +
        chain(200, 120, 116, 10, 170, 15, 11, body, accent) +
        `<circle cx="200" cy="306" r="24" fill="${accent}"/>` +
        `<path d="M200 322C176 306 178 286 190 286C196 286 200 292 200 292C200 292 204 286 210 286C222 286 224 306 200 322Z" fill="${lighten(accent, 0.45)}"/>` +
        `<rect x="72" y="88" width="24" height="34" rx="10" fill="none" stroke="#c9a44c" stroke-width="5"/>` +
        `<rect x="304" y="88" width="24" height="34" rx="10" fill="none" stroke="#c9a44c" stroke-width="5"/>` +
        text(200, 360, brand, { size: 12, fill: '#6b7280', weight: 700, spacing: 2 })
      );
    case 'case':
      return (
        grad +
        `<path d="M142 150C142 64 258 64 258 150" fill="none" stroke="#c9a44c" stroke-width="2"/>` +
        chain(200, 150, 58, 190, 350, 11, 7, lighten(body, 0.3), accent) +
        `<rect x="108" y="164" width="184" height="150" rx="60" fill="url(#${uid}a)"/>` +
        `<path d="M112 210H288" stroke="${shade}" stroke-width="2"/>` +
        `<circle cx="200" cy="238" r="3.5" fill="${accent}"/>` +
        text(200, 282, brand, { size: 14, fill: ink, weight: 700, opacity: 0.7 })
      );
    default:
      // A wall charger with Indian round pins and a coiled USB-C cable.
      return (
        grad +
        `<rect x="172" y="70" width="14" height="40" rx="7" fill="#c9ced6"/><rect x="214" y="70" width="14" height="40" rx="7" fill="#c9ced6"/>` +
        `<rect x="128" y="104" width="144" height="170" rx="30" fill="url(#${uid}a)"/>` +
        `<rect x="176" y="258" width="48" height="9" rx="4.5" fill="#0b0d10"/>` +
        text(200, 186, brand, { size: 22, fill: ink, weight: 800 }) +
        text(200, 210, clip(model, 18), { size: 11, fill: ink, weight: 600, opacity: 0.7 }) +
        `<path d="M200 268C200 320 120 300 110 340S240 372 280 336" fill="none" stroke="${body}" stroke-width="9" stroke-linecap="round"/>` +
        `<path d="M200 268C200 320 120 300 110 340S240 372 280 336" fill="none" stroke="${shade}" stroke-width="9" stroke-linecap="round" opacity=".35"/>`
      );
  }
};
