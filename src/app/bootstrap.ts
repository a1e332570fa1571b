import { bootstrapSchema, type Bootstrap } from '../../schemas/api/shop-config';
import { parseJsonOrNull } from '../../schemas/zod-helpers';
import { endpoints, pageEndpoint } from '../data/endpoints';
import { WEBSITE_PAGES } from '../../schemas/ui-config/section-names';
import { API_BASE } from '../api/client';
import { parsePrefetched } from '../data/prefetched';

/**
 * The configuration the server inlined into index.html, so first paint needs no
 * API call. Ignored when the storefront points at another provider
 * (VITE_API_BASE), whose data the inlined copy would not match.
 */
export function readBootstrap(doc: Document = document): Bootstrap | null {
  if (API_BASE !== '/api/') return null;
  return parseJsonOrNull(bootstrapSchema, doc.getElementById('vitrine-bootstrap')?.textContent);
}

/** SWR fallback keyed by API path: the hooks' keys, so they start with data. */
export function toSwrFallback(b: Bootstrap | null): Record<string, unknown> {
  if (!b) return {};
  const fallback: Record<string, unknown> = {
    ...parsePrefetched(b.prefetched),
    [endpoints.theme.path]: b.theme,
    [endpoints.business.path]: b.business,
    [endpoints.modules.path]: b.modules,
    [endpoints.shell.path]: b.shell,
    [endpoints.menu.path]: b.menu,
  };
  for (const page of WEBSITE_PAGES) {
    const entries = b.pages[page];
    if (entries) fallback[pageEndpoint(page).path] = entries;
  }
  if (b.pages.checkout) fallback[endpoints.checkout.path] = b.pages.checkout;
  return fallback;
}
