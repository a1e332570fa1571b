import { mutate } from 'swr';
import type * as z from 'zod/mini';
import { isLayoutKey, type ConfigDocument, type ConfigKey } from '../../../schemas/api/studio';
import { uiConfigListSchema } from '../../../schemas/ui-config/entry';
import { endpoints } from '../../data/endpoints';
import { pathForConfigKey } from '../../data/config-keys';
import { previewOverrides } from '../../data/preview-overrides';

function schemaFor(key: ConfigKey): z.ZodMiniType {
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
  const parsed = schemaFor(key).safeParse(document);
  if (!parsed.success) return false;
  previewOverrides.set(path, parsed.data);
  await mutate(path, parsed.data, { revalidate: false });
  return true;
}
