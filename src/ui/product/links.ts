/** The spec's product route, /product/{id}/{name}; the slug keeps the URL readable. */
export function productHref(product: { id: number; slug: string }): string {
  return `/product/${product.id}/${product.slug}`;
}

/** The spec's category route, /category/{categoryTitle}/{categoryId}. */
export function categoryHref(category: { id: number; slug: string }): string {
  return `/category/${category.slug}/${category.id}`;
}
