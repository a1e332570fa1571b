import useSWR from 'swr';
import { campaignPaths, campaignReadSchema, type CampaignRead } from '../../../schemas/api/campaign-pages';
import { apiGet } from '../../api/client';
import { previewOverrides } from '../../data/preview-overrides';

async function readCampaign(path: string): Promise<CampaignRead> {
  // The studio's preview shows the draft it sent, whatever its dates.
  if (previewOverrides.has(path)) return campaignReadSchema.parse(previewOverrides.get(path));
  return apiGet(path, campaignReadSchema);
}

/** A campaign page, seeded by the server's read-ahead on a first visit; a 404 is an ApiError with status 404. */
export function useCampaign(slug: string) {
  return useSWR(campaignPaths.page(slug), readCampaign, { revalidateOnFocus: false });
}
