import { PUSH_MESSAGES, PushError, SERVICE_WORKER_TIMEOUT_MS } from './messages';

/** Served from the site root (public/), so its scope can cover every page. */
export const PUSH_WORKER_URL = '/firebase-messaging-sw.js';
/** The scope Firebase messaging itself uses, so it never replaces another worker of the site. */
export const PUSH_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** The parts of a ServiceWorker, its registration and navigator.serviceWorker used here; tests pass fakes. */
export type WorkerLike = Pick<ServiceWorker, 'state' | 'addEventListener' | 'removeEventListener'>;
export interface RegistrationLike {
  active: WorkerLike | null;
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  pushManager: unknown;
}
export interface WorkerContainer<R extends RegistrationLike> {
  register(url: string, options: RegistrationOptions): Promise<R>;
}

/** A registration without a push manager cannot subscribe: the browser or an extension handed back something else. */
function isUsable(value: RegistrationLike | null | undefined): value is RegistrationLike {
  return typeof value === 'object' && value !== null && typeof value.pushManager === 'object' && value.pushManager !== null;
}

function activated(worker: WorkerLike): Promise<void> {
  if (worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (worker.state === 'activated') {
        worker.removeEventListener('statechange', onChange);
        resolve();
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', onChange);
        reject(new PushError(PUSH_MESSAGES.invalidServiceWorker));
      }
    };
    worker.addEventListener('statechange', onChange);
  });
}

async function registerAndActivate<R extends RegistrationLike>(container: WorkerContainer<R>): Promise<R> {
  let registration: R;
  try {
    registration = await container.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  } catch {
    throw new PushError(PUSH_MESSAGES.invalidServiceWorker);
  }
  if (!isUsable(registration)) throw new PushError(PUSH_MESSAGES.invalidServiceWorker);
  if (registration.active) return registration;
  // A fresh registration has a worker installing (or waiting); a push subscription needs it active.
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) throw new PushError(PUSH_MESSAGES.noIncomingServiceWorker);
  await activated(incoming);
  return registration;
}

/**
 * Registers the push service worker and waits until it runs. Spec section 9
 * gives it 10 seconds: past that the shopper sees the timeout message rather
 * than a button that spins for ever.
 */
export function registerPushWorker<R extends RegistrationLike>(container: WorkerContainer<R>, timeoutMs = SERVICE_WORKER_TIMEOUT_MS): Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(PUSH_MESSAGES.serviceWorkerTimeout)), timeoutMs);
  });
  return Promise.race([registerAndActivate(container), timeout]).finally(() => clearTimeout(timer));
}
