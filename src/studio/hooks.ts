import useSWR, { useSWRConfig } from 'swr';
import * as z from 'zod/mini';
import { campaignPaths, campaignSummarySchema } from '../../schemas/api/campaign-pages';
import { studioPaths, type ConfigKey } from '../../schemas/api/studio';
import { call, getConfig, getSession, listConfigs, listVersions } from './api';

/** SWR keys are the API paths, so a write can refresh exactly what it changed. */
export const useSession = () => useSWR(studioPaths.session, getSession);
/** Off for a role that cannot read layouts: the nav then lists none. */
export const useConfigs = (enabled = true) => useSWR(enabled ? studioPaths.configs : null, listConfigs);
/** Campaign pages for link pickers: any page, published or not, so a menu link can be ready before the sale opens. */
export const useCampaignPages = () => useSWR(campaignPaths.studioList, () => call('GET', campaignPaths.studioList, z.array(campaignSummarySchema)));
export const useConfigView = (key: ConfigKey) => useSWR(studioPaths.config(key), () => getConfig(key));
export const useVersions = (key: ConfigKey) => useSWR(studioPaths.versions(key), () => listVersions(key));

/** Refreshes what a publish, schedule or rollback of `key` changes: the summary list and the key's versions. */
export function useRefreshAfterPublish(): (key: ConfigKey) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (key) => {
    await Promise.all([mutate(studioPaths.configs), mutate(studioPaths.versions(key))]);
  };
}
