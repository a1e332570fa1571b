import { createContext, useContext } from 'react';
import type { PushSettings } from '../../../schemas/api/shop-config';
import { readPushEnvironment, type PushEnvironment } from './capabilities';
import type { PushProvider } from './provider';

/**
 * Everything the push flow asks of the browser and the outside world, so
 * component tests can give a fake provider, permission and clock. The real
 * one loads the provider module (and through it Firebase) only when called.
 */
export interface PushRuntime {
  environment(): PushEnvironment;
  requestPermission(): Promise<NotificationPermission>;
  fetchSettings(): Promise<PushSettings>;
  loadProvider(settings: PushSettings): Promise<PushProvider>;
  now(): number;
}

export const browserPushRuntime: PushRuntime = {
  environment: readPushEnvironment,
  requestPermission: () => Notification.requestPermission(),
  fetchSettings: () => import('./settings').then((m) => m.fetchPushSettings()),
  loadProvider: (settings) => import('./load-provider').then((m) => m.loadPushProvider(settings)),
  now: () => Date.now(),
};

export const PushRuntimeContext = createContext<PushRuntime>(browserPushRuntime);

export function usePushRuntime(): PushRuntime {
  return useContext(PushRuntimeContext);
}
