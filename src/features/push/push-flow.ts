import { pushCapabilityError } from './capabilities';
import { PUSH_MESSAGES, PushError } from './messages';
import type { PushRuntime } from './runtime';
import { registerPushToken, unregisterPushToken } from './token-api';
import { forgetPushToken, needsRefresh, readPushToken, savePushToken } from './token-store';

/** Who the token is registered for: user 0 is a guest. */
export interface PushOwner {
  userId: number;
  sessionId: string;
}

/** 'dismissed': the shopper closed the browser's question without answering; nothing changed. */
export type EnableResult = { status: 'on'; token: string } | { status: 'dismissed' };

/** Throws PushError with the message to show when push cannot work here. */
export function assertPushCapable(runtime: PushRuntime): void {
  const problem = pushCapabilityError(runtime.environment());
  if (problem) throw new PushError(problem);
}

/**
 * Turns notifications on. Only ever called from a shopper's click (the
 * account toggle or the post-order prompt): browsers penalise, and shoppers
 * dislike, a permission question on first load.
 */
export async function enablePush(runtime: PushRuntime, owner: PushOwner): Promise<EnableResult> {
  assertPushCapable(runtime);
  const settings = await runtime.fetchSettings();
  if (!settings.enabled) throw new PushError(PUSH_MESSAGES.turnedOffByShop);
  const permission = await runtime.requestPermission();
  if (permission === 'denied') throw new PushError(PUSH_MESSAGES.permissionBlocked);
  if (permission !== 'granted') return { status: 'dismissed' };
  const provider = await runtime.loadProvider(settings);
  const token = await provider.getToken();
  await registerPushToken(token, owner.sessionId, owner.userId);
  savePushToken(token, runtime.now());
  return { status: 'on', token };
}

/** Turns them off: the server forgets the device first, so no push arrives after the switch shows off. */
export async function disablePush(runtime: PushRuntime): Promise<void> {
  const stored = readPushToken();
  if (stored) await unregisterPushToken(stored.token);
  forgetPushToken();
  if (!stored) return;
  // Invalidating the token at FCM is a courtesy: the server no longer has it anyway.
  try {
    const provider = await runtime.loadProvider(await runtime.fetchSettings());
    await provider.deleteToken();
  } catch {
    // Offline or FCM unreachable: the token simply expires there.
  }
}

/**
 * The weekly refresh (spec section 9): fetches the token again when it is 7
 * days old and the permission is still granted, and tells the server, which
 * also learns if FCM handed out a new one. Resolves with whether it ran.
 */
export async function refreshPushToken(runtime: PushRuntime, owner: PushOwner): Promise<boolean> {
  const stored = readPushToken();
  const env = runtime.environment();
  if (!needsRefresh(stored, env.permission, runtime.now()) || !stored) return false;
  assertPushCapable(runtime);
  const settings = await runtime.fetchSettings();
  if (!settings.enabled) return false;
  const provider = await runtime.loadProvider(settings);
  const token = await provider.getToken();
  if (token !== stored.token) await unregisterPushToken(stored.token);
  await registerPushToken(token, owner.sessionId, owner.userId);
  savePushToken(token, runtime.now());
  return true;
}
