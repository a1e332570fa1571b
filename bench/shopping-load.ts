/**
 * `npm run bench:load` (after `npm run build`): how many shoppers one shop
 * instance on PostgreSQL serves with p99 under the target, then two
 * instances on the same database behind a round-robin proxy. Each shopper is
 * an autocannon connection making visit after visit (bench/shopping-visit.ts)
 * with no pause between requests; the number of shoppers grows by about half
 * each step, each step for --duration seconds, until p99 passes the target.
 * Prints the last step held and writes bench/results/load.json; exits 1 when
 * a step under the target had errors.
 *
 *   npm run bench:load [-- --duration 60 --shoppers 1,2,4,8 --target-p99 200
 *                          --warmup 10 --database-url postgres://… --auth-port 9393]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startAuthEmulator } from '../scripts/auth-emulator';
import { track } from './cleanup';
import { parseFlags } from './flags';
import { keepStepping, summariseSteps, type StepsSummary } from './load-steps';
import { progress } from './options';
import { startPostgres } from './postgres';
import { spawnProxy } from './proxy-process';
import { withScratchDatabase } from './scratch-database';
import { AUTH_PROJECT, startShop } from './shop';
import { ShopperPool } from './shopper-pool';
import { signUpShoppers } from './shoppers';
import { pickProducts } from './shopping-products';
import { runStep, tryVisit, type StepResult } from './shopping-step';
import { VISIT_STEPS, type Buyable, type Shopper } from './shopping-visit';
import { formatTable } from './table';

const optionsSchema = z.object({
  duration: z.coerce.number().int().min(1).max(3600).default(60),
  shoppers: z
    .string()
    .default('1,2,3,4,6,8,12,16,24,32,48,64,96,128,192,256')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(10_000)).min(1)),
  targetP99: z.coerce.number().positive().default(200),
  warmup: z.coerce.number().int().min(0).max(600).default(10),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  // Not the 9391 of `npm run bench`, so both can run at once.
  authPort: z.coerce.number().int().min(1024).max(65_535).default(9393),
  products: z.coerce.number().int().min(1).max(60).default(24),
});
type Options = z.output<typeof optionsSchema>;

interface Phase {
  setup: string;
  steps: StepResult[];
  summary: StepsSummary<StepResult>;
}

interface Run {
  options: Options;
  emulatorHost: string;
  pool: ShopperPool<Shopper>;
  products: readonly Buyable[];
  /** Where new shoppers sign up: any instance will do, they share the database. */
  signUpBase: string;
  runId: string;
}

