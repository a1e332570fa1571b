import * as z from 'zod/mini';
import useSWR, { useSWRConfig } from 'swr';
import {
  experimentPaths,
  experimentResultsSchema,
  experimentSchema,
  promoteRequestSchema,
  type Experiment,
  type ExperimentInput,
  type ExperimentResults,
} from '../../../schemas/api/experiments';
import { studioPaths } from '../../../schemas/api/studio';
import { call } from '../api';

/* The experiments desk's calls: every answer is parsed with the contract's schemas (call() refuses any other shape). */

/** How often a running experiment's figures are read again: visitors keep arriving while the page is open. */
export const RUNNING_REFRESH_MS = 30_000;

const experimentListSchema = z.array(experimentSchema);

// The reads take their SWR key, which is their path.
const listExperiments = (path: string): Promise<Experiment[]> => call('GET', path, experimentListSchema);
const readExperiment = (path: string): Promise<Experiment> => call('GET', path, experimentSchema);
const readResults = (path: string): Promise<ExperimentResults> => call('GET', path, experimentResultsSchema);

export const createExperiment = (input: ExperimentInput): Promise<Experiment> => call('POST', experimentPaths.list, experimentSchema, input);
export const updateExperiment = (id: number, input: ExperimentInput): Promise<Experiment> => call('PUT', experimentPaths.one(id), experimentSchema, input);

export const startExperiment = (id: number): Promise<Experiment> => call('POST', experimentPaths.start(id), experimentSchema, {});
export const stopExperiment = (id: number): Promise<Experiment> => call('POST', experimentPaths.stop(id), experimentSchema, {});
export const promoteVariant = (id: number, variant: string): Promise<Experiment> =>
  call('POST', experimentPaths.promote(id), experimentSchema, promoteRequestSchema.parse({ variant }));

/** SWR keys are the API paths, as elsewhere in the studio, so a write refreshes exactly what it changed. */
export const useExperiments = () => useSWR(experimentPaths.list, listExperiments);
export const useExperiment = (id: number) => useSWR(experimentPaths.one(id), readExperiment);

/** A draft has no figures yet; a running one is read again every RUNNING_REFRESH_MS. */
export const useExperimentResults = (experiment: Pick<Experiment, 'id' | 'status'> | undefined) =>
  useSWR(experiment && experiment.status !== 'draft' ? experimentPaths.results(experiment.id) : null, readResults, {
    refreshInterval: experiment?.status === 'running' ? RUNNING_REFRESH_MS : 0,
  });

/**
 * After a write: the experiment as the server answered, and the list and
 * results that show it; a promotion published a version of its page, so the
 * page's reads too.
 */
export function useRefreshExperiment(): (experiment: Experiment) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (experiment) => {
    const { key } = experiment.target;
    const published = experiment.status === 'promoted' ? [mutate(studioPaths.configs), mutate(studioPaths.config(key)), mutate(studioPaths.versions(key))] : [];
    await Promise.all([
      mutate(experimentPaths.one(experiment.id), experiment, { revalidate: false }),
      mutate(experimentPaths.list),
      mutate(experimentPaths.results(experiment.id)),
      ...published,
    ]);
  };
}
