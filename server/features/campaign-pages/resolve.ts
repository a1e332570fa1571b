import type { Kysely } from 'kysely';
import { campaignPageFromDocument, campaignSlugSchema, campaignState, type CampaignPage } from '../../../schemas/api/campaign-pages';
import type { Database } from '../../db/types';
import type { Audience } from '../../../schemas/ui-config/audience';
import { readLivePage } from './repository';

export type CampaignOutcome = { kind: 'live'; page: CampaignPage } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/**
 * What /p/{slug} shows now: the page inside its window; after its end, the
 * page the merchandiser chose (or nothing); before its start, nothing, so a
 * sale cannot be found early by guessing its address. A page with an
 * audience is missing for anyone outside it.
 */
export async function resolveCampaign(db: Kysely<Database>, rawSlug: string, inAudience: (audience: Audience) => Promise<boolean> = async () => true, now = new Date()): Promise<CampaignOutcome> {
  const slug = campaignSlugSchema.safeParse(rawSlug);
  if (!slug.success) return { kind: 'missing' };
  const page = await readLivePage(db, slug.data);
  if (!page) return { kind: 'missing' };
  const state = campaignState(page, now);
  if (state === 'live') {
    if (page.audience && !(await inAudience(page.audience))) return { kind: 'missing' };
    return { kind: 'live', page: campaignPageFromDocument(slug.data, page) };
  }
  if (state === 'ended' && page.after_end !== '') return { kind: 'redirect', to: page.after_end };
  return { kind: 'missing' };
}
