import type { CategoryKind } from '../../../../schemas/api/catalog';
import { TILE_IMAGE_SIZE } from '../image-urls';
import { KIND_PALETTE } from './colours';
import { drawDevice, floorOf, shapeFor } from './devices';
import { darken, escapeXml, lighten, linear, radial } from './svg';

const SIZE = TILE_IMAGE_SIZE;

function device(uid: string, kind: CategoryKind, sub: string, cx: number, cy: number, scale: number, brand = ''): string {
  const palette = KIND_PALETTE[kind];
  const spec = { uid, kind, shape: shapeFor(kind, sub, ''), body: palette.body, accent: palette.accent, brand, model: '', capacity: '', back: false };
  return `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(-200 -200)">${drawDevice(spec)}</g>`;
}

function frame(title: string, defs: string, background: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>` +
    body +
    `</svg>`
  );
}

/** A category tile: the kind's device on a pastel backdrop in its accent colour. */
export function categoryTileSvg(category: { title: string; kind: CategoryKind; sub: string }): string {
  const accent = KIND_PALETTE[category.kind].accent;
  const defs = radial('tbg', [[0, '#ffffff'], [1, lighten(accent, 0.82)]]) + radial('tshadow', [[0, '#0f172a', 0.22], [1, '#0f172a', 0]]);
  const scale = 0.98;
  const floor = SIZE / 2 + (floorOf(category.kind, shapeFor(category.kind, category.sub, '')) - 200) * scale;
  const body =
    `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE * 0.38}" fill="${lighten(accent, 0.7)}" opacity=".55"/>` +
    `<ellipse cx="${SIZE / 2}" cy="${floor}" rx="${140 * scale}" ry="${12 * scale}" fill="url(#tshadow)"/>` +
    device('c', category.kind, category.sub, SIZE / 2, SIZE / 2, scale);
  return frame(category.title, defs, 'url(#tbg)', body);
}

const TONES = {
  dark: { from: '#1e293b', to: '#0b1120' },
  accent: { from: '#fde68a', to: '#f9a8d4' },
  soft: { from: '#f1f5f9', to: '#dbeafe' },
} as const;

type Companion = readonly [CategoryKind, string];

/** What sits beside a collection's main device: things bought together with it. */
const COMPANIONS: Readonly<Record<CategoryKind, readonly [Companion, Companion]>> = {
  laptops: [['mobiles', ''], ['audio', 'earbuds']],
  desktops: [['monitors', ''], ['keyboards-mice', '']],
  monitors: [['laptops', ''], ['keyboards-mice', '']],
  processors: [['memory', ''], ['graphics-cards', '']],
  'graphics-cards': [['desktops', ''], ['keyboards-mice', 'mice']],
  memory: [['processors', ''], ['storage', '']],
  storage: [['memory', ''], ['laptops', '']],
  'keyboards-mice': [['monitors', ''], ['audio', '']],
  networking: [['laptops', ''], ['mobiles', '']],
  mobiles: [['audio', 'earbuds'], ['wearables', '']],
  audio: [['wearables', ''], ['cameras', 'action-cameras']],
  wearables: [['wearables', 'smart-rings'], ['accessories', 'straps-charms-cases']],
  cameras: [['storage', 'memory-cards-pen-drives'], ['laptops', '']],
  accessories: [['mobiles', ''], ['audio', 'earbuds']],
};

/**
 * A collection tile: its main device large, two companions smaller, on a
 * backdrop in the collection's tone (`brand` uses the shop's theme colour).
 */
export function collectionTileSvg(collection: { slug: string; title: string; tone: string; kind: CategoryKind }, brandColour: string): string {
  const tone = collection.tone === 'brand' ? { from: lighten(brandColour, 0.15), to: darken(brandColour, 0.35) } : (TONES[collection.tone === 'dark' || collection.tone === 'accent' ? collection.tone : 'soft']);
  const [[leftKind, leftSub], [rightKind, rightSub]] = COMPANIONS[collection.kind];
  const defs = linear('tbg', [[0, tone.from], [1, tone.to]], 1, 1) + radial('tglow', [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]);
  const body =
    `<circle cx="${SIZE / 2}" cy="${SIZE * 0.52}" r="${SIZE * 0.42}" fill="url(#tglow)"/>` +
    device('l', leftKind, leftSub, SIZE * 0.2, SIZE * 0.7, 0.46) +
    device('r', rightKind, rightSub, SIZE * 0.8, SIZE * 0.7, 0.46) +
    device('m', collection.kind, '', SIZE / 2, SIZE * 0.46, 0.8);
  return frame(collection.title, defs, 'url(#tbg)', body);
}
