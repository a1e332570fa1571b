import type { Kysely } from 'kysely';
import type { Experiment } from '../../../schemas/api/experiments';
import type { Database } from '../../db/types';
import { shortCache } from '../../http/short-cache';
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
  const cache = shortCache<Map<string, Experiment[]>>(maxAgeMs, 1);
  const load = async () => {
    const byKey = new Map<string, Experiment[]>();
    for (const experiment of await listRunning(db)) byKey.set(experiment.target.key, [...(byKey.get(experiment.target.key) ?? []), experiment]);
    return byKey;
  };
  return {
    on: async (key) => (await cache.read('all', load)).get(key) ?? [],
    forget: () => cache.clear(),
  };
}
