import type * as z from 'zod/mini';
import {
  brandListSchema,
  catalogPaths,
  categoryTreeSchema,
  collectionListSchema,
  productDetailSchema,
  productListSchema,
} from '../../schemas/api/catalog';
import { parseCartBody } from '../../schemas/api/cart';
import { cartPaths } from '../../schemas/api/cart-keys';
import { recommendationPaths, recommendationsSchema } from '../../schemas/api/recommendations';
import { campaignReadSchema } from '../../schemas/api/campaign-pages';

/** How each API path the server may read ahead is parsed, as the hooks that fetch it parse it. */
function parserFor(path: string): ((value: unknown) => { ok: true; value: unknown } | { ok: false }) | null {
  if (path.startsWith(`${cartPaths.items}?`)) {
    return (value) => {
      const cart = parseCartBody(value);
      return cart ? { ok: true, value: cart } : { ok: false };
    };
  }
  const schema = schemaFor(path);
  if (!schema) return null;
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? { ok: true, value: result.data } : { ok: false };
  };
}

/** The path without its language (`locale=…`, last when present): a read's shape is the same in every language. */
const withoutLocale = (path: string) => path.replace(/[?&]locale=[a-zA-Z-]+$/, '');

function schemaFor(localisedPath: string): z.ZodMiniType | null {
  const path = withoutLocale(localisedPath);
  if (path === catalogPaths.categories) return categoryTreeSchema;
  if (path === catalogPaths.brands) return brandListSchema;
  if (path === catalogPaths.collections) return collectionListSchema;
  if (/^website\/catalog\/products\/\d+$/.test(path)) return productDetailSchema;
  if (/^website\/catalog\/products(\?|$)/.test(path)) return productListSchema;
  if (path.startsWith(`${recommendationPaths.base}?`)) return recommendationsSchema;
  if (/^website\/pages\/[a-z0-9-]+$/.test(path)) return campaignReadSchema;
  return null;
}

/**
 * The server's read-ahead catalogue data, parsed like any API response: an
 * entry whose path or shape is unknown is dropped, and the hook fetches it.
 */
export function parsePrefetched(entries: Record<string, unknown>): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(entries)) {
    const result = parserFor(path)?.(value);
    if (result?.ok) parsed[path] = result.value;
  }
  return parsed;
}
