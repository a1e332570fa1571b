import type { Kysely } from 'kysely';
import { byPriority, type TargetedDocument } from '../../../schemas/api/targeted-layouts';
import type { Database } from '../../db/types';
import { shortCache } from '../../http/short-cache';
import type { ConfigEventHub } from '../live/hub';
import { listPublishedVersions } from './repository';

export interface LiveVersion {
  slug: string;
  document: TargetedDocument;
}

export interface TargetedVersions {
  /** The active versions of a page, in the order they are tried. */
  on(scope: string): Promise<readonly LiveVersion[]>;
  /** This instance's own admin write: read again at once. */
  forget(): void;
}

/**
 * The active targeted versions, read once per publish (every instance hears
 * a publish through the hub) and at most every `maxAgeMs` otherwise: every
 * page view asks, and they change a few times a month.
 */
export function targetedVersions(db: Kysely<Database>, hub?: Pick<ConfigEventHub, 'subscribe'>, maxAgeMs = 5000): TargetedVersions {
  const cache = shortCache<Map<string, LiveVersion[]>>(maxAgeMs, 1);
  hub?.subscribe(() => cache.clear());
  const load = async () => {
    const byScope = new Map<string, LiveVersion[]>();
    for (const version of await listPublishedVersions(db)) {
      if (!version.document.active) continue;
      byScope.set(version.scope, [...(byScope.get(version.scope) ?? []), { slug: version.slug, document: version.document }]);
    }
    for (const list of byScope.values()) list.sort(byPriority);
    return byScope;
  };
  return {
    on: async (scope) => (await cache.read('all', load)).get(scope) ?? [],
    forget: () => cache.clear(),
  };
}
