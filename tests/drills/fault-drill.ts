/**
 * npm run drill:faults -- [--shoppers 20] [--seconds 40]
 *
 * Shoppers loop through browse, add to cart, checkout and card payment
 * against two API instances on one PostgreSQL while the drill restarts
 * PostgreSQL, kills one instance with SIGKILL and brings it back, and lets
 * the gateway's webhook arrive before, after and twice around the shopper's
 * callback. Then it checks the database against what every shopper was told,
 * and that every shopper's next request succeeds. Prints what it did and what
 * it checked; exit 1 when a check fails.
 *
 * Needs PostgreSQL's server binaries (a cluster of its own, so it can restart
 * it); no build: the instances serve a stand-in page.
 */
import { parseArgs } from 'node:util';
import { cartItemsPath } from '../../schemas/api/cart-keys';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import { startPostgres } from '../../bench/postgres';
import { freePort } from '../../bench/shop';
import { createTestDist, storefrontAuth, STOREFRONT_CREDENTIAL } from '../server/harness';
import { ServerProcess, sleep } from '../server/server-process';
import { checkAfterDrill, type Check } from './drill-checks';
import { createShoppers, pickProducts } from './drill-data';
import { Instances } from './instances';
import { DrillShopperRun, WEBHOOK_ORDERS } from './shopper';

const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s`;
const say = (line: string) => console.log(`[drill ${at()}] ${line}`);

function options(): { shoppers: number; seconds: number } {
  const { values } = parseArgs({ options: { shoppers: { type: 'string', default: '20' }, seconds: { type: 'string', default: '40' } }, strict: true });
  const shoppers = Number(values.shoppers);
  const seconds = Number(values.seconds);
  if (!Number.isInteger(shoppers) || shoppers < 2 || shoppers > 200) throw new Error('--shoppers must be a whole number from 2 to 200');
  if (!Number.isInteger(seconds) || seconds < 20 || seconds > 600) throw new Error('--seconds must be a whole number from 20 to 600');
  return { shoppers, seconds };
}

async function main(): Promise<number> {
  const { shoppers: shopperCount, seconds } = options();
  const postgres = await startPostgres();
  const dist = createTestDist();
  const servers: ServerProcess[] = [];
  try {
    say(`PostgreSQL of the drill's own at ${postgres.url}`);
    const setup = openDatabase({ url: postgres.url });
    await migrateToLatest(setup);
    await seedIfEmpty(setup);
    const products = await pickProducts(setup, 5);
    const shoppers = await createShoppers(setup, shopperCount);
    await setup.destroy();
    say(`demo shop seeded; ${shoppers.length} shoppers; ${products.length} products with stock set for the drill: ${products.map((p) => p.id).join(', ')}`);

    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      servers.push(
        new ServerProcess({
          PORT: String(port),
          HOST: '127.0.0.1',
          DIST_DIR: dist.dir,
          API_USER: STOREFRONT_CREDENTIAL.user,
          API_KEY: STOREFRONT_CREDENTIAL.password,
          DATABASE_URL: postgres.url,
          LOG_LEVEL: 'warn',
        }),
      );
    }
    const urls = await Promise.all(servers.map((s) => s.start()));
    say(`two API instances up: ${urls.join(', ')}`);
    const instances = new Instances(servers);
    const runs = shoppers.map((s) => new DrillShopperRun(s, products, instances));

    let stopping = false;
    let visits = 0;
    const loops = runs.map(async (run) => {
      for (let round = 0; !stopping; round += 1) {
        await run.visit(round);
        visits += 1;
      }
    });

    const victim = servers[1];
    if (!victim) throw new Error('no second instance');
    const step = seconds / 8;
    await sleep(step * 1000);
    say(`restarting PostgreSQL (pg_ctl restart -m fast) under ${visits} finished visits`);
    await postgres.restart();
    say('PostgreSQL is back');
    await sleep(step * 1000);
    say('kill -9 of instance 2 (its shoppers move to instance 1)');
    await victim.kill('SIGKILL');
    await sleep(step * 2000);
    say('instance 2 starting again on the same port');
    await victim.start();
    say('instance 2 is back');
    await sleep(step * 1000);
    say('restarting PostgreSQL again, both instances serving');
    await postgres.restart();
    say('PostgreSQL is back');
    await sleep(step * 2000);
    stopping = true;
    say('shoppers finish the visit they are in');
    await Promise.all(loops);
    say(`${visits} visits, ${runs.reduce((n, r) => n + r.ledger.requests, 0)} requests, ${runs.reduce((n, r) => n + r.ledger.failovers, 0)} answered by the other instance`);

    // Every shopper's next request, once, on their own instance: no retry allowed now.
    const nextProblems: string[] = [];
    for (const shopper of shoppers) {
      const answer = await instances.once(shopper.index % 2, `/api/${cartItemsPath({ user_id: shopper.userId, session_id: shopper.sessionId })}`, {
        method: 'GET',
        headers: { ...storefrontAuth, Cookie: shopper.cookie },
      });
      if (typeof answer !== 'object' || answer.status !== 200) nextProblems.push(`shopper ${shopper.index + 1}: ${typeof answer === 'object' ? answer.status : answer}`);
    }
    const crashed = servers.flatMap((s, i) => (s.running ? [] : [`instance ${i + 1} is not running:\n${s.log.slice(-1500)}`]));
    const orderings = WEBHOOK_ORDERS.map((o) => `${runs.reduce((n, r) => n + [...r.ledger.captured.values()].filter((c) => c.webhookOrder === o).length, 0)} ${o}`).join(', ');
    say(`payments: ${orderings}`);

    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    const db = openDatabase({ url: postgres.url });
    let checks: Check[];
    try {
      checks = await checkAfterDrill(
        db,
        shoppers,
        runs.map((r) => r.ledger),
        products,
      );
    } finally {
      await db.destroy();
    }
    checks.push({ name: 'no instance died but the one killed on purpose', ok: crashed.length === 0, detail: crashed.length === 0 ? 'both instances serving at the end' : crashed.join('; ') });
    checks.push({ name: "every shopper's next request succeeds", ok: nextProblems.length === 0, detail: nextProblems.length === 0 ? `${shoppers.length} of ${shoppers.length} answered 200 at once` : nextProblems.join('; ') });
    console.log('\nChecks:');
    for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
    const failed = checks.filter((c) => !c.ok).length;
    console.log(failed === 0 ? `\nFault drill passed in ${at().trim()}.` : `\nFault drill FAILED: ${failed} check(s).`);
    if (failed > 0) for (const [i, s] of servers.entries()) console.log(`\n--- instance ${i + 1} log (last 3,000 characters)\n${s.log.slice(-3000)}`);
    return failed === 0 ? 0 : 1;
  } finally {
    await Promise.all(servers.map((s) => s.kill('SIGKILL').catch(() => undefined)));
    dist.remove();
    await postgres.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('fault drill failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
