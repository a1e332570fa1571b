import useSWR from 'swr';
import type { PushSettings } from '../../../schemas/api/shop-config';
import { endpoints } from '../../data/endpoints';
import { usePushRuntime } from './runtime';

/**
 * The shop's push settings under the endpoint's own SWR key, so every reader
 * shares one request. The error is already in the spec's words (settings.ts).
 */
export function usePushSettings(enabled: boolean) {
  const runtime = usePushRuntime();
  return useSWR<PushSettings, Error>(enabled ? endpoints.push.path : null, () => runtime.fetchSettings(), { revalidateOnFocus: false });
}
