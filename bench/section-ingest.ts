import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { z } from 'zod';
import { sectionAnalyticsPaths, SECTION_BEACON_EVENTS, SECTION_EVENT_TYPES, type SectionEvent, type SectionEventType } from '../schemas/api/section-analytics';
import { openDatabase } from '../server/db/connect';
import { parseFlags } from './flags';
import { freePort } from './shop';
import { pacedLoad } from './paced-load';
import { startShopProcess } from './shop-process';
import { formatTable } from './table';

/*
 * Section analytics ingest on one instance: server/main.ts as `npm run serve`
 * runs it (PGlite in a fresh DATA_DIR, no sign-in emulator needed), sent
 * beacon-sized batches of 20 events (text/plain, as sendBeacon sends them),
 * each from a session cookie of its own so the per-visitor rate limit is not
 * what is measured. Two runs of about --duration seconds, each a fixed number
 * of requests all answered, so the events accepted (204 × 20) are known
 * exactly:
 * - flat out with autocannon on --connections connections (as many batches
 *   as a warm-up says fit in --duration): what one instance can take, and its
 *   latency when saturated;
 * - the target load, 2,000 events/s: a batch every 10 ms, sent on time
 *   whatever the answers do (paced-load.ts).
 * The shop is then stopped with SIGTERM, which writes its last counts
 * (flush-on-stop), and the table's totals of each run must equal what it had
 * accepted. Exits 1 when they differ, a batch is refused, or the target
 * (p99 under 50 ms at 2,000 events/s, and room for at least that) is missed.
 *
 *   npm run bench:ingest [-- --duration 10 --connections 10]
 */

export const TARGET_EVENTS_PER_SECOND = 2000;
export const TARGET_P99_MS = 50;

const optionsSchema = z.object({
  duration: z.coerce.number().int().min(2).max(120).default(10),
  connections: z.coerce.number().int().min(1).max(200).default(10),
});

