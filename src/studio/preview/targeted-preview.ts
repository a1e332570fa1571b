import useSWR from 'swr';
import { isLayoutKey, isTargetedKey, type ConfigKey, type ConfigSummary } from '../../../schemas/api/studio';
import { byPriority, targetedDocumentSchema, targetedParts, type TargetedDocument } from '../../../schemas/api/targeted-layouts';
import { matchesAudience, type AudienceContext } from '../../../schemas/ui-config/audience-match';
import { getConfig } from '../api';
import { useConfigs } from '../hooks';

export interface PreviewVersion {
  slug: string;
  document: TargetedDocument;
}

/** The published, active targeted versions of a page, in the order the server tries them. */
async function loadVersions(keys: readonly ConfigKey[]): Promise<PreviewVersion[]> {
  const views = await Promise.all(keys.map((key) => getConfig(key)));
  return views
    .flatMap((view) => {
      const parsed = targetedDocumentSchema.safeParse(view.published);
      return isTargetedKey(view.key) && view.published_version > 0 && parsed.success && parsed.data.active ? [{ slug: targetedParts(view.key).slug, document: parsed.data }] : [];
    })
    .sort(byPriority);
}

const versionKeysOf = (page: ConfigKey, summaries: readonly ConfigSummary[] | undefined): ConfigKey[] =>
  (summaries ?? []).flatMap((s) => (isTargetedKey(s.key) && targetedParts(s.key).scope === page && s.published_version > 0 ? [s.key] : []));

/**
 * What a page's preview "as" a shopper shows when a targeted version of the
 * page holds for them: the version in the page's place, as the server would
 * serve it (server/features/personalisation). Null: the page's own draft.
 * Read only while a shopper is chosen.
 */
export function useTargetedPreview(configKey: ConfigKey, shopper: AudienceContext | null): PreviewVersion | null {
  const page = isLayoutKey(configKey) && shopper !== null ? configKey : null;
  const { data: summaries } = useConfigs(page !== null);
  const keys = page ? versionKeysOf(page, summaries) : [];
  const { data: versions } = useSWR(keys.length > 0 ? ['studio:targeted-preview', ...keys] : null, () => loadVersions(keys));
  if (!shopper || !versions) return null;
  return versions.find((version) => matchesAudience(version.document.audience, shopper)) ?? null;
}
