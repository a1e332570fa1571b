import axe from 'axe-core';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushRuntimeContext, PushToggle, usePushPrompt } from '../../../src/features/push';
import { PUSH_MESSAGES } from '../../../src/features/push/messages';
import { readPushToken, savePushToken } from '../../../src/features/push/token-store';
import type { Account } from '../../../schemas/api/account';
import { userAtom } from '../../../src/state/session';
import { CAPABLE, fakeRuntime, fakeTokenServer, type FakeRuntime } from './fakes';

const SESSION_ID = 'push-session-0001';
const USER: Account = { id: 42, fname: 'Asha', lname: 'Kulkarni', email: 'asha@example.in', mobile: '', referral_code: 'ASHA42', providers: ['password'] };

function renderWith(runtime: FakeRuntime, ui: ReactNode) {
  localStorage.setItem('session_id', SESSION_ID);
  const store = createStore();
  store.set(userAtom, USER);
  return render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <PushRuntimeContext.Provider value={runtime}>
          {ui}
          <Toaster />
        </PushRuntimeContext.Provider>
      </SWRConfig>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PushToggle', () => {
  it('asks permission only on the click, then registers and stores the token', async () => {
    const server = fakeTokenServer();
    const runtime = fakeRuntime();
    renderWith(runtime, <PushToggle />);
    const toggle = await screen.findByRole('switch', { name: 'Order updates on this device' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(runtime.permissionAsked).toBe(0);
    expect(runtime.providersLoaded).toBe(0);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(runtime.permissionAsked).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Order updates are on for this device.');
    const stored = readPushToken();
    expect(stored?.token).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(stored?.savedAt).toBe(runtime.clock);
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/website/push/tokens', fields: { token: stored?.token, session_id: SESSION_ID, user_id: '42' } },
    ]);
  });

  it('turns off: the server forgets the token, then the browser does', async () => {
    const server = fakeTokenServer();
    savePushToken('local-on-already-000000001', Date.now());
    renderWith(fakeRuntime({ env: { ...CAPABLE, permission: 'granted' } }), <PushToggle />);
    const toggle = await screen.findByRole('switch', { name: 'Order updates on this device' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.calls.map((c) => [c.method, c.fields.token])).toEqual([['DELETE', 'local-on-already-000000001']]);
    expect(localStorage.getItem('userGcmCode')).toBeNull();
  });

  it('shows the blocked message when the shopper refuses, and keeps nothing', async () => {
    const server = fakeTokenServer();
    renderWith(fakeRuntime({ answer: 'denied' }), <PushToggle />);
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.permissionBlocked);
    expect(toggle).not.toBeChecked();
    expect(server.calls).toEqual([]);
    expect(readPushToken()).toBeNull();
  });

  it('stays off quietly when the question is dismissed', async () => {
    fakeTokenServer();
    renderWith(fakeRuntime({ answer: 'default' }), <PushToggle />);
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications stay off');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['no service worker', { serviceWorker: false }, PUSH_MESSAGES.unsupportedBrowser],
    ['no IndexedDB', { indexedDb: false }, PUSH_MESSAGES.indexedDbUnsupported],
    ['blocked before', { permission: 'denied' as const }, PUSH_MESSAGES.permissionBlocked],
  ])('explains and disables the switch: %s', async (_name, change, message) => {
    fakeTokenServer();
    const runtime = fakeRuntime({ env: { ...CAPABLE, ...change } });
    renderWith(runtime, <PushToggle />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it("shows the registration failure in the server's words", async () => {
    fakeTokenServer({ failWith: { status: 403, error: 'This belongs to another account' } });
    renderWith(fakeRuntime(), <PushToggle />);
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('This belongs to another account');
    expect(toggle).not.toBeChecked();
    expect(readPushToken()).toBeNull();
  });

  it('shows a settings failure message and renders nothing when the shop has push off', async () => {
    const failing = fakeRuntime();
    failing.fetchSettings = () => Promise.reject(new Error(PUSH_MESSAGES.settingsFailed));
    const { unmount } = renderWith(failing, <PushToggle />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.settingsFailed);
    unmount();
    const off = fakeRuntime({ settings: { enabled: false, vapid_public_key: '' } });
    const { container } = renderWith(off, <PushToggle />);
    await waitFor(() => expect(container.querySelector('input')).toBeNull());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

function PromptHost() {
  const { offer, prompt } = usePushPrompt();
  return (
    <div>
      <button type="button" onClick={offer}>
        Order placed
      </button>
      {prompt}
    </div>
  );
}

describe('usePushPrompt (after a first order)', () => {
  it('shows nothing until offered, then turns push on from "Turn on"', async () => {
    const server = fakeTokenServer();
    const runtime = fakeRuntime();
    renderWith(runtime, <PromptHost />);
    expect(screen.queryByRole('region', { name: 'Order updates' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Order placed' }));
    const region = await screen.findByRole('region', { name: 'Order updates' });
    expect(runtime.permissionAsked).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(region).not.toBeInTheDocument());
    expect(runtime.permissionAsked).toBe(1);
    expect(server.calls).toHaveLength(1);
    expect(await screen.findByText('Order updates are on for this device.')).toBeInTheDocument();
  });

  it('is not offered where it cannot work or was answered already', async () => {
    fakeTokenServer();
    for (const env of [{ ...CAPABLE, serviceWorker: false }, { ...CAPABLE, permission: 'granted' as const }, { ...CAPABLE, permission: 'denied' as const }]) {
      const { unmount } = renderWith(fakeRuntime({ env }), <PromptHost />);
      await userEvent.click(screen.getByRole('button', { name: 'Order placed' }));
      await act(() => Promise.resolve());
      expect(screen.queryByRole('region', { name: 'Order updates' })).toBeNull();
      unmount();
    }
  });

  it('"Not now" closes it without asking, for the rest of the visit', async () => {
    fakeTokenServer();
    const runtime = fakeRuntime();
    renderWith(runtime, <PromptHost />);
    await userEvent.click(screen.getByRole('button', { name: 'Order placed' }));
    await screen.findByRole('region', { name: 'Order updates' });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Order updates' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Order placed' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Order updates' })).toBeNull();
    expect(runtime.permissionAsked).toBe(0);
  });
});

describe('accessibility', () => {
  it('the toggle and the prompt have no axe violations', async () => {
    fakeTokenServer();
    const { container } = renderWith(fakeRuntime(), (
      <main>
        <PushToggle />
        <PromptHost />
      </main>
    ));
    await waitFor(() => expect(screen.getByRole('switch')).toBeEnabled());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
