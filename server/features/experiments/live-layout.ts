import type { Kysely } from 'kysely';
import { campaignDocumentSchema } from '../../../schemas/api/campaign-pages';
import { campaignSlugOf, isCampaignKey, type ConfigDocument, type ConfigKey } from '../../../schemas/api/studio';
import { uiConfigListSchema, type UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { Database } from '../../db/types';
import { readLivePage } from '../campaign-pages/repository';

/** The entries of a live layout document; null for a campaign page never published. */
export async function liveEntries(db: Kysely<Database>, key: ConfigKey, document: ConfigDocument): Promise<UiConfigEntry[] | null> {
  if (isCampaignKey(key)) {
    const page = campaignDocumentSchema.safeParse(document);
    const published = await readLivePage(db, campaignSlugOf(key));
    return published && page.success ? page.data.sections : null;
  }
  const list = uiConfigListSchema.safeParse(document);
  return list.success ? list.data : [];
}

/** The live document with its entries replaced: what promoting a variant publishes. */
export function withEntries(key: ConfigKey, document: ConfigDocument, entries: UiConfigEntry[]): ConfigDocument {
  if (!isCampaignKey(key)) return entries;
  const page = campaignDocumentSchema.safeParse(document);
  return page.success ? { ...page.data, sections: entries } : entries;
}
