import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/lib/preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferredModule() {
  let resolve: (m: { default: typeof Greeting }) => void = () => {};
  const promise = new Promise<{ default: typeof Greeting }>((done) => (resolve = done));
  let calls = 0;
  return { load: () => (calls++, promise), resolve: () => resolve({ default: Greeting }), calls: () => calls };
}

describe('preloadable', () => {
  it('renders a preloaded component at once: the fallback never shows', async () => {
    const mod = deferredModule();
    const page = preloadable(mod.load);
    const ready = page.preload();
    mod.resolve();
    await ready;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component name="Asha" />
      </Suspense>,
    );
    // Synchronously on screen after render: nothing suspended.
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends while the chunk is on its way, then shows it; the chunk is asked for once', async () => {
    const mod = deferredModule();
    const page = preloadable(mod.load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => mod.resolve());
    expect(await screen.findByText('Hello Ravi')).toBeTruthy();
    await page.preload();
    expect(mod.calls()).toBe(1);
  });
});