async function growPool(run: Run, size: number): Promise<void> {
  if (run.pool.size >= size) return;
  progress(`signing up shoppers ${run.pool.size + 1} to ${size}`);
  run.pool.add(await signUpShoppers(run.signUpBase, run.emulatorHost, run.pool.size, size - run.pool.size, run.runId));
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const describe = (s: StepResult) =>
  `${s.shoppers} shoppers: ${s.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(s.p50Ms)}, p99 ${ms(s.p99Ms)}, ${s.errors} errors, ${s.non2xx} non-2xx` +
  (s.firstFailure ? ` (${Object.entries(s.failures).map(([k, n]) => `${k} ${n}`).join(', ')}; first: ${s.firstFailure})` : '');

async function stepUp(run: Run, setup: string, target: string): Promise<Phase> {
  const { options } = run;
  await growPool(run, 1);
  const shopper = run.pool.take();
  await tryVisit(target, shopper, run.products);
  run.pool.give(shopper);
  if (options.warmup > 0) {
    const warmShoppers = options.shoppers[0] ?? 1;
    await growPool(run, warmShoppers);
    progress(`${setup}: warming up, ${warmShoppers} shoppers for ${options.warmup} s`);
    await runStep(target, warmShoppers, options.warmup, run.pool, run.products);
  }
  const steps: StepResult[] = [];
  for (const shoppers of options.shoppers) {
    await growPool(run, shoppers);
    progress(`${setup}: ${shoppers} shoppers for ${options.duration} s`);
    const step = await runStep(target, shoppers, options.duration, run.pool, run.products);
    progress(`${setup}: ${describe(step)}`);
    steps.push(step);
    if (!keepStepping(steps, options.targetP99, options.shoppers.length)) break;
  }
  return { setup, steps, summary: summariseSteps(steps, options.targetP99) };
}

async function measure(root: string, options: Options, databaseUrl: string): Promise<Phase[]> {
  const emulator = await startAuthEmulator({ port: options.authPort, projectId: AUTH_PROJECT, quiet: true });
  // startAuthEmulator kills its own emulator on 'exit'; this covers Ctrl-C.
  const releaseEmulator = track({ stop: () => emulator.stop(), kill: () => undefined });
  const stops: (() => Promise<void>)[] = [];
  try {
    const start = async (instance: number) => {
      progress(`starting shop instance ${instance} on PostgreSQL`);
      // The first start migrates and seeds the demo shop with a year of orders: minutes on a busy machine.
      const shop = await startShop({ root, authPort: options.authPort, sharedAuthEmulator: true, databaseUrl, timeoutSeconds: 600 });
      stops.unshift(() => shop.stop());
      return shop;
    };
    const one = await start(1);
    const run: Run = {
      options,
      emulatorHost: emulator.host,
      pool: new ShopperPool<Shopper>(),
      products: await pickProducts(one.base, options.products),
      signUpBase: one.base,
      runId: Date.now().toString(36),
    };
    const phases = [await stepUp(run, 'one instance', one.base)];
    const two = await start(2);
    const proxy = await spawnProxy(root, [one.base, two.base]);
    stops.unshift(() => proxy.stop());
    phases.push(await stepUp(run, 'two instances behind a proxy', proxy.url));
    return phases;
  } finally {
    for (const stop of stops) await stop();
    releaseEmulator();
    await emulator.stop();
  }
}

function report(phases: readonly Phase[], options: Options): void {
  const summaryRows = phases.map(({ setup, summary }) => {
    const held = summary.held;
    const stop = summary.stoppedAt ? `${summary.stoppedAt.shoppers} shoppers: p99 ${ms(summary.stoppedAt.p99Ms)}` : 'no larger step planned';
    if (!held) return [setup, `< ${options.shoppers[0]}`, '', '', '', '', '', stop];
    return [setup, String(held.shoppers), held.requestsPerSecond.toFixed(0), ms(held.p50Ms), ms(held.p99Ms), String(held.errors), String(held.non2xx), stop];
  });
  console.log(`\nShopping load, p99 target ${options.targetP99} ms, ${options.duration} s a step (${cpus().length} cores shared with the load generator)\n`);
  console.log(formatTable([['setup', 'shoppers held', 'req/s', 'p50', 'p99', 'errors', 'non-2xx', 'stepping stopped at'], ...summaryRows], { align: 'lrrrrrrl' }));
  const stepRows = phases.flatMap(({ setup, steps }) =>
    steps.map((s) => [setup, String(s.shoppers), s.requestsPerSecond.toFixed(0), ms(s.p50Ms), ms(s.p99Ms), String(s.errors), String(s.non2xx)]),
  );
  console.log(`\nEvery step\n`);
  console.log(formatTable([['setup', 'shoppers', 'req/s', 'p50', 'p99', 'errors', 'non-2xx'], ...stepRows]));
  // The step that makes the figure (or, when none held, the first): which calls its p99 comes from.
  const shown = phases.map(({ steps, summary }) => summary.held ?? steps[0]);
  const cell = (step: StepResult | undefined, name: string) => {
    const figures = step?.byRequest[name];
    return figures ? `${ms(figures.p50Ms)} / ${ms(figures.p99Ms)}` : '';
  };
  console.log(`\nBy request, p50 / p99 at the step held\n`);
  console.log(
    formatTable([
      ['request', ...phases.map((p, i) => `${p.setup} (${shown[i]?.shoppers ?? 0})`)],
      ...VISIT_STEPS.map((name) => [name, ...shown.map((step) => cell(step, name))]),
    ]),
  );
  for (const { setup, summary } of phases) {
    const failing = summary.stoppedAt;
    if (summary.failed && failing) console.log(`\n${setup}: errors under the p99 target at ${describe(failing)}`);
  }
}

async function main(): Promise<number> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const flags = parseFlags(process.argv.slice(2));
  const options = optionsSchema.parse({
    duration: flags.duration,
    shoppers: flags.shoppers,
    targetP99: flags['target-p99'],
    warmup: flags.warmup,
    databaseUrl: flags['database-url'] ?? process.env.DATABASE_URL,
    authPort: flags['auth-port'] ?? process.env.BENCH_AUTH_PORT,
    products: flags.products,
  });
  for (const built of ['dist/index.html', 'dist-server/entry-server.js']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} not found: run \`npm run build\` first`);
  }
  const load = loadavg()[0] ?? 0;
  let server = options.databaseUrl;
  const local = server ? null : await startPostgres();
  try {
    server ??= local?.url ?? '';
    progress(local ? `throwaway PostgreSQL at ${server}` : 'PostgreSQL from --database-url / DATABASE_URL, in a throwaway database there');
    const phases = await withScratchDatabase(server, (url) => measure(root, options, url));
    report(phases, options);
    const out = join(root, 'bench', 'results', 'load.json');
    mkdirSync(dirname(out), { recursive: true });
    const record = { at: new Date().toISOString(), cores: cpus().length, loadAverageAtStart: load, options: { ...options, databaseUrl: undefined }, phases };
    writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`\nfigures as JSON: ${out}`);
    return phases.some((p) => p.summary.failed) ? 1 : 0;
  } finally {
    await local?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
