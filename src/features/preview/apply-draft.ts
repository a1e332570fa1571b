import { mutate } from 'swr';
import type * as z from 'zod/mini';
import { campaignSlugOf, isCampaignKey, isLayoutKey, isTargetedKey, type CampaignKey, type ConfigDocument, type ConfigKey } from '../../../schemas/api/studio';
import { targetedDocumentSchema, type TargetedKey } from '../../../schemas/api/targeted-layouts';
import { campaignDocumentSchema, campaignPageFromDocument } from '../../../schemas/api/campaign-pages';
import { uiConfigListSchema } from '../../../schemas/ui-config/entry';
import { endpoints } from '../../data/endpoints';
import { pathForConfigKey } from '../../data/config-keys';
import { previewOverrides } from '../../data/preview-overrides';

function schemaFor(key: Exclude<ConfigKey, CampaignKey | TargetedKey>): z.ZodMiniType {
  if (isLayoutKey(key)) return uiConfigListSchema;
  return endpoints[key].schema;
}

/**
 * Shows a studio draft in place of the published configuration: parsed with
 * the endpoint's own schema (a draft the storefront could not read is not
 * shown), kept as an override for later revalidations, and written to the
 * app's SWR cache (the default one, which AppProviders uses) without a fetch.
 * Returns whether the draft was applied.
 */
export async function applyDraft(key: ConfigKey, document: ConfigDocument): Promise<boolean> {
  const path = pathForConfigKey(key);
  if (!path) return false;
  const data = readDraft(key, document);
  if (data === undefined) return false;
  previewOverrides.set(path, data);
  await mutate(path, data, { revalidate: false });
  return true;
}

/** The draft as its endpoint would serve it; undefined when the storefront could not read it. */
function readDraft(key: ConfigKey, document: ConfigDocument): unknown {
  if (isCampaignKey(key)) {
    // The preview shows the draft whatever its dates: the merchandiser is looking at it before it goes live.
    const parsed = campaignDocumentSchema.safeParse(document);
    return parsed.success ? { state: 'live', page: campaignPageFromDocument(campaignSlugOf(key), parsed.data) } : undefined;
  }
  if (isTargetedKey(key)) {
    // Previewed in the page's place, whoever the preview is "as": the merchandiser is looking at this version.
    const parsed = targetedDocumentSchema.safeParse(document);
    return parsed.success ? parsed.data.sections : undefined;
  }
  const parsed = schemaFor(key).safeParse(document);
  return parsed.success ? parsed.data : undefined;
}
