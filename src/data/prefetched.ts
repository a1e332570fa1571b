import type * as z from 'zod/mini';
import {
  brandListSchema,
  catalogPaths,
  categoryTreeSchema,
  collectionListSchema,
  productDetailSchema,
  productListSchema,
} from '../../schemas/api/catalog';

/** The schema of each API path the server may read ahead, as the hooks in catalog.ts parse it. */
function schemaFor(path: string): z.ZodMiniType | null {
  if (path === catalogPaths.categories) return categoryTreeSchema;
  if (path === catalogPaths.brands) return brandListSchema;
  if (path === catalogPaths.collections) return collectionListSchema;
  if (/^website\/catalog\/products\/\d+$/.test(path)) return productDetailSchema;
  if (/^website\/catalog\/products(\?|$)/.test(path)) return productListSchema;
  return null;
}

/**
 * The server's read-ahead catalogue data, parsed like any API response: an
 * entry whose path or shape is unknown is dropped, and the hook fetches it.
 */
export function parsePrefetched(entries: Record<string, unknown>): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(entries)) {
    const result = schemaFor(path)?.safeParse(value);
    if (result?.success) parsed[path] = result.data;
  }
  return parsed;
}
