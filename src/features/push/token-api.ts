import * as z from 'zod/mini';
import { pushPaths, pushTokenSchema, type PushToken } from '../../../schemas/api/push';
import { apiRequest } from '../../api/client';

/** Registers (or refreshes) this browser's token with the shop; user 0 is a guest. */
export async function registerPushToken(token: string, sessionId: string, userId: number): Promise<PushToken> {
  const body = new URLSearchParams({ token, session_id: sessionId, user_id: String(userId) });
  return (await apiRequest(pushPaths.tokens, pushTokenSchema, { method: 'POST', body })).data;
}

export async function unregisterPushToken(token: string): Promise<void> {
  await apiRequest(`${pushPaths.tokens}?${new URLSearchParams({ token }).toString()}`, z.unknown(), { method: 'DELETE' });
}
