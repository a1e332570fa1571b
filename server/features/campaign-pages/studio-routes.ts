import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { campaignPaths, type CampaignSummary } from '../../../schemas/api/campaign-pages';
import { CAMPAIGN_KEY_PREFIX } from '../../../schemas/api/studio';
import type { Database } from '../../db/types';
import { envelope } from '../../http/respond';
import { listPublishedPages, summaryOf } from './repository';

const titled = z.looseObject({ title: z.string() });

/**
 * The studio's list of campaign pages, for its navigation and the link
 * picker: published ones with where they stand, then pages still in their
 * first draft.
 */
export function campaignStudioRoutes(db: Kysely<Database>): Hono {
  const app = new Hono();
  app.get(`/${campaignPaths.studioList}`, async (c) => {
    const now = new Date();
    const [published, drafts] = await Promise.all([
      listPublishedPages(db),
      db.selectFrom('config_drafts').select(['key', 'document']).where('key', 'like', `${CAMPAIGN_KEY_PREFIX}%`).orderBy('key').execute(),
    ]);
    const known = new Set(published.map((page) => page.slug));
    const firstDrafts: CampaignSummary[] = drafts.flatMap((draft) => {
      const slug = draft.key.slice(CAMPAIGN_KEY_PREFIX.length);
      if (known.has(slug)) return [];
      const doc = titled.safeParse(draft.document);
      return [{ slug, title: doc.success && doc.data.title ? doc.data.title : slug, state: 'draft', starts_at: null, ends_at: null }];
    });
    return c.json(envelope([...published.map((page) => summaryOf(page, now)), ...firstDrafts]));
  });
  return app;
}
