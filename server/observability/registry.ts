import { collectDefaultMetrics, Registry } from 'prom-client';

/** The process's metrics, served at /metrics: every vitrine_* series and Node's own (CPU, memory, event loop, GC). */
export const metricsRegistry = new Registry();

let processMetrics = false;

/** Once per process: Node's process metrics register names that may exist only once. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
