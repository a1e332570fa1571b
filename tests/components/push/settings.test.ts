import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGES } from '../../../src/features/push/messages';
import { fetchPushSettings } from '../../../src/features/push/settings';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('push notification settings (spec section 8)', () => {
  it('reads website/push-notification', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: true, message: '', data: { enabled: true, vapid_public_key: 'BKey' } }))));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPushSettings()).resolves.toEqual({ enabled: true, vapid_public_key: 'BKey' });
    expect(String(fetchMock.mock.calls[0]?.at(0))).toContain('website/push-notification');
  });

  it("keeps the server's own message", async () => {
    answer(200, { status: false, message: 'Push is being set up' });
    await expect(fetchPushSettings()).rejects.toThrow('Push is being set up');
    answer(503, { status: false, error: 'Settings are down for maintenance' });
    await expect(fetchPushSettings()).rejects.toThrow('Settings are down for maintenance');
  });

  it("says 'Invalid response structure' for a body of the wrong shape", async () => {
    answer(200, { status: true, message: '', data: { enabled: 'sometimes' } });
    await expect(fetchPushSettings()).rejects.toThrow(PUSH_MESSAGES.invalidResponse);
    answer(200, ['not', 'an', 'envelope']);
    await expect(fetchPushSettings()).rejects.toThrow(PUSH_MESSAGES.invalidResponse);
  });

  it("says 'Failed to fetch push notification settings' when there is no message", async () => {
    answer(500, null);
    await expect(fetchPushSettings()).rejects.toThrow(PUSH_MESSAGES.settingsFailed);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchPushSettings()).rejects.toThrow(PUSH_MESSAGES.settingsFailed);
  });
});
