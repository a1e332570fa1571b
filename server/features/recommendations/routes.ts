import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  cartRecommendationQuerySchema,
  productRecommendationQuerySchema,
  RECOMMENDATION_LIMIT,
  recommendationPaths,
  ruleListUpdateSchema,
  rulePreviewQuerySchema,
} from '../../../schemas/api/recommendations';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { limitBody } from '../../http/body-limit';
import { readJsonBody } from '../../http/errors';
import { jsonWithEtag } from '../../http/etag';
import type { Identify } from '../../http/identity';
import { envelope, fail } from '../../http/respond';
import { parseQuery } from '../catalog/query-params';
import { resolveCartOwner } from '../cart/owner';
import { actorName, staffOf } from '../staff/guard';
import { issueProblems, noStore, requireJsonWrites } from '../studio/http';
import { previewRule, recommendForCart, recommendForProduct } from './recommend';
import { listRules, saveRules } from './rules';

const ruleBodyLimit = limitBody(64);

/**
 * "Goes well with": the storefront's read, for a product or the visitor's
 * cart, and the merchandiser's rules behind it.
 */
export function recommendationRoutes(db: Kysely<Database>, credentials: Credentials, identify: Identify): Hono {
  const app = new Hono();

  app.get(`/${recommendationPaths.base}`, requireStorefront(credentials), async (c) => {
    if (c.req.query('product_id') !== undefined) {
      const query = parseQuery(c, productRecommendationQuerySchema);
      if (!query.ok) return query.response;
      const found = await recommendForProduct(db, query.value.product_id, query.value.limit ?? RECOMMENDATION_LIMIT.fallback, query.value.locale);
      if (!found) return fail(c, 404, 'Product not found');
      return jsonWithEtag(c, envelope(found));
    }
    if (c.req.query('cart') !== undefined) {
      const query = parseQuery(c, cartRecommendationQuerySchema);
      if (!query.ok) return query.response;
      // Whose cart comes from the session, as for the cart calls: a user_id alone opens nothing.
      const owner = await resolveCartOwner(c, identify, query.value);
      if (!owner.ok) return owner.response;
      const found = await recommendForCart(db, owner.value, query.value.limit ?? RECOMMENDATION_LIMIT.fallback, query.value.locale);
      c.header('Cache-Control', 'no-store');
      return c.json(envelope(found));
    }
    return fail(c, 400, 'Give product_id, or cart=1 with user_id and session_id');
  });

  // Served twice: under admin/ for scripts (HTTP basic) and admin/studio/ for the studio's cookie; the staff guard admits both.
  function mountRules(base: string, preview: string, via: 'studio' | 'API') {
    const admin = new Hono();
    admin.use(base, noStore, requireJsonWrites);
    admin.use(preview, noStore);
    admin.get(base, async (c) => c.json(envelope(await listRules(db))));
    admin.put(base, ruleBodyLimit, async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = ruleListUpdateSchema.safeParse(body.value);
      if (!parsed.success) return fail(c, 422, 'The rules are not valid; nothing was saved', issueProblems(parsed.error.issues));
      const staff = staffOf(c);
      const saved = await saveRules(db, parsed.data.rules, { actor: actorName(staff, via), staffId: staff.id });
      if (!saved.ok) return fail(c, saved.status, saved.message, saved.problems);
      return c.json(envelope(await listRules(db), saved.summaries.join('; ')));
    });
    admin.get(preview, async (c) => {
      const query = parseQuery(c, rulePreviewQuerySchema);
      if (!query.ok) return query.response;
      return c.json(envelope(await previewRule(db, query.value.category_id, query.value.target_ids, RECOMMENDATION_LIMIT.fallback)));
    });
    app.route('/', admin);
  }
  mountRules(`/${recommendationPaths.rules}`, `/${recommendationPaths.preview}`, 'API');
  mountRules(`/${recommendationPaths.studioRules}`, `/${recommendationPaths.studioPreview}`, 'studio');

  return app;
}
