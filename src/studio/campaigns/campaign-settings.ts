import { campaignSettingsSchema } from '../../../schemas/api/campaign-pages';
import { validateProps } from '../form/validate';

/** The settings' problems by field, as the server would find them (server/features/studio/documents.ts). */
export function validateCampaignSettings(settings: Record<string, unknown>): Record<string, string> {
  const errors = validateProps(campaignSettingsSchema, settings);
  const { starts_at: from, ends_at: until } = settings;
  if (typeof from === 'string' && typeof until === 'string' && Date.parse(until) <= Date.parse(from)) errors.ends_at ??= 'The end must come after the start';
  return errors;
}
