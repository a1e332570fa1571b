import { pushSettingsSchema, type PushSettings } from '../../../schemas/api/shop-config';
import { ApiError, apiGet } from '../../api/client';
import { endpoints } from '../../data/endpoints';
import { PUSH_MESSAGES, PushError } from './messages';

/** apiRequest's own wording when the server gave no message of its own. */
const GENERIC = /^(Network Error|Request failed( with status \d+)?)$/;

/**
 * The push settings failure as spec section 8 words it: the server's own
 * message when it sent one, 'Invalid response structure' for a body of the
 * wrong shape, otherwise 'Failed to fetch push notification settings'.
 */
export function pushSettingsFailure(err: unknown): string {
  if (!(err instanceof ApiError)) return PUSH_MESSAGES.settingsFailed;
  if (err.message === PUSH_MESSAGES.invalidResponse) return PUSH_MESSAGES.invalidResponse;
  if (err.message === '' || GENERIC.test(err.message)) return PUSH_MESSAGES.settingsFailed;
  return err.message;
}

export async function fetchPushSettings(): Promise<PushSettings> {
  try {
    return await apiGet(endpoints.push.path, pushSettingsSchema);
  } catch (err) {
    throw new PushError(pushSettingsFailure(err));
  }
}
