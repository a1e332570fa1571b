import { log } from '../observability/logger';

/**
 * Runs `run` every `everyMs` in this process until stopped; a slow run is
 * never overlapped, and a failed one is logged under `label` and tried again
 * on the next tick. The work itself must be safe with every instance running
 * it (claim rows with FOR UPDATE SKIP LOCKED). Returns stop.
 */
export function startBackgroundJob(label: string, run: () => Promise<unknown>, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.error({ err: error, job: label }, `${label}: a run failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A job alone must not keep the process alive (tests, a shutdown).
  timer.unref();
  return () => clearInterval(timer);
}
