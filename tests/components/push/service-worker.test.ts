import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGES, SERVICE_WORKER_TIMEOUT_MS } from '../../../src/features/push/messages';
import { PUSH_WORKER_SCOPE, PUSH_WORKER_URL, registerPushWorker, type RegistrationLike } from '../../../src/features/push/service-worker';

/** A service worker whose state the test moves on. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function registration(parts: Partial<RegistrationLike>): RegistrationLike {
  return { active: null, installing: null, waiting: null, pushManager: {}, ...parts };
}

function container(answer: () => Promise<RegistrationLike>) {
  const register = vi.fn((_url: string, _options: RegistrationOptions) => answer());
  return { register };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('registering the push service worker', () => {
  it('registers the root worker under the messaging scope and returns an active registration', async () => {
    const ready = registration({ active: new FakeWorker('activated') });
    const c = container(() => Promise.resolve(ready));
    await expect(registerPushWorker(c)).resolves.toBe(ready);
    expect(c.register).toHaveBeenCalledWith(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
    expect(PUSH_WORKER_URL).toBe('/firebase-messaging-sw.js');
  });

  it('waits for an installing worker to activate', async () => {
    const worker = new FakeWorker('installing');
    const reg = registration({ installing: worker });
    const pending = registerPushWorker(container(() => Promise.resolve(reg)));
    await Promise.resolve();
    worker.moveTo('installed');
    worker.moveTo('activated');
    await expect(pending).resolves.toBe(reg);
  });

  it("says 'No incoming service worker found.' when nothing is installing, waiting or active", async () => {
    await expect(registerPushWorker(container(() => Promise.resolve(registration({}))))).rejects.toThrow(PUSH_MESSAGES.noIncomingServiceWorker);
  });

  it('calls a worker that turns redundant an invalid registration', async () => {
    const worker = new FakeWorker('installing');
    const pending = registerPushWorker(container(() => Promise.resolve(registration({ installing: worker }))));
    await Promise.resolve();
    worker.moveTo('redundant');
    await expect(pending).rejects.toThrow(PUSH_MESSAGES.invalidServiceWorker);
  });

  it('calls a refused registration or one without a push manager invalid', async () => {
    await expect(registerPushWorker(container(() => Promise.reject(new Error('SecurityError'))))).rejects.toThrow(PUSH_MESSAGES.invalidServiceWorker);
    await expect(registerPushWorker(container(() => Promise.resolve(registration({ pushManager: null }))))).rejects.toThrow(
      PUSH_MESSAGES.invalidServiceWorker,
    );
  });

  it('gives up after 10 seconds with the timeout message', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker('installing');
    const pending = registerPushWorker(container(() => Promise.resolve(registration({ installing: worker }))));
    const outcome = pending.then(
      () => 'resolved',
      (err: unknown) => (err instanceof Error ? err.message : 'other'),
    );
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(PUSH_MESSAGES.serviceWorkerTimeout);
    expect(SERVICE_WORKER_TIMEOUT_MS).toBe(10_000);
  });
});
