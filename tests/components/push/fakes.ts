import { vi } from 'vitest';
import type { PushSettings } from '../../../schemas/api/shop-config';
import type { PushEnvironment } from '../../../src/features/push/capabilities';
import { localPushProvider } from '../../../src/features/push/local-provider';
import type { PushProvider } from '../../../src/features/push/provider';
import type { PushRuntime } from '../../../src/features/push/runtime';

export const CAPABLE: PushEnvironment = {
  window: true,
  serviceWorker: true,
  pushManager: true,
  notification: true,
  indexedDb: true,
  permission: 'default',
};

export interface FakeRuntime extends PushRuntime {
  env: PushEnvironment;
  settings: PushSettings;
  /** What the browser's permission question answers. */
  answer: NotificationPermission;
  clock: number;
  provider: PushProvider;
  permissionAsked: number;
  providersLoaded: number;
}

/** A browser that can do push, with the LocalPushProvider the emulator uses. */
export function fakeRuntime(overrides: Partial<Pick<FakeRuntime, 'env' | 'settings' | 'answer' | 'clock'>> = {}): FakeRuntime {
  const runtime: FakeRuntime = {
    env: overrides.env ?? CAPABLE,
    settings: overrides.settings ?? { enabled: true, vapid_public_key: 'BPublicKey' },
    answer: overrides.answer ?? 'granted',
    clock: overrides.clock ?? Date.UTC(2026, 0, 1),
    provider: localPushProvider(),
    permissionAsked: 0,
    providersLoaded: 0,
    environment: () => runtime.env,
    requestPermission: () => {
      runtime.permissionAsked += 1;
      runtime.env = { ...runtime.env, permission: runtime.answer };
      return Promise.resolve(runtime.answer);
    },
    fetchSettings: () => Promise.resolve(runtime.settings),
    loadProvider: () => {
      runtime.providersLoaded += 1;
      return Promise.resolve(runtime.provider);
    },
    now: () => runtime.clock,
  };
  return runtime;
}

export interface SeenCall {
  method: string;
  path: string;
  fields: Record<string, string>;
}

/** Answers the push token calls like the server does and records them. */
export function fakeTokenServer(options: { failWith?: { status: number; error: string } } = {}) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const fields = Object.fromEntries([...url.searchParams, ...new URLSearchParams(typeof init?.body === 'string' ? init.body : (init?.body?.toString() ?? ''))]);
    calls.push({ method, path: url.pathname, fields });
    await Promise.resolve();
    if (options.failWith) return new Response(JSON.stringify({ status: false, error: options.failWith.error }), { status: options.failWith.status });
    const data = method === 'POST' ? { token: fields.token, user_id: Number(fields.user_id) || null, refreshed_at: new Date(0).toISOString() } : null;
    return new Response(JSON.stringify({ status: true, message: '', data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
