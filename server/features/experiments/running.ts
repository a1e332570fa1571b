import type { Kysely } from 'kysely';
import type { Experiment } from '../../../schemas/api/experiments';
import type { Database } from '../../db/types';
import { listRunning } from './repository';

export interface RunningExperiments {
  /** The running experiments on a configuration key, oldest first. */
  on(key: string): Promise<readonly Experiment[]>;
  /** This instance started, stopped or promoted one: read again at once. */
  forget(): void;
}

/**
 * Running experiments, read at most once a `maxAgeMs` per instance: every
 * page view asks, and they change a few times a month. Another instance's
 * start or stop reaches this one within `maxAgeMs`; assignment is a hash, so
 * instances agree on each visitor's variant meanwhile.
 */
export function runningExperiments(db: Kysely<Database>, maxAgeMs = 2000): RunningExperiments {
  let loaded: { at: number; byKey: Promise<Map<string, Experiment[]>> } | null = null;
  const load = async () => {
    const byKey = new Map<string, Experiment[]>();
    for (const experiment of await listRunning(db)) {
      const list = byKey.get(experiment.target.key) ?? [];
      list.push(experiment);
      byKey.set(experiment.target.key, list);
    }
    return byKey;
  };
  return {
    async on(key) {
      const now = Date.now();
      if (!loaded || now - loaded.at > maxAgeMs) {
        const byKey = load();
        loaded = { at: now, byKey };
        // A failed read is not kept: the next request tries again.
        byKey.catch(() => {
          if (loaded?.byKey === byKey) loaded = null;
        });
      }
      return (await loaded.byKey).get(key) ?? [];
    },
    forget() {
      loaded = null;
    },
  };
}
