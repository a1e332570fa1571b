import type { CategoryKind } from '../../../../schemas/api/catalog';
import { PRODUCT_IMAGE_SIZE } from '../image-urls';
import { finishColour, KIND_PALETTE } from './colours';
import { drawDevice, floorOf, shapeFor } from './devices';
import { escapeXml, lighten, mix, radial } from './svg';

export interface ProductArt {
  id: number;
  title: string;
  brand: string;
  kind: CategoryKind;
  /** Sub-category slug, '' when none. */
  sub: string;
  /** The finish as the product names it ("Cobalt Violet"), if it names one. */
  colour: string | undefined;
}

/**
 * How each picture of a product differs from the first: the angle, zoom and
 * where it sits. Index 0 is the listing picture, straight and centred.
 */
const VIEWS = [
  { scale: 1.55, rotate: 0, dx: 0, dy: 0, back: false, tint: 0.9 },
  { scale: 1.45, rotate: -9, dx: -14, dy: 6, back: false, tint: 0.92 },
  { scale: 1.5, rotate: 0, dx: 0, dy: 0, back: true, tint: 0.88 },
  { scale: 2.3, rotate: 0, dx: 150, dy: 120, back: false, tint: 0.94 },
  { scale: 1.15, rotate: 6, dx: 10, dy: -6, back: false, tint: 0.86 },
] as const;

/** The product's model as printed on it: the title up to the first comma, without the brand. */
export function modelName(title: string, brand: string): string {
  const head = title.split(',')[0] ?? title;
  const withoutBrand = head.toLowerCase().startsWith(brand.toLowerCase()) ? head.slice(brand.length).trim() : head;
  return withoutBrand.replace(/\s*\(.*$/, '').split(' ').slice(0, 4).join(' ');
}

/** A stable accent per product so two products of one kind do not look identical. */
function accentFor(id: number, fallback: string): string {
  const accents = ['#3b82f6', '#22c55e', '#f97316', '#a855f7', '#ef4444', '#14b8a6', '#eab308', '#ec4899'];
  return id % 3 === 0 ? fallback : (accents[id % accents.length] ?? fallback);
}

/**
 * One product picture: a clean studio render of the product on a soft backdrop
 * tinted with its finish, a contact shadow, and the brand where the real thing
 * carries it. `index` (0-based) picks the view.
 */
export function productSvg(art: ProductArt, index: number): string {
  const palette = KIND_PALETTE[art.kind];
  const body = finishColour(art.colour, palette.body);
  const view = VIEWS[index % VIEWS.length] ?? VIEWS[0];
  const uid = `p${index}`;
  const spec = {
    uid: `${uid}d`,
    kind: art.kind,
    shape: shapeFor(art.kind, art.sub, art.title),
    body,
    accent: accentFor(art.id, palette.accent),
    brand: art.brand,
    model: modelName(art.title, art.brand),
    capacity: /\b\d+(?:\.\d+)?\s?(?:GB|TB)\b/.exec(art.title)?.[0] ?? '',
    back: view.back,
  };
  const size = PRODUCT_IMAGE_SIZE;
  const centre = size / 2;
  const backdrop = lighten(mix(body, palette.accent, 0.35), view.tint);
  const transform = `translate(${centre + view.dx} ${centre + view.dy}) rotate(${view.rotate}) scale(${view.scale}) translate(-200 -200)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(`${art.title} (${art.brand})`)}</title>` +
    `<defs>${radial(`${uid}bg`, [[0, '#ffffff'], [1, backdrop]])}${radial(`${uid}shadow`, [[0, '#0f172a', 0.3], [1, '#0f172a', 0]])}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#${uid}bg)"/>` +
    `<ellipse cx="${centre + view.dx}" cy="${centre + view.dy + (floorOf(spec.kind, spec.shape) - 200) * view.scale}" rx="${140 * view.scale}" ry="${12 * view.scale}" fill="url(#${uid}shadow)"/>` +
    `<g transform="${transform}">${drawDevice(spec)}</g>` +
    `</svg>`
  );
}
