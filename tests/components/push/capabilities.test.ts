import { describe, expect, it } from 'vitest';
import { pushCapabilityError, readPushEnvironment, type PushEnvironment } from '../../../src/features/push/capabilities';
import { PUSH_MESSAGES } from '../../../src/features/push/messages';
import { CAPABLE } from './fakes';

describe('push capability matrix', () => {
  const rows: [string, Partial<PushEnvironment>, string | null][] = [
    ['everything present, not yet asked', {}, null],
    ['permission already granted', { permission: 'granted' }, null],
    ['no window (a worker or the server)', { window: false }, PUSH_MESSAGES.onlyInWindow],
    ['no window wins over everything else missing', { window: false, serviceWorker: false, indexedDb: false, permission: 'denied' }, PUSH_MESSAGES.onlyInWindow],
    ['no service worker', { serviceWorker: false }, PUSH_MESSAGES.unsupportedBrowser],
    ['no PushManager', { pushManager: false }, PUSH_MESSAGES.unsupportedBrowser],
    ['no Notification', { notification: false }, PUSH_MESSAGES.unsupportedBrowser],
    ['no IndexedDB', { indexedDb: false }, PUSH_MESSAGES.indexedDbUnsupported],
    ['unsupported wins over IndexedDB', { pushManager: false, indexedDb: false }, PUSH_MESSAGES.unsupportedBrowser],
    ['permission blocked', { permission: 'denied' }, PUSH_MESSAGES.permissionBlocked],
    ['IndexedDB wins over a blocked permission', { indexedDb: false, permission: 'denied' }, PUSH_MESSAGES.indexedDbUnsupported],
  ];
  it.each(rows)('%s', (_name, change, expected) => {
    expect(pushCapabilityError({ ...CAPABLE, ...change })).toBe(expected);
  });

  it('words every message as the spec names it (section 8)', () => {
    expect(PUSH_MESSAGES.onlyInWindow).toContain('only available in window');
    expect(PUSH_MESSAGES.unsupportedBrowser.toLowerCase()).toContain('unsupported browser');
    expect(PUSH_MESSAGES.indexedDbUnsupported).toContain('IndexedDB unsupported');
    expect(PUSH_MESSAGES.permissionBlocked.toLowerCase()).toContain('permission blocked');
    expect(PUSH_MESSAGES.noIncomingServiceWorker).toBe('No incoming service worker found.');
    expect(PUSH_MESSAGES.invalidServiceWorker.toLowerCase()).toContain('invalid service worker registration');
    expect(PUSH_MESSAGES.serviceWorkerTimeout.toLowerCase()).toContain('service worker registration timeout');
    expect(PUSH_MESSAGES.settingsFailed).toBe('Failed to fetch push notification settings');
    expect(PUSH_MESSAGES.invalidResponse).toBe('Invalid response structure');
  });

  it('reads jsdom as a window without service workers or push', () => {
    const env = readPushEnvironment();
    expect(env.window).toBe(true);
    expect(env.serviceWorker).toBe(false);
    expect(pushCapabilityError(env)).toBe(PUSH_MESSAGES.unsupportedBrowser);
  });
});
