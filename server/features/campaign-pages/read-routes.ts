import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { CampaignRead } from '../../../schemas/api/campaign-pages';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { envelope, fail } from '../../http/respond';
import { CONFIG_CACHE_HEADERS, PERSONAL_CACHE_HEADERS } from '../config/read-routes';
import { campaignKey } from '../../../schemas/api/studio';
import type { Personaliser } from '../personalisation/personaliser';
import { resolveCampaign } from './resolve';

/** GET website/pages/{slug}: what the storefront's /p/{slug} route reads when it is reached inside the app. */
export function campaignReadRoutes(db: Kysely<Database>, credentials: Credentials, personalisation?: Personaliser): Hono {
  const app = new Hono();
  app.get('/website/pages/:slug', requireStorefront(credentials), async (c) => {
    const slug = c.req.param('slug');
    const lens = personalisation?.forRequest(c);
    const outcome = await resolveCampaign(db, slug, lens?.inAudience);
    if (outcome.kind === 'missing') return fail(c, 404, `There is no page at /p/${slug}`);
    if (outcome.kind === 'redirect') {
      // Revalidated on every read like the layouts: the window opens and closes by the clock.
      for (const [name, value] of Object.entries(CONFIG_CACHE_HEADERS)) c.header(name, value);
      return c.json(envelope<CampaignRead>({ state: 'ended', redirect_to: outcome.to }));
    }
    const { page } = outcome;
    const key = campaignKey(page.slug);
    const sections = lens ? await lens.layout(key, page.sections) : page.sections;
    // Private whatever the page holds: whether it exists at all may depend on who asks (its audience).
    for (const [name, value] of Object.entries(PERSONAL_CACHE_HEADERS)) c.header(name, value);
    return c.json(envelope<CampaignRead>({ state: 'live', page: { ...page, sections } }));
  });
  return app;
}
