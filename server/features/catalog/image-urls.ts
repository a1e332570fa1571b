import type { CatalogImage } from '../../../schemas/api/catalog';

/**
 * Catalogue pictures are drawn on the server from the product's own data (no
 * uploads, no internet), under one public path per picture. Their size is fixed,
 * so every <img> can reserve its box before the picture arrives.
 */
export const PRODUCT_IMAGE_SIZE = 800;
export const TILE_IMAGE_SIZE = 480;

const VIEWS = ['front view', 'side view', 'back view', 'detail', 'in the box', 'ports', 'angle view', 'lifestyle'] as const;

export function productImage(product: { id: number; title: string }, index = 0): CatalogImage {
  const view = VIEWS[index % VIEWS.length] ?? 'view';
  return {
    url: `/media/catalog/product-${product.id}-${index + 1}.svg`,
    alt: index === 0 ? product.title : `${product.title}, ${view}`,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  };
}

export function productImages(product: { id: number; title: string; image_count: number }): CatalogImage[] {
  return Array.from({ length: Math.max(1, product.image_count) }, (_, i) => productImage(product, i));
}

export function categoryImage(category: { slug: string; title: string }): CatalogImage {
  return { url: `/media/catalog/category-${category.slug}.svg`, alt: category.title, width: TILE_IMAGE_SIZE, height: TILE_IMAGE_SIZE };
}

export function collectionImage(collection: { slug: string; title: string }): CatalogImage {
  return { url: `/media/catalog/collection-${collection.slug}.svg`, alt: collection.title, width: TILE_IMAGE_SIZE, height: TILE_IMAGE_SIZE };
}
