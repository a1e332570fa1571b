import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { catalogReadQuerySchema, productListQuerySchema, suggestionQuerySchema } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { jsonWithEtag, taggedJson, taggedText, type TaggedText } from '../../http/etag';
import { shortCache } from '../../http/short-cache';
import { envelope, fail } from '../../http/respond';
import { brandList, categoryTree } from './categories';
import { listCollections } from './collections';
import { listProducts } from './list-products';
import { productDetail } from './product-detail';
import { parseId, parseQuery } from './query-params';
import { suggest } from './suggestions';

/** How long one listing answer is reused. */
const LISTING_REUSE_MS = 5_000;

/** The catalogue reads (schemas/api/catalog.ts), with the shared storefront credential. */
export interface CatalogRouteOptions {
  /** How long one listing answer is reused (bench/catalog sets 0 to time the query itself). */
  listingReuseMs?: number;
  /** Catalogue changes by staff on any instance (the live hub): listings are read afresh after one. */
  subscribeCatalog?: (listener: () => void) => () => void;
}

export function catalogRoutes(db: Kysely<Database>, credentials: Credentials, options: CatalogRouteOptions = {}): Hono {
  const { listingReuseMs = LISTING_REUSE_MS, subscribeCatalog } = options;
  const app = new Hono();
  const auth = requireStorefront(credentials);

  // Every read answers in its `locale` parameter's language (English without one): a bad one is a 400.
  app.get('/website/catalog/categories', auth, async (c) => {
    const query = parseQuery(c, catalogReadQuerySchema);
    if (!query.ok) return query.response;
    return jsonWithEtag(c, envelope(await categoryTree(db, query.value.locale)));
  });
  app.get('/website/catalog/brands', auth, async (c) => jsonWithEtag(c, envelope(await brandList(db))));
  app.get('/website/catalog/collections', auth, async (c) => jsonWithEtag(c, envelope(await listCollections(db))));

  // Listings are the same for every shopper: a burst of identical ones shares one query, and an
  // answer serves for a few seconds (checkout re-reads prices and stock under locks, never from here).
  const listings = shortCache<TaggedText | null>(listingReuseMs);
  subscribeCatalog?.(() => listings.clear());
  app.get('/website/catalog/products', auth, async (c) => {
    const query = parseQuery(c, productListQuerySchema);
    if (!query.ok) return query.response;
    // The parsed query, in its schema's key order, is the canonical form of the request.
    const list = await listings.read(JSON.stringify(query.value), async () => {
      const found = await listProducts(db, query.value);
      return found ? taggedText(envelope(found)) : null;
    });
    if (!list) return fail(c, 404, 'No such collection');
    return taggedJson(c, list, { 'Cache-Control': 'no-cache' });
  });

  app.get('/website/catalog/products/:id', auth, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return fail(c, 400, 'The product id must be a positive whole number');
    const query = parseQuery(c, catalogReadQuerySchema);
    if (!query.ok) return query.response;
    const product = await productDetail(db, id, query.value.locale);
    if (!product) return fail(c, 404, 'Product not found');
    return jsonWithEtag(c, envelope(product));
  });

  app.get('/website/catalog/search/suggestions', auth, async (c) => {
    const query = parseQuery(c, suggestionQuerySchema);
    if (!query.ok) return query.response;
    return jsonWithEtag(c, envelope(await suggest(db, query.value.q, query.value.limit, { locale: query.value.locale })));
  });

  return app;
}
