import { clip, darken, inkOn, lighten, linear, text } from '../svg';
import type { Drawing } from './types';

const GOLD = '#d4a84a';
const PCB_GREEN = '#1f5135';

export const cpu: Drawing = ({ uid, brand, model, accent }) => {
  const caps = [
    [96, 96],
    [292, 96],
    [96, 292],
    [292, 292],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="12" height="6" rx="1" fill="#8a6d2f"/>`)
    .join('');
  const amd = brand === 'AMD';
  // AMD's heat spreader has cut-outs along its sides; Intel's is a plain rectangle.
  const notches = amd
    ? [
        [104, 150],
        [104, 230],
        [282, 150],
        [282, 230],
      ]
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="14" height="20" rx="3" fill="${PCB_GREEN}"/>`)
        .join('')
    : '';
  return (
    `<defs>${linear(`${uid}ihs`, [[0, '#f3f5f8'], [0.5, '#d5dae1'], [1, '#aeb5bf']], 1, 1)}</defs>` +
    `<rect x="80" y="80" width="240" height="240" rx="14" fill="${PCB_GREEN}"/>` +
    `<path d="M88 312h20l-20-20z" fill="${GOLD}"/>` +
    caps +
    `<rect x="${amd ? 104 : 112}" y="${amd ? 104 : 96}" width="${amd ? 192 : 176}" height="${amd ? 192 : 208}" rx="14" fill="url(#${uid}ihs)"/>` +
    notches +
    text(200, 186, brand.toUpperCase(), { size: 30, fill: '#4b5563', weight: 800, spacing: 1 }) +
    text(200, 214, clip(model, 20), { size: 14, fill: '#4b5563', weight: 600 }) +
    `<rect x="156" y="230" width="88" height="3" rx="1.5" fill="${accent}" opacity=".7"/>` +
    text(200, 252, 'SRMBF · 2451', { size: 9, fill: '#6b7280', weight: 500, spacing: 1.5 })
  );
};

export const gpu: Drawing = ({ uid, body, accent, brand, shape }) => {
  const fans = shape === 'triple' ? 3 : 2;
  const r = fans === 3 ? 48 : 58;
  const span = 300;
  const start = 50 + span / fans / 2;
  const fanRow = Array.from({ length: fans }, (_, i) => {
    const cx = start + (i * span) / fans;
    const blades = Array.from({ length: 9 }, (_, k) =>
      `<path d="M${cx} 188q${r * 0.45} ${-r * 0.4} ${r * 0.9} ${-r * 0.1}q${-r * 0.4} ${r * 0.25} ${-r * 0.9} ${r * 0.1}z" fill="${darken(body, 0.35)}" transform="rotate(${k * 40} ${cx} 188)"/>`,
    ).join('');
    return `<circle cx="${cx}" cy="188" r="${r}" fill="${darken(body, 0.55)}"/>${blades}<circle cx="${cx}" cy="188" r="${r * 0.26}" fill="${lighten(body, 0.12)}"/>`;
  }).join('');
  return (
    `<defs>${linear(`${uid}sh`, [[0, lighten(body, 0.18)], [1, darken(body, 0.18)]])}</defs>` +
    `<rect x="20" y="108" width="16" height="170" rx="2" fill="#c5cbd3"/>` +
    `<path d="M24 130h8M24 150h8M24 170h8M24 190h8M24 210h8" stroke="#8d96a3" stroke-width="6"/>` +
    `<rect x="104" y="262" width="150" height="16" fill="${GOLD}"/>` +
    `<path d="M104 270H254" stroke="#a37b2c" stroke-width="16" stroke-dasharray="2 3"/>` +
    `<rect x="34" y="104" width="348" height="166" rx="18" fill="url(#${uid}sh)"/>` +
    `<path d="M48 118H366" stroke="${accent}" stroke-width="3" stroke-linecap="round" opacity=".9"/>` +
    fanRow +
    text(366, 258, brand.toUpperCase(), { size: 12, fill: inkOn(body), weight: 800, anchor: 'end', spacing: 1.5, opacity: 0.85 })
  );
};

