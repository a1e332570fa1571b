import { PHOTO_WIDTHS, type PhotoWidth } from '../../../schemas/api/product-images';

/** Best first: a <picture> offers them in this order and the browser takes the first it decodes. */
export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]['ext'];

/** The widths made for an original this wide: none larger than it, so nothing is blown up. */
export function widthsFor(originalWidth: number): PhotoWidth[] {
  return PHOTO_WIDTHS.filter((w) => w <= originalWidth);
}
