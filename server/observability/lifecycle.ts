/**
 * An instance's way out of service: once draining, readiness answers 503 (the
 * load balancer stops sending new shoppers), responses ask for their
 * connection to close, and live event streams end with a reconnect hint.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Aborted when draining starts. */
  readonly stopping: AbortSignal;
  drain(): void;
}

export function serverLifecycle(): Lifecycle {
  const controller = new AbortController();
  return {
    get draining() {
      return controller.signal.aborted;
    },
    stopping: controller.signal,
    drain: () => controller.abort(),
  };
}
