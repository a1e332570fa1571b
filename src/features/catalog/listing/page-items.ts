/** A page number, or a gap where pages are left out. */
export type PageItem = number | 'gap';

/**
 * The numbers a pager shows: the first and last page, the current one and its
 * neighbours, and a gap wherever pages are skipped. A gap that would hide a
 * single page shows that page instead.
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  if (count <= 1) return count === 1 ? [1] : [];
  const shown = new Set<number>([1, count]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= count) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, page] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
