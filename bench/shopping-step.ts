import autocannon, { type SequenceRequest } from 'autocannon';
import { z } from 'zod';
import { quoteSchema } from '../schemas/api/checkout';
import { envelopeSchema } from '../schemas/api/envelope';
import type { StepFigures } from './load-steps';
import type { ShopperPool } from './shopper-pool';
import { percentile } from './stats';
import { VISIT_STEPS, visitRequests, type Buyable, type Shopper, type VisitRequest } from './shopping-visit';

/**
 * One load step: `connections` shoppers, each an autocannon connection
 * walking visit after visit (bench/shopping-visit.ts) for `seconds`, each
 * visit as a shopper of the pool no other visit holds.
 */
export interface StepResult extends StepFigures {
  /** Non-2xx answers per kind of request, and the first one's text. */
  failures: Record<string, number>;
  firstFailure: string;
  /** Which calls the p99 comes from: 2xx latency per kind of request, as autocannon counts its own. */
  byRequest: Record<string, { p50Ms: number; p99Ms: number }>;
}

const resultSchema = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

const ok = (status: number) => status >= 200 && status < 300;

export function runStep(target: string, connections: number, seconds: number, pool: ShopperPool<Shopper>, products: readonly Buyable[]): Promise<StepResult> {
  // Keyed by autocannon's per-pass context: the visit and its shopper live exactly as long as the pass.
  const visits = new WeakMap<object, { shopper: Shopper; requests: VisitRequest[]; sentAt: number }>();
  const failures: Record<string, number> = {};
  const latencies = new Map<string, number[]>(VISIT_STEPS.map((name) => [name, []]));
  let firstFailure = '';
  let visitNumber = 0;
  const last = VISIT_STEPS.length - 1;
  const requests: SequenceRequest[] = VISIT_STEPS.map((name, index) => ({
    setupRequest: (request, context) => {
      if (index === 0) {
        const shopper = pool.take();
        visits.set(context, { shopper, requests: visitRequests(shopper, visitNumber++, products), sentAt: 0 });
      }
      const visit = visits.get(context);
      const planned = visit?.requests[index];
      if (!visit || !planned) return null;
      // autocannon builds each request right before writing it (the very first one excepted, built before connecting).
      visit.sentAt = performance.now();
      // A copy: autocannon writes Content-Length into the headers it is given.
      return { ...request, method: planned.method, path: planned.path, headers: { ...planned.headers }, body: planned.body ?? '' };
    },
    onResponse: (status, body, context) => {
      const visit = visits.get(context);
      if (!ok(status)) {
        failures[name] = (failures[name] ?? 0) + 1;
        firstFailure ||= `${name}: HTTP ${status} ${body.slice(0, 200)}`;
      } else if (visit) {
        latencies.get(name)?.push(performance.now() - visit.sentAt);
      }
      if (index === last && visit) pool.give(visit.shopper);
    },
  }));
  pool.reset();
  return new Promise((done, fail) => {
    autocannon({ url: target, connections, duration: seconds, requests }, (error, raw) => {
      if (error) return fail(error);
      const r = resultSchema.parse(raw);
      done({
        shoppers: connections,
        requestsPerSecond: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        failures,
        firstFailure,
        byRequest: Object.fromEntries(
          [...latencies].map(([name, samples]) => {
            const sorted = samples.sort((a, b) => a - b);
            return [name, { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }];
          }),
        ),
      });
    });
  });
}

/**
 * One visit with fetch before anything is measured: a 401 or 404 answered
 * at full speed measures nothing. Every call must answer 2xx, the HTML must be
 * HTML, and checkout must price the one line just added with nothing blocking it.
 */
export async function tryVisit(target: string, shopper: Shopper, products: readonly Buyable[]): Promise<void> {
  for (const r of visitRequests(shopper, 0, products)) {
    const init: RequestInit = { method: r.method, headers: r.headers };
    if (r.body !== undefined) init.body = r.body;
    const res = await fetch(`${target}${r.path}`, init);
    const text = await res.text();
    if (!ok(res.status)) throw new Error(`${r.name}: ${r.method} ${r.path} answered ${res.status}, not 2xx: ${text.slice(0, 300)}`);
    if (r.name === 'home' && !(res.headers.get('content-type') ?? '').includes('text/html')) throw new Error(`home: ${res.headers.get('content-type')}, not HTML`);
    if (r.name === 'checkout pricing') {
      const quote = envelopeSchema(quoteSchema).parse(JSON.parse(text)).data;
      if (quote.lines.length !== 1 || quote.blockers.length > 0) {
        throw new Error(`checkout pricing: ${quote.lines.length} lines, blockers: ${quote.blockers.join('; ') || 'none'}`);
      }
    }
  }
}
