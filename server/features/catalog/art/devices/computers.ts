import { clip, darken, inkOn, lighten, linear, text } from '../svg';
import { screen } from './screen';
import type { Drawing } from './types';

export const laptop: Drawing = ({ uid, body, accent, brand, back, shape }) => {
  const light = lighten(body, 0.25);
  const dark = darken(body, 0.25);
  if (back) {
    // The closed lid from above, the way brands photograph the logo.
    return (
      `<defs>${linear(`${uid}lid`, [[0, light], [1, dark]], 1, 1)}</defs>` +
      `<rect x="62" y="86" width="276" height="196" rx="14" fill="url(#${uid}lid)"/>` +
      `<rect x="62" y="272" width="276" height="14" rx="6" fill="${dark}"/>` +
      (shape === 'gaming' ? `<path d="M62 120L110 86h24L62 138zM338 250l-40 32h-22l62-48z" fill="${accent}" opacity=".8"/>` : '') +
      text(200, 192, brand, { size: 26, fill: inkOn(body), weight: 700, opacity: 0.55, spacing: 1 })
    );
  }
  const stylus = shape === '2-in-1' ? `<rect x="344" y="120" width="8" height="150" rx="4" fill="${dark}" transform="rotate(14 348 195)"/>` : '';
  return (
    `<defs>${linear(`${uid}base`, [[0, light], [1, dark]])}</defs>` +
    `<rect x="72" y="64" width="256" height="180" rx="12" fill="${body}"/>` +
    `<rect x="78" y="70" width="244" height="168" rx="8" fill="#12151b"/>` +
    screen(uid, 86, 80, 228, 146, accent) +
    `<circle cx="200" cy="75" r="1.8" fill="#3a3f4a"/>` +
    text(200, 160, brand, { size: 20, fill: '#ffffff', weight: 600, opacity: 0.92 }) +
    `<path d="M56 244H344L364 262Q366 268 358 268H42Q34 268 36 262Z" fill="url(#${uid}base)"/>` +
    `<rect x="174" y="244" width="52" height="5" rx="2.5" fill="${dark}" opacity=".7"/>` +
    (shape === 'gaming' ? `<path d="M60 266H340" stroke="${accent}" stroke-width="2" opacity=".9"/>` : '') +
    stylus
  );
};

