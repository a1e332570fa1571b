import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The shell's mount point: nothing of the reporter loads while the page
 * hydrates; it is imported when the browser is next idle, and not at all for
 * a shopper with Global Privacy Control or Do Not Track.
 */

const started = vi.hoisted(() => ({ count: 0, stopped: 0 }));
vi.mock('../../../src/features/section-analytics/start-reporting', () => ({
  startSectionReporting: () => {
    started.count += 1;
    return { flush: () => undefined, stop: () => void (started.stopped += 1) };
  },
}));

import { SectionReporting } from '../../../src/features/section-analytics/SectionReporting';

let idle: (() => void)[];

function setNavigator(key: string, value: unknown): void {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

beforeEach(() => {
  started.count = 0;
  started.stopped = 0;
  idle = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((run: () => void) => idle.push(run)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  setNavigator('globalPrivacyControl', undefined);
  setNavigator('doNotTrack', null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SectionReporting', () => {
  it('loads the reporter when the browser is idle after hydration, and stops it when unmounted', async () => {
    const view = render(<SectionReporting />);
    expect(started.count).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(started.count).toBe(1));
    view.unmount();
    expect(started.stopped).toBe(1);
  });

  it.each([
    ['globalPrivacyControl', true],
    ['doNotTrack', '1'],
  ])('schedules nothing when navigator.%s is %s', (key, value) => {
    setNavigator(key, value);
    render(<SectionReporting />);
    expect(idle).toHaveLength(0);
    expect(started.count).toBe(0);
  });
});
