import * as z from 'zod/mini';
import { int4 } from '../zod-helpers';
import { imageSchema } from './catalog';

/*
 * A product's uploaded photos, as the studio's Photos section reads and
 * changes them. The server resizes each upload into PHOTO_WIDTHS (never wider
 * than the original) in AVIF and WebP; the storefront gets them as `sources`
 * of the product's images (schemas/api/catalog.ts).
 */

export const PHOTO_LIMITS = {
  /** Bytes of one uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Width × height of the original (a 40 MP phone photo passes; a decompression bomb does not). */
  maxPixels: 40_000_000,
  /** The short side, so the 320 and 640 widths are never blown up from a thumbnail. */
  minShortSide: 400,
  /** Photos per product: more than a gallery shows comfortably. */
  maxPhotos: 12,
  /** Characters of alt text. */
  maxAlt: 200,
} as const;

/** Responsive widths made from every upload, smallest first. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** What the file input offers; the server sniffs the bytes whatever the browser says. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Multipart uploads cannot be JSON, so they carry this header instead: a
 * cross-site form cannot set it, which keeps the studio's CSRF rule
 * (server/features/studio/http.ts requireJsonWrites).
 */
export const UPLOAD_HEADER = { name: 'X-Vitrine-Upload', value: 'photo' } as const;

const id = () => int4().check(z.positive());

export const productPhotoSchema = z.object({
  id: id(),
  /** As stored; empty means the storefront uses the product's title. */
  alt: z.string(),
  /** The original's size after EXIF rotation. */
  width: id(),
  height: id(),
  /** Bytes of the file as uploaded. */
  byte_size: z.int().check(z.gte(0)),
  created_at: z.string(),
  /** The smallest WebP: the studio's thumbnail. */
  thumbnail: z.string(),
  /** As the storefront gets it. */
  image: imageSchema,
});
export type ProductPhoto = z.output<typeof productPhotoSchema>;

/** Every answer of the photo routes: the product's photos in order. */
export const productPhotoListSchema = z.array(productPhotoSchema);

/** PATCH admin/studio/products/{id}/images/{imageId}. */
export const photoAltSchema = z.strictObject({
  alt: z.string().check(z.trim(), z.maxLength(PHOTO_LIMITS.maxAlt, `Alt text is at most ${PHOTO_LIMITS.maxAlt} characters`)),
});
export type PhotoAlt = z.output<typeof photoAltSchema>;

/** PUT admin/studio/products/{id}/images/order: every photo of the product, in the new order. */
export const photoOrderSchema = z.strictObject({
  ids: z
    .array(id())
    .check(
      z.minLength(1, 'List the photos in their new order'),
      z.maxLength(PHOTO_LIMITS.maxPhotos),
      z.refine((ids) => new Set(ids).size === ids.length, 'A photo is listed twice'),
    ),
});
export type PhotoOrder = z.output<typeof photoOrderSchema>;

export const productImagePaths = {
  list: (productId: number | string) => `admin/studio/products/${productId}/images`,
  one: (productId: number | string, imageId: number | string) => `admin/studio/products/${productId}/images/${imageId}`,
  order: (productId: number | string) => `admin/studio/products/${productId}/images/order`,
} as const;

/** "52 MB", "10.5 MB", "800 KB": how refusals and the studio name sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