const resultSchema = z.object({
  duration: z.number(),
  latency: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

const progress = (line: string) => console.error(`· ${line}`);
const EVENTS_PATH = `/api/${sectionAnalyticsPaths.events}`;
const TARGET_SCOPE = 'page:bench-target';
const CAPACITY_SCOPE = 'page:bench-capacity';
const WARM_UP_SCOPE = 'page:bench-warm-up';

type Counts = Record<SectionEventType, number>;
const noCounts = (): Counts => ({ impression: 0, click: 0, add_to_cart: 0 });

/** A home page's worth of sections: 12 of them, two variants of one in an experiment. */
function batch(n: number, scope: string): { body: string; counts: Counts } {
  const counts = noCounts();
  const events: SectionEvent[] = [];
  const at = Date.now();
  for (let i = 0; i < SECTION_BEACON_EVENTS; i += 1) {
    const k = n * SECTION_BEACON_EVENTS + i;
    // Mostly impressions, as on a real page: 7 of 10, then clicks, then adds to cart.
    const type = SECTION_EVENT_TYPES[k % 10 < 7 ? 0 : k % 10 < 9 ? 1 : 2] ?? 'impression';
    counts[type] += 1;
    const index = k % 12;
    events.push({ type, scope, index, section: index === 0 ? 'hero-banner' : 'product-carousel', pattern: 1 + (index % 3), variant: index === 0 ? (k % 2 ? 'a' : 'b') : '', at });
  }
  return { body: JSON.stringify({ events }), counts };
}

/** A session id of its own per request: the guest ids the shop hands out have this shape. */
const sessionCookie = (n: number) => `vitrine_sid=00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

interface Run {
  seconds: number;
  requests: number;
  accepted: Counts;
  refused: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

interface Context {
  counts?: Counts;
}
const contextOf = (context: object): Context => context;

let nextVisitor = 0;

type Limit = { duration: number } | { amount: number };

function hammer(base: string, scope: string, connections: number, limit: Limit): Promise<Run> {
  const accepted = noCounts();
  let refused = 0;
  let requests = 0;
  return new Promise((done, fail) => {
    autocannon(
      {
        url: base,
        connections,
        ...limit,
        requests: [
          {
            method: 'POST',
            path: EVENTS_PATH,
            setupRequest: (request, context) => {
              const n = nextVisitor++;
              const made = batch(n, scope);
              contextOf(context).counts = made.counts;
              return { ...request, body: made.body, headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: sessionCookie(n) } };
            },
            onResponse: (status, _body, context) => {
              requests += 1;
              const counts = contextOf(context).counts;
              if (status === 204 && counts) for (const type of SECTION_EVENT_TYPES) accepted[type] += counts[type];
              else refused += 1;
            },
          },
        ],
      },
      (error, raw) => {
        if (error) return fail(error);
        const result = resultSchema.parse(raw);
        done({ seconds: result.duration, requests, accepted, refused, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, errors: result.errors + result.timeouts });
      },
    );
  });
}

const total = (counts: Counts) => counts.impression + counts.click + counts.add_to_cart;

/** The target load, open loop: what a crowd of shoppers' beacons looks like to the server. */
async function paced(base: string, scope: string, batchesPerSecond: number, seconds: number): Promise<Run> {
  const accepted = noCounts();
  let refused = 0;
  const result = await pacedLoad(batchesPerSecond, seconds, () => {
    const n = nextVisitor++;
    const made = batch(n, scope);
    return {
      url: `${base}${EVENTS_PATH}`,
      init: { method: 'POST', body: made.body, headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: sessionCookie(n) } },
      answered: (status) => {
        if (status === 204) for (const type of SECTION_EVENT_TYPES) accepted[type] += made.counts[type];
        else refused += 1;
      },
    };
  });
  progress(`paced run: the sender left its requests up to ${result.senderLateP99} ms late (p99)`);
  return { seconds: result.seconds, requests: result.sent, accepted, refused, p50: result.p50, p99: result.p99, max: result.max, errors: result.failed };
}

async function storedTotals(dataDir: string, scope: string): Promise<Counts> {
  const db = openDatabase({ dataDir });
  try {
    const row = await db
      .selectFrom('section_stats_hourly')
      .select([
        sql<number>`coalesce(sum(impressions), 0)::float8`.as('impression'),
        sql<number>`coalesce(sum(clicks), 0)::float8`.as('click'),
        sql<number>`coalesce(sum(add_to_cart), 0)::float8`.as('add_to_cart'),
      ])
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow();
    return z.object({ impression: z.number(), click: z.number(), add_to_cart: z.number() }).parse(row);
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const options = optionsSchema.parse(parseFlags(process.argv.slice(2)));
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-ingest-'));
  const port = await freePort();
  let shop: Awaited<ReturnType<typeof startShopProcess>> | null = null;
  try {
    progress('starting the shop (the first start seeds the demo shop)');
    // An unreachable emulator address: the shop starts without one, and nothing here signs in.
    shop = await startShopProcess(process.cwd(), { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    const base = shop.base;
    const loadBefore = loadavg()[0] ?? 0;
    const probe = await fetch(`${base}${EVENTS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8', Cookie: sessionCookie(nextVisitor++) }, body: batch(0, WARM_UP_SCOPE).body });
    if (probe.status !== 204) throw new Error(`a batch answered ${probe.status}, not 204: ${(await probe.text()).slice(0, 200)}`);

    progress(`warm-up: ${options.connections} connections flat out for 2 s, twice (the second finds the rate, the first warms the JIT)`);
    await hammer(base, WARM_UP_SCOPE, options.connections, { duration: 2 });
    const warmUp = await hammer(base, WARM_UP_SCOPE, options.connections, { duration: 2 });
    const amount = Math.max(options.connections, Math.round((warmUp.requests / Math.max(warmUp.seconds, 1)) * options.duration));
    progress(`flat out: ${amount} batches on ${options.connections} connections (about ${options.duration} s)`);
    const flatOut = await hammer(base, CAPACITY_SCOPE, options.connections, { amount });

    const targetBatches = TARGET_EVENTS_PER_SECOND / SECTION_BEACON_EVENTS;
    progress(`target load: a batch every ${1000 / targetBatches} ms (${TARGET_EVENTS_PER_SECOND} events/s) for ${options.duration} s`);
    const atTarget = await paced(base, TARGET_SCOPE, targetBatches, options.duration);

    progress('stopping the shop with SIGTERM: it writes its last counts before it exits');
    await shop.stop();
    const runs = [
      { name: `flat out, ${options.connections} connections (autocannon)`, run: flatOut, stored: await storedTotals(dataDir, CAPACITY_SCOPE) },
      { name: `paced at ${TARGET_EVENTS_PER_SECOND} events/s`, run: atTarget, stored: await storedTotals(dataDir, TARGET_SCOPE) },
    ];

    const perSecond = (run: Run) => total(run.accepted) / run.seconds;
    const same = runs.every(({ run, stored }) => SECTION_EVENT_TYPES.every((type) => stored[type] === run.accepted[type]));
    const clean = runs.every(({ run }) => run.refused + run.errors === 0);
    const fast = atTarget.p99 < TARGET_P99_MS && perSecond(atTarget) >= TARGET_EVENTS_PER_SECOND * 0.95 && perSecond(flatOut) >= TARGET_EVENTS_PER_SECOND;
    const counts = (c: Counts) => `${c.impression} / ${c.click} / ${c.add_to_cart}`;
    const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`;
    console.log(`Section analytics ingest, one instance on PGlite (POST /api/website/section-events, 20 events a batch; ${load})`);
    console.log(
      formatTable([
        ['run', 'batches', 'seconds', 'events/s', 'p50', 'p99', 'max', 'refused', 'accepted imp/click/cart', 'stored after the last flush'],
        ...runs.map(({ name, run, stored }) => [
          name,
          String(run.requests),
          run.seconds.toFixed(1),
          String(Math.round(perSecond(run))),
          `${run.p50} ms`,
          `${run.p99} ms`,
          `${run.max} ms`,
          String(run.refused + run.errors),
          counts(run.accepted),
          counts(stored),
        ]),
      ]),
    );
    console.log(`totals: ${same ? 'equal in both runs' : 'DIFFERENT'}; target (p99 < ${TARGET_P99_MS} ms at ${TARGET_EVENTS_PER_SECOND} events/s, and room for more): ${fast ? 'met' : 'MISSED'}`);
    process.exitCode = same && clean && fast ? 0 : 1;
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
