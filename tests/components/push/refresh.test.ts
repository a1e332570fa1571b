import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_MS } from '../../../src/features/push/messages';
import { refreshPushToken } from '../../../src/features/push/push-flow';
import { schedulePushRefresh } from '../../../src/features/push/startup';
import { needsRefresh, readPushToken, savePushToken } from '../../../src/features/push/token-store';
import { fakeRuntime, fakeTokenServer } from './fakes';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 2, 1, 9, 0);
const owner = { userId: 7, sessionId: 'push-session-0001' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the weekly token refresh decision (spec section 9)', () => {
  const stored = { token: 'local-token-000000000001', savedAt: T0 };
  it.each([
    ['a day old', T0 + DAY, 'granted', false],
    ['a moment short of a week', T0 + TOKEN_REFRESH_MS - 1, 'granted', false],
    ['exactly a week', T0 + TOKEN_REFRESH_MS, 'granted', true],
    ['a month old', T0 + 30 * DAY, 'granted', true],
    ['stale but the permission was revoked', T0 + 30 * DAY, 'denied', false],
    ['stale but the permission was reset', T0 + 30 * DAY, 'default', false],
    ['saved in the future (clock set back)', T0 - DAY, 'granted', true],
  ] as const)('%s', (_name, now, permission, expected) => {
    expect(needsRefresh(stored, permission, now)).toBe(expected);
  });

  it('never refreshes without a token, and refreshes one with no saved time', () => {
    expect(needsRefresh(null, 'granted', T0)).toBe(false);
    localStorage.setItem('userGcmCode', 'local-token-from-before');
    expect(readPushToken()).toEqual({ token: 'local-token-from-before', savedAt: 0 });
    expect(needsRefresh(readPushToken(), 'granted', T0)).toBe(true);
  });

  it('stores the token as userGcmCode with its time', () => {
    savePushToken('local-abc-0000000000000', T0);
    expect(localStorage.getItem('userGcmCode')).toBe('local-abc-0000000000000');
    expect(readPushToken()).toEqual({ token: 'local-abc-0000000000000', savedAt: T0 });
  });
});

describe('refreshing', () => {
  it('does nothing while the token is fresh', async () => {
    const server = fakeTokenServer();
    savePushToken('local-fresh-000000000001', T0);
    const runtime = fakeRuntime({ env: { ...fakeRuntime().env, permission: 'granted' }, clock: T0 + 6 * DAY });
    expect(await refreshPushToken(runtime, owner)).toBe(false);
    expect(runtime.providersLoaded).toBe(0);
    expect(server.calls).toEqual([]);
  });

  it('fetches and registers again after 7 days, with the new time, never asking permission', async () => {
    const server = fakeTokenServer();
    const runtime = fakeRuntime({ env: { ...fakeRuntime().env, permission: 'granted' }, clock: T0 + 8 * DAY });
    savePushToken('local-stale-000000000001', T0);
    expect(await refreshPushToken(runtime, owner)).toBe(true);
    expect(runtime.permissionAsked).toBe(0);
    // The local provider keeps the stored local token, so the server just refreshes it.
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/website/push/tokens', fields: { token: 'local-stale-000000000001', session_id: owner.sessionId, user_id: '7' } },
    ]);
    expect(readPushToken()).toEqual({ token: 'local-stale-000000000001', savedAt: T0 + 8 * DAY });
  });

  it('drops the old token at the server when the provider hands out a new one', async () => {
    const server = fakeTokenServer();
    const runtime = fakeRuntime({ env: { ...fakeRuntime().env, permission: 'granted' }, clock: T0 + 8 * DAY });
    runtime.provider = { kind: 'firebase', getToken: () => Promise.resolve('fcm-new-token-0000000001'), deleteToken: () => Promise.resolve() };
    savePushToken('fcm-old-token-0000000001', T0);
    expect(await refreshPushToken(runtime, owner)).toBe(true);
    expect(server.calls.map((c) => [c.method, c.fields.token])).toEqual([
      ['DELETE', 'fcm-old-token-0000000001'],
      ['POST', 'fcm-new-token-0000000001'],
    ]);
    expect(readPushToken()?.token).toBe('fcm-new-token-0000000001');
  });
});

describe('the start-up check', () => {
  function stubBrowser(permission: NotificationPermission) {
    const idle = vi.fn();
    vi.stubGlobal('Notification', { permission });
    vi.stubGlobal('requestIdleCallback', idle);
    return idle;
  }

  it('schedules nothing without a token, with a fresh one, or without permission', () => {
    vi.useFakeTimers({ now: T0 + DAY, toFake: ['Date'] });
    const idle = stubBrowser('granted');
    schedulePushRefresh();
    savePushToken('local-fresh-000000000002', T0);
    schedulePushRefresh();
    expect(idle).not.toHaveBeenCalled();
    vi.setSystemTime(T0 + 8 * DAY);
    stubBrowser('denied');
    schedulePushRefresh();
    expect(idle).not.toHaveBeenCalled();
  });

  it('schedules the refresh at idle time once the token is a week old', () => {
    vi.useFakeTimers({ now: T0 + 8 * DAY, toFake: ['Date'] });
    const idle = stubBrowser('granted');
    savePushToken('local-stale-000000000002', T0);
    schedulePushRefresh();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