export const ram: Drawing = ({ uid, body, accent, brand, model, shape }) => {
  const laptop = shape === 'sodimm';
  const left = laptop ? 110 : 26;
  const width = laptop ? 180 : 348;
  const right = left + width;
  const mid = left + width * 0.52;
  const ink = inkOn(body);
  if (laptop) {
    const chips = Array.from({ length: 4 }, (_, i) => `<rect x="${122 + i * 42}" y="170" width="32" height="44" rx="2" fill="#15171c"/>`).join('');
    return (
      `<rect x="${left}" y="150" width="${width}" height="96" rx="4" fill="${PCB_GREEN}"/>` +
      chips +
      `<rect x="${left + 12}" y="156" width="${width - 24}" height="8" rx="2" fill="#f8fafc" opacity=".85"/>` +
      `<path d="M${left + 8} 238H${mid - 6}M${mid + 6} 238H${right - 8}" stroke="${GOLD}" stroke-width="12" stroke-dasharray="2.5 1.5"/>` +
      text(200, 226, clip(`${brand} ${model}`, 26), { size: 10, fill: '#e5e7eb', weight: 700 })
    );
  }
  const rgb = shape === 'rgb'
    ? `<defs>${linear(`${uid}rgb`, [[0, '#f43f5e'], [0.25, '#f59e0b'], [0.5, '#22c55e'], [0.75, '#3b82f6'], [1, '#a855f7']], 1, 0)}</defs>` +
      `<rect x="${left + 6}" y="96" width="${width - 12}" height="26" rx="8" fill="url(#${uid}rgb)"/><rect x="${left + 6}" y="96" width="${width - 12}" height="26" rx="8" fill="#fff" opacity=".35"/>`
    : '';
  return (
    `<defs>${linear(`${uid}hs`, [[0, lighten(body, 0.2)], [1, darken(body, 0.2)]])}</defs>` +
    `<rect x="${left + 4}" y="170" width="${width - 8}" height="76" rx="4" fill="${PCB_GREEN}"/>` +
    `<path d="M${left + 12} 238H${mid - 6}M${mid + 6} 238H${right - 12}" stroke="${GOLD}" stroke-width="12" stroke-dasharray="3 1.8"/>` +
    rgb +
    `<rect x="${left}" y="118" width="${width}" height="108" rx="8" fill="url(#${uid}hs)"/>` +
    `<path d="M${left} 186L${left + 110} 150H${right}V168L${left + 120} 204H${left}Z" fill="${lighten(body, 0.35)}" opacity=".35"/>` +
    `<rect x="${left}" y="118" width="${width}" height="6" rx="3" fill="${accent}" opacity=".8"/>` +
    text(left + 28, 178, brand.toUpperCase(), { size: 22, fill: ink, weight: 800, anchor: 'start', spacing: 1 }) +
    text(left + 28, 200, clip(model, 30), { size: 12, fill: ink, weight: 600, anchor: 'start', opacity: 0.8 })
  );
};

