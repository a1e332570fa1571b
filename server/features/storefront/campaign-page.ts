import type { Kysely } from 'kysely';
import { campaignPath, type CampaignPage } from '../../../schemas/api/campaign-pages';
import type { Database } from '../../db/types';
import type { Audience } from '../../../schemas/ui-config/audience';
import { resolveCampaign, type CampaignOutcome } from '../campaign-pages/resolve';
import type { PageMeta } from './html';

const CAMPAIGN_PATH = /^\/p\/([^/]+)\/?$/;

/** For /p/{slug}: the page, its redirect or its absence; any other path is not a campaign ('none'). */
export async function campaignFor(db: Kysely<Database>, path: string, inAudience: (audience: Audience) => Promise<boolean>): Promise<CampaignOutcome | { kind: 'none' }> {
  const slug = CAMPAIGN_PATH.exec(path)?.[1];
  return slug === undefined ? { kind: 'none' } : resolveCampaign(db, slug, inAudience);
}

/** Share cards need absolute addresses; the request's own origin is the shop's. */
export function campaignMeta(page: CampaignPage, requestUrl: URL): PageMeta {
  const absolute = (path: string) => (path === '' ? '' : new URL(path, requestUrl.origin).href);
  return { title: page.title, description: page.description, image: absolute(page.share_image), url: absolute(campaignPath(page.slug)) };
}
