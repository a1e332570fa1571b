import type { CatalogImage } from '../../../schemas/api/catalog';
import type { PhotoWidth } from '../../../schemas/api/product-images';
import { PHOTO_FORMATS, widthsFor, type PhotoFormat } from './formats';

/** What a photo's URLs are built from: its row. */
export interface PhotoRow {
  id: number;
  storage_key: string;
  width: number;
  height: number;
  alt: string;
}

/** products/{product}/{id}-{hash}: where a photo's files are. */
export function storageKey(productId: number, imageId: number, hash: string): string {
  return `products/${productId}/${imageId}-${hash}`;
}

/** "{id}-{hash}", the part of the key every public URL carries. */
const nameOf = (photo: Pick<PhotoRow, 'storage_key'>) => photo.storage_key.slice(photo.storage_key.lastIndexOf('/') + 1);

/** The object for one width and format under the photo's key. */
export const fileKey = (storageKeyOf: string, width: PhotoWidth, format: PhotoFormat) => `${storageKeyOf}/${width}.${format}`;

/**
 * /media/products/{id}-{hash}-{width}.{avif|webp}: public and immutable, as
 * the hash changes with the bytes (a replaced photo is a new row with a new URL).
 */
export function photoUrl(photo: Pick<PhotoRow, 'storage_key'>, width: PhotoWidth, format: PhotoFormat): string {
  return `/media/products/${nameOf(photo)}-${width}.${format}`;
}

/** The public file name's parts; null for anything else. */
export function parsePhotoFile(file: string): { id: number; name: string; width: PhotoWidth; format: PhotoFormat } | null {
  const match = /^(([1-9]\d{0,9})-([0-9a-f]{16}))-(320|640|960|1280)\.(avif|webp)$/.exec(file);
  if (!match) return null;
  const [, name = '', id = '', , width = '', format = ''] = match;
  return { id: Number(id), name, width: Number(width) as PhotoWidth, format: format as PhotoFormat };
}

/** The widths this photo has, smallest first (never wider than the original). */
export const photoWidths = (photo: Pick<PhotoRow, 'width'>) => widthsFor(photo.width);

/** The smallest WebP: studio thumbnails and the desk's table. */
export function photoThumbnail(photo: Pick<PhotoRow, 'storage_key' | 'width'>): string {
  return photoUrl(photo, photoWidths(photo)[0] ?? 320, 'webp');
}

/**
 * The storefront's picture: AVIF and WebP sources with every width, and a
 * 640 px WebP as the <img> fallback; width and height are the original's, so
 * the box keeps its aspect before any byte arrives.
 */
export function photoImage(photo: PhotoRow, fallbackAlt: string): CatalogImage {
  const widths = photoWidths(photo);
  const fallback = widths.includes(640) ? 640 : (widths[widths.length - 1] ?? 320);
  return {
    url: photoUrl(photo, fallback, 'webp'),
    alt: photo.alt || fallbackAlt,
    width: photo.width,
    height: photo.height,
    sources: PHOTO_FORMATS.map(({ ext, type }) => ({ type, srcset: widths.map((w) => `${photoUrl(photo, w, ext)} ${w}w`).join(', ') })),
  };
}