/** SSDs, hard drives, memory cards and pen drives. */
export const drive: Drawing = ({ uid, body, accent, brand, model, shape, capacity }) => {
  const ink = inkOn(body);
  switch (shape) {
    case 'nvme': {
      const chips = [150, 206, 262].map((x) => `<rect x="${x}" y="178" width="46" height="46" rx="3" fill="#15171c"/>`).join('');
      return (
        `<rect x="40" y="168" width="320" height="66" rx="4" fill="#0d1117"/>` +
        `<path d="M40 190a11 11 0 0 1 0 22" fill="#f3f4f6"/>` +
        chips +
        `<rect x="58" y="174" width="250" height="54" rx="3" fill="${body}"/>` +
        `<rect x="58" y="174" width="8" height="54" fill="${accent}"/>` +
        text(78, 198, brand.toUpperCase(), { size: 16, fill: ink, weight: 800, anchor: 'start' }) +
        text(78, 216, clip(model, 30), { size: 10, fill: ink, weight: 600, anchor: 'start', opacity: 0.8 }) +
        `<path d="M336 174V228" stroke="${GOLD}" stroke-width="18" stroke-dasharray="2 1.6"/>`
      );
    }
    case 'hdd':
      return (
        `<defs>${linear(`${uid}m`, [[0, '#e5e8ec'], [1, '#a9b0ba']], 1, 1)}</defs>` +
        `<rect x="96" y="52" width="208" height="296" rx="10" fill="url(#${uid}m)"/>` +
        `<rect x="112" y="72" width="176" height="184" rx="6" fill="${body}"/>` +
        `<rect x="112" y="72" width="176" height="28" rx="6" fill="${accent}"/>` +
        text(200, 150, brand.toUpperCase(), { size: 24, fill: ink, weight: 800 }) +
        text(200, 176, clip(model, 22), { size: 13, fill: ink, weight: 600, opacity: 0.8 }) +
        `<rect x="132" y="200" width="136" height="34" rx="2" fill="#fff"/><path d="M140 206v22M146 206v22M150 206v22M156 206v22M164 206v22M168 206v22M176 206v22M184 206v22M188 206v22M196 206v22M204 206v22M210 206v22M218 206v22M224 206v22M232 206v22M240 206v22M246 206v22M254 206v22M260 206v22" stroke="#111" stroke-width="2"/>` +
        [[110, 66], [290, 66], [110, 334], [290, 334], [200, 300]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#8b939e"/>`).join('')
      );
    case 'card':
      return (
        `<path d="M130 84H270V178L292 200V316H108V106Z" fill="${body}"/>` +
        `<path d="M130 84H270V128H108V106Z" fill="${accent}"/>` +
        text(200, 114, brand.toUpperCase(), { size: 18, fill: inkOn(accent), weight: 800 }) +
        text(200, 208, capacity || 'microSD', { size: capacity ? 40 : 30, fill: ink, weight: 800 }) +
        text(200, 246, 'microSDXC · A2 · V30', { size: 11, fill: ink, weight: 600, opacity: 0.8 }) +
        `<path d="M140 282h120" stroke="${ink}" stroke-width="2" opacity=".3"/>`
      );
    case 'pen':
      return (
        `<g transform="rotate(-28 200 200)">` +
        `<rect x="72" y="170" width="70" height="60" rx="4" fill="#c9ced6"/><rect x="86" y="184" width="14" height="10" fill="#6b7280"/><rect x="110" y="184" width="14" height="10" fill="#6b7280"/>` +
        `<rect x="136" y="158" width="196" height="84" rx="18" fill="${body}"/>` +
        `<rect x="300" y="186" width="20" height="28" rx="10" fill="none" stroke="${darken(body, 0.3)}" stroke-width="5"/>` +
        text(226, 208, brand, { size: 18, fill: ink, weight: 800 }) +
        `</g>`
      );
    case 'external':
    case 'portable': {
      const w = shape === 'portable' ? 176 : 200;
      const h = shape === 'portable' ? 248 : 284;
      const x = 200 - w / 2;
      const y = 200 - h / 2;
      return (
        `<defs>${linear(`${uid}p`, [[0, lighten(body, 0.18)], [1, darken(body, 0.18)]], 1, 1)}</defs>` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="url(#${uid}p)"/>` +
        (shape === 'portable' ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="none" stroke="${accent}" stroke-width="8"/>` : `<path d="M${x + 20} ${y + 40}H${x + w - 20}M${x + 20} ${y + 52}H${x + w - 20}" stroke="${darken(body, 0.25)}" stroke-width="3"/>`) +
        `<rect x="188" y="${y + 10}" width="24" height="8" rx="4" fill="#0b0d10"/>` +
        text(200, 206, brand, { size: 24, fill: ink, weight: 800 }) +
        text(200, 230, clip(model, 20), { size: 11, fill: ink, weight: 600, opacity: 0.75 }) +
        `<circle cx="200" cy="${y + h - 24}" r="4" fill="${accent}"/>`
      );
    }
    default:
      // 2.5-inch SATA SSD.
      return (
        `<rect x="80" y="112" width="240" height="176" rx="10" fill="${body}"/>` +
        `<rect x="80" y="112" width="240" height="176" rx="10" fill="none" stroke="${darken(body, 0.2)}" stroke-width="4"/>` +
        `<rect x="80" y="240" width="240" height="48" rx="10" fill="${accent}"/>` +
        text(200, 192, brand.toUpperCase(), { size: 24, fill: ink, weight: 800 }) +
        text(200, 218, clip(model, 22), { size: 12, fill: ink, weight: 600, opacity: 0.8 }) +
        text(200, 270, 'SSD', { size: 14, fill: inkOn(accent), weight: 800, spacing: 4 })
      );
  }
};
