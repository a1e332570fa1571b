import type { CatalogImage } from '../../../schemas/api/catalog';
import { photoImage, photoThumbnail, type PhotoRow } from '../product-images/urls';

/**
 * Catalogue pictures are drawn on the server from the product's own data (no
 * uploads, no internet), under one public path per picture: the SVG itself and
 * WebP renderings of it at a few widths, which pages show. Their size is fixed,
 * so every <img> can reserve its box before the picture arrives.
 */
export const PRODUCT_IMAGE_SIZE = 800;
export const TILE_IMAGE_SIZE = 480;

/** Widths of the WebP renderings: a phone's card, a desktop card or a phone's gallery, a desktop gallery. */
export const ART_WIDTHS = [320, 640, 960] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

/** "product-1-2" → /media/catalog/product-1-2-640.webp */
const artUrl = (name: string, width: ArtWidth) => `/media/catalog/${name}-${width}.webp`;

function drawnImage(name: string, alt: string, size: number): CatalogImage {
  return {
    url: artUrl(name, 640),
    alt,
    width: size,
    height: size,
    sources: [{ type: 'image/webp', srcset: ART_WIDTHS.map((w) => `${artUrl(name, w)} ${w}w`).join(', ') }],
  };
}

const VIEWS = ['front view', 'side view', 'back view', 'detail', 'in the box', 'ports', 'angle view', 'lifestyle'] as const;

export function productImage(product: { id: number; title: string }, index = 0): CatalogImage {
  const view = VIEWS[index % VIEWS.length] ?? 'view';
  return drawnImage(`product-${product.id}-${index + 1}`, index === 0 ? product.title : `${product.title}, ${view}`, PRODUCT_IMAGE_SIZE);
}

export function productImages(product: { id: number; title: string; image_count: number }): CatalogImage[] {
  return Array.from({ length: Math.max(1, product.image_count) }, (_, i) => productImage(product, i));
}

/** A card's picture: the product's first uploaded photo, else its first generated one. */
export function productCardImage(product: { id: number; title: string }, photo: PhotoRow | null | undefined): CatalogImage {
  return photo ? photoImage(photo, product.title) : productImage(product);
}

/** A small picture for staff screens and cart lines: the first photo's smallest WebP, else the first drawn one's. */
export function productThumbnail(product: { id: number; title: string }, photo: PhotoRow | null | undefined): string {
  return photo ? photoThumbnail(photo) : artUrl(`product-${product.id}-1`, 320);
}

/** The product page's pictures: the uploaded photos when there are any, else the generated ones (the demo shop). */
export function productGallery(product: { id: number; title: string; image_count: number }, photos: readonly PhotoRow[]): CatalogImage[] {
  if (photos.length === 0) return productImages(product);
  return photos.map((photo, i) => photoImage(photo, i === 0 ? product.title : `${product.title}, photo ${i + 1}`));
}

export function categoryImage(category: { slug: string; title: string }): CatalogImage {
  return drawnImage(`category-${category.slug}`, category.title, TILE_IMAGE_SIZE);
}

export function collectionImage(collection: { slug: string; title: string }): CatalogImage {
  return drawnImage(`collection-${collection.slug}`, collection.title, TILE_IMAGE_SIZE);
}
