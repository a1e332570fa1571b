import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tapCaptureScript } from '../../../server/features/storefront/html';
import { replayTaps } from '../../../src/app/replay-taps';
import { REPLAY_QUEUE } from '../../../schemas/replay-taps';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

function Controls({ onTick }: { onTick: (on: boolean) => void }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" data-replay="count" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      <label>
        <input type="checkbox" data-replay="tick" onChange={(event) => onTick(event.currentTarget.checked)} />
        Tick
      </label>
      <button type="button" onClick={() => setCount(count + 10)}>
        unmarked
      </button>
    </div>
  );
}

let root: Root | null = null;
let container: HTMLElement;

/** The server's HTML with the page's loader listening, as a shopper sees it before the entry script arrives. */
function serverPage(onTick: (on: boolean) => void = () => {}): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Controls onTick={onTick} />);
  document.body.append(container);
  new Function(tapCaptureScript())();
  return container;
}

const counter = () => container.querySelector<HTMLButtonElement>('[data-replay="count"]');

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  Reflect.set(window, REPLAY_QUEUE, null);
});

describe('taps before hydration', () => {
  it('are kept, marked busy, and replayed once on the node hydration adopted', async () => {
    const ticks: boolean[] = [];
    serverPage((on) => ticks.push(on));
    const pressed = counter();
    const box = container.querySelector('input');
    pressed?.click();
    pressed?.click();
    box?.click();
    expect(pressed?.getAttribute('aria-busy')).toBe('true');
    // A kept tap does nothing natively: the checkbox is not ticked behind the app's back.
    expect(box?.checked).toBe(false);

    // Development React lists the loader's busy mark as an attribute the client did not render;
    // production React neither warns nor touches it (the browser test's page health watches that).
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(container, <Controls onTick={(on) => ticks.push(on)} />);
    });
    for (const call of complaints.mock.calls) expect(call.join(' ')).toContain('aria-busy');
    complaints.mockRestore();
    // React adopts the server's nodes: the element pressed is the one hydrated.
    expect(counter()).toBe(pressed);
    expect(pressed?.textContent).toBe('0');

    let replayed = 0;
    await act(async () => {
      replayed = await replayTaps();
    });
    expect(replayed).toBe(2);
    expect(pressed?.textContent).toBe('1');
    expect(pressed?.hasAttribute('aria-busy')).toBe(false);
    expect(box?.checked).toBe(true);
    expect(ticks).toEqual([true]);

    // The loader has stood down: later taps reach React alone, once each, and nothing is replayed twice.
    act(() => pressed?.click());
    expect(pressed?.textContent).toBe('2');
    expect(await replayTaps()).toBe(0);
  });

  it('leaves unmarked controls alone', () => {
    serverPage();
    const unmarked = container.querySelectorAll('button')[1];
    unmarked?.click();
    expect(unmarked?.hasAttribute('aria-busy')).toBe(false);
    expect(Reflect.get(window, REPLAY_QUEUE)).toEqual([]);
  });

  it('finds the control again by its place and name when React rendered it afresh', async () => {
    serverPage();
    counter()?.click();
    act(() => {
      // A client render (what a hydration mismatch falls back to) makes new nodes.
      container.innerHTML = '';
      root = createRoot(container);
      root.render(<Controls onTick={() => {}} />);
    });
    await act(async () => {
      expect(await replayTaps()).toBe(1);
    });
    expect(counter()?.textContent).toBe('1');
  });

  it('are replayed in order, each seeing what the one before did', async () => {
    const sent: number[] = [];
    function Order() {
      const [qty, setQty] = useState(1);
      return (
        <div>
          <button type="button" data-replay="more" onClick={() => setQty(qty + 1)}>
            {qty}
          </button>
          <button type="button" data-replay="send" onClick={() => sent.push(qty)}>
            send
          </button>
        </div>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Order />);
    document.body.append(container);
    new Function(tapCaptureScript())();
    const [more, send] = container.querySelectorAll('button');
    more?.click();
    send?.click();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(container, <Order />);
    });
    vi.restoreAllMocks();
    await act(async () => {
      await replayTaps();
    });
    expect(sent).toEqual([2]);
  });
});
