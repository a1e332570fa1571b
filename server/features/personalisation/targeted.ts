import type { Audience } from '../../../schemas/ui-config/audience';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { LiveVersion } from '../targeted-layouts/live';
import { tagged } from './personalise';

/** The first version whose audience holds, tried in order; the shopper's context is read only if there is a version to try. */
export async function firstMatching(versions: readonly LiveVersion[], inAudience: (audience: Audience) => Promise<boolean>): Promise<LiveVersion | null> {
  for (const version of versions) if (await inAudience(version.document.audience)) return version;
  return null;
}

/** What the page's sections say about the version they came from: section analytics count them apart from the page's own ('@slug'). */
export const versionTag = (slug: string): string => `@${slug}`;

export const tagVersion = (sections: readonly UiConfigEntry[], slug: string): UiConfigEntry[] => sections.map((entry) => tagged(entry, versionTag(slug)));