function fan(cx: number, cy: number, r: number, ring: string): string {
  const blades = Array.from({ length: 7 }, (_, i) =>
    `<path d="M${cx} ${cy}q${r * 0.55} ${-r * 0.35} ${r * 0.85} ${-r * 0.05}q${-r * 0.35} ${r * 0.3} ${-r * 0.85} ${r * 0.05}z" fill="#2c313b" transform="rotate(${Math.round(i * 51.4)} ${cx} ${cy})"/>`,
  ).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#15181e" stroke="${ring}" stroke-width="4"/>` +
    blades +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="#232831"/>`
  );
}

export const desktop: Drawing = (spec) => {
  const { uid, body, accent, brand, shape } = spec;
  if (shape === 'aio') return monitor({ ...spec, shape: 'aio' });
  const ink = inkOn(body);
  if (shape === 'mini') {
    return (
      `<defs>${linear(`${uid}top`, [[0, lighten(body, 0.3)], [1, body]], 1, 1)}</defs>` +
      `<path d="M96 170L200 128L304 170L200 212Z" fill="url(#${uid}top)"/>` +
      `<path d="M96 170V232L200 276V212Z" fill="${darken(body, 0.15)}"/>` +
      `<path d="M304 170V232L200 276V212Z" fill="${darken(body, 0.3)}"/>` +
      `<path d="M118 208.9L134 215.4V222.4L118 215.9ZM140 217.8L150 221.8V228.8L140 224.8Z" fill="#0b0d10"/>` +
      `<circle cx="172" cy="242" r="4" fill="${accent}"/>` +
      text(200, 176, brand, { size: 15, fill: ink, weight: 700, opacity: 0.7 })
    );
  }
  if (shape === 'office') {
    const vents = Array.from({ length: 9 }, (_, i) => `<rect x="150" y="${112 + i * 12}" width="100" height="4" rx="2" fill="${darken(body, 0.35)}"/>`).join('');
    return (
      `<defs>${linear(`${uid}case`, [[0, lighten(body, 0.12)], [1, darken(body, 0.12)]], 1, 0)}</defs>` +
      `<rect x="128" y="60" width="144" height="284" rx="12" fill="url(#${uid}case)"/>` +
      `<rect x="140" y="76" width="120" height="20" rx="4" fill="${darken(body, 0.3)}"/>` +
      vents +
      `<circle cx="200" cy="250" r="10" fill="${darken(body, 0.4)}" stroke="${accent}" stroke-width="2"/>` +
      `<rect x="176" y="276" width="10" height="6" rx="1" fill="#0b0d10"/><rect x="192" y="276" width="10" height="6" rx="1" fill="#0b0d10"/><rect x="208" y="276" width="16" height="6" rx="1" fill="#0b0d10"/>` +
      text(200, 320, brand, { size: 13, fill: ink, weight: 700, opacity: 0.75 }) +
      `<rect x="136" y="340" width="20" height="8" rx="2" fill="#111"/><rect x="244" y="340" width="20" height="8" rx="2" fill="#111"/>`
    );
  }
  // A gaming tower seen through its glass side: three lit intake fans.
  return (
    `<rect x="104" y="48" width="192" height="300" rx="14" fill="${body}"/>` +
    `<rect x="118" y="62" width="164" height="264" rx="8" fill="#0b0f19"/>` +
    fan(200, 112, 36, accent) +
    fan(200, 194, 36, accent) +
    fan(200, 276, 36, accent) +
    `<path d="M118 62H190L118 190Z" fill="#fff" opacity=".07"/>` +
    text(200, 341, clip(brand, 14), { size: 11, fill: inkOn(body), weight: 700, spacing: 1 }) +
    `<rect x="114" y="346" width="24" height="8" rx="2" fill="#111"/><rect x="262" y="346" width="24" height="8" rx="2" fill="#111"/>`
  );
};

export const monitor: Drawing = ({ uid, body, accent, brand, model, back, shape }) => {
  const stand = darken(body, 0.15);
  if (back) {
    return (
      `<defs>${linear(`${uid}bk`, [[0, lighten(body, 0.2)], [1, darken(body, 0.2)]], 1, 1)}</defs>` +
      `<rect x="40" y="58" width="320" height="206" rx="10" fill="url(#${uid}bk)"/>` +
      `<rect x="150" y="112" width="100" height="100" rx="16" fill="${darken(body, 0.1)}"/>` +
      `<path d="M186 212h28l6 100h-40z" fill="${stand}"/><rect x="128" y="310" width="144" height="14" rx="7" fill="${darken(body, 0.3)}"/>` +
      text(200, 92, brand, { size: 14, fill: inkOn(body), weight: 700, opacity: 0.6 })
    );
  }
  const aio = shape === 'aio';
  const frame = aio ? body : '#111418';
  const curved = shape === 'curved';
  const panel = curved
    ? `<path d="M40 58Q200 82 360 58V262Q200 242 40 262Z" fill="${frame}"/>`
    : `<rect x="40" y="58" width="320" height="${aio ? 222 : 206}" rx="8" fill="${frame}"/>`;
  return (
    panel +
    (aio ? `<rect x="40" y="58" width="320" height="190" rx="8" fill="#111418"/>` : '') +
    screen(uid, 46, curved ? 68 : 64, 308, curved ? 176 : 178, accent, curved ? 2 : 3) +
    text(200, 160, aio ? brand : clip(model, 24), { size: aio ? 20 : 15, fill: '#ffffff', weight: 600, opacity: 0.9 }) +
    text(200, aio ? 270 : 258, brand, { size: 9, fill: aio ? inkOn(body) : '#9aa3af', weight: 700, spacing: 1.5, opacity: 0.85 }) +
    `<path d="M186 ${aio ? 280 : 264}h28l6 ${aio ? 34 : 50}h-40z" fill="${aio ? lighten(body, 0.1) : stand}"/>` +
    `<rect x="128" y="312" width="144" height="14" rx="7" fill="${aio ? darken(body, 0.1) : darken(body, 0.3)}"/>`
  );
};
