import useSWR, { useSWRConfig } from 'swr';
import { studioPaths, type ConfigKey } from '../../schemas/api/studio';
import { getConfig, getSession, listConfigs, listVersions } from './api';

/** SWR keys are the API paths, so a write can refresh exactly what it changed. */
export const useSession = () => useSWR(studioPaths.session, getSession);
/** Off for a role that cannot read layouts: the nav then lists none. */
export const useConfigs = (enabled = true) => useSWR(enabled ? studioPaths.configs : null, listConfigs);
export const useConfigView = (key: ConfigKey) => useSWR(studioPaths.config(key), () => getConfig(key));
export const useVersions = (key: ConfigKey) => useSWR(studioPaths.versions(key), () => listVersions(key));

/** Refreshes what a publish, schedule or rollback of `key` changes: the summary list and the key's versions. */
export function useRefreshAfterPublish(): (key: ConfigKey) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (key) => {
    await Promise.all([mutate(studioPaths.configs), mutate(studioPaths.versions(key))]);
  };
}
