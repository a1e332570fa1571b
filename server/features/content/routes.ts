import { Hono } from 'hono';
import { contentPaths, faqQuerySchema, POLICY_NOT_FOUND, policyIdSchema } from '../../../schemas/api/content';
import { requireStorefront } from '../../http/auth';
import { parseFields, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import type { ShopDeps } from '../shop-deps';
import { listFaqs, listPolicies, readPolicy } from './repository';

// Public content the same for everyone: a short shared cache keeps edits visible within minutes.
const PUBLIC_CACHE = 'public, max-age=300';

/** /faq and /policy/{id}/{slug_name}: the shop's published help and policies. */
export function contentRoutes(deps: ShopDeps): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  app.get(`/${contentPaths.faqs}`, auth, async (c) => {
    const query = parseQuery(c, faqQuerySchema);
    if (!query.ok) return query.response;
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(envelope(await listFaqs(db, query.value.q)));
  });

  app.get(`/${contentPaths.policies}`, auth, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(envelope(await listPolicies(db)));
  });

  app.get(`/${contentPaths.policies}/:id`, auth, async (c) => {
    const id = parseFields(c, policyIdSchema, { id: c.req.param('id') ?? '' });
    if (!id.ok) return fail(c, 404, POLICY_NOT_FOUND);
    const policy = await readPolicy(db, id.value.id);
    if (!policy) return fail(c, 404, POLICY_NOT_FOUND);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(envelope(policy));
  });

  return app;
}
