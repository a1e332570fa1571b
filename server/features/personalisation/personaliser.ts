import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import type { Database } from '../../db/types';
import { log } from '../../observability/logger';
import { recordExposures } from '../experiments/attribution';
import type { RunningExperiments } from '../experiments/running';
import type { TargetedVersions } from '../targeted-layouts/live';
import { personalise } from './personalise';
import type { Audience } from '../../../schemas/ui-config/audience';
import { matchesAudience } from '../../../schemas/ui-config/audience-match';
import { requestLens } from './request-lens';
import { firstMatching, tagVersion } from './targeted';

/** A layout as one request's visitor sees it. */
export type LayoutLens = (key: string, entries: readonly UiConfigEntry[]) => Promise<UiConfigEntry[]>;

/** One request's shopper, read once for every layout and audience the request needs. */
export interface RequestLens {
  layout: LayoutLens;
  /** Whether the shopper is in an audience (a campaign page's own). */
  inAudience(audience: Audience): Promise<boolean>;
}

export interface Personaliser {
  /** Whether anything about this layout depends on who looks: a running experiment, an audience or a targeted version. */
  varies(key: string, serialised: string): Promise<boolean>;
  forRequest(c: Context, visitor?: { user_id: number; session_id: string }): RequestLens;
}

/**
 * Targeted versions, audiences and experiments, applied by the server to
 * every layout it serves (the page's inlined layouts and the API reads
 * alike), so the server-rendered page and the browser's later reads agree and
 * nothing flickers.
 *
 * A shopper in a targeted version's audience gets that version in place of
 * the page and takes part in none of the page's experiments: an experiment's
 * variants are of the page's own sections, by position.
 */
export function personaliser(db: Kysely<Database>, running: RunningExperiments, targeted: TargetedVersions): Personaliser {
  return {
    async varies(key, serialised) {
      return serialised.includes('audience') || (await running.on(key)).length > 0 || (await targeted.on(key)).length > 0;
    },
    forRequest(c, visitor) {
      const lens = requestLens(c, db, visitor);
      const inAudience = async (audience: Audience) => matchesAudience(audience, await lens.context());
      return {
        inAudience,
        layout: async (key, entries) => {
          const version = await firstMatching(await targeted.on(key), inAudience);
          const result = version
            ? await personalise(tagVersion(version.document.sections, version.slug), [], lens)
            : await personalise(entries, await running.on(key), lens);
          if (lens.sessionId !== null && result.exposures.length > 0) {
            // A failed write loses an exposure, never the page.
            await recordExposures(db, lens.sessionId, result.exposures).catch((err: unknown) => log.error({ err, key }, 'experiments: recording an exposure failed'));
          }
          return result.entries;
        },
      };
    },
  };
}
