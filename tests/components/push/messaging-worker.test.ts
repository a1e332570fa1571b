import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: unknown) => void;

/** Runs public/firebase-messaging-sw.js against a fake worker global. */
function loadWorker(windows: { url: string; focus: () => Promise<unknown>; navigate: (u: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: { body: string; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://shop.example.in' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: (title: string, options: { body: string; data: { url: string } }) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(readFileSync(join(process.cwd(), 'public/firebase-messaging-sw.js'), 'utf8'), { self, URL });
  async function fire(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { listeners, shown, opened, fire };
}

const pushOf = (json: unknown) => ({ data: { json: () => json, text: () => JSON.stringify(json) } });

describe('firebase-messaging-sw.js', () => {
  it('handles install, activate, push and notificationclick', () => {
    expect([...loadWorker().listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it('shows an FCM data message and a plain JSON push', async () => {
    const w = loadWorker();
    await w.fire('push', pushOf({ data: { title: 'Order CBT1: Shipped', body: 'On its way', url: '/order/12' } }));
    await w.fire('push', pushOf({ title: 'Hello', body: 'Plain', url: '/orders' }));
    expect(w.shown.map((s) => [s.title, s.options.body, s.options.data.url])).toEqual([
      ['Order CBT1: Shipped', 'On its way', 'https://shop.example.in/order/12'],
      ['Hello', 'Plain', 'https://shop.example.in/orders'],
    ]);
  });

  it('never links off the site', async () => {
    const w = loadWorker();
    await w.fire('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/phish' }));
    expect(w.shown[0]?.options.data.url).toBe('https://shop.example.in/');
  });

  it('opens the url on click, or focuses a tab already there', async () => {
    const w = loadWorker();
    const close = vi.fn();
    await w.fire('notificationclick', { notification: { close, data: { url: 'https://shop.example.in/order/12' } } });
    expect(close).toHaveBeenCalled();
    expect(w.opened).toEqual(['https://shop.example.in/order/12']);

    const focus = vi.fn(() => Promise.resolve());
    const there = loadWorker([{ url: 'https://shop.example.in/order/12', focus, navigate: vi.fn(() => Promise.resolve()) }]);
    await there.fire('notificationclick', { notification: { close, data: { url: 'https://shop.example.in/order/12' } } });
    expect(focus).toHaveBeenCalled();
    expect(there.opened).toEqual([]);
  });
});
