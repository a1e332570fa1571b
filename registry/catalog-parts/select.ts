import type { Selection } from '../../schemas/sections/catalog-home';

/**
 * The items a section shows: all of them in the API's order, or the chosen
 * slugs in the merchandiser's order (slugs the shop does not have are skipped),
 * then cut to the limit.
 */
export function selectBySlug<T extends { slug: string }>(items: readonly T[], selection: Selection, limit: number): T[] {
  if (selection === 'all') return items.slice(0, limit);
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return selection.flatMap((slug) => bySlug.get(slug) ?? []).slice(0, limit);
}
