import { performance } from 'node:perf_hooks';
import { percentile } from './stats';

/**
 * Requests sent at a steady pace whatever the answers do (an open loop, as
 * shoppers' browsers send: one slow answer does not hold the next request
 * back), so a server that falls behind shows in the tail instead of slowing
 * the sender (no coordinated omission). Each is timed from when it was sent;
 * how late the sender itself was against the schedule (its timers, on a busy
 * machine) is reported apart. autocannon's rate option sends each second's
 * share in one burst at the top of the second: a burst, not a pace.
 */
export interface PacedResult {
  sent: number;
  seconds: number;
  /** Answers by status. */
  statuses: Map<number, number>;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** How late requests left against the schedule, p99 (ms). */
  senderLateP99: number;
}

export interface PacedRequest {
  url: string;
  init: RequestInit;
  /** Told the status once answered (a refused request, or one that failed, gets 0). */
  answered(status: number): void;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export async function pacedLoad(perSecond: number, seconds: number, next: (n: number) => PacedRequest): Promise<PacedResult> {
  const total = Math.round(perSecond * seconds);
  const every = 1000 / perSecond;
  const latencies: number[] = [];
  const lateness: number[] = [];
  const statuses = new Map<number, number>();
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + n * every;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const request = next(n);
    const sent = performance.now();
    lateness.push(Math.max(0, sent - due));
    inFlight.push(
      fetch(request.url, request.init)
        .then(async (res) => {
          await res.arrayBuffer();
          latencies.push(performance.now() - sent);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          request.answered(res.status);
        })
        .catch(() => {
          failed += 1;
          request.answered(0);
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent: total,
    seconds: elapsed,
    statuses,
    failed,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    senderLateP99: round(percentile(lateness.sort((a, b) => a - b), 99)),
  };
}
