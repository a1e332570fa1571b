import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { experimentResultsSchema, experimentSchema, type ExperimentInput } from '../../schemas/api/experiments';
import { bootstrapSchema } from '../../schemas/api/shop-config';
import { uiConfigListSchema } from '../../schemas/ui-config/entry';
import { createApp } from '../../server/app';
import { confirmPayment } from '../../server/features/payments/confirm';
import { demoHome } from '../../server/seed/demo-shop';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';
import { insertOrder, insertOrderCatalogue, newShopper } from './order-fixtures';
import { problemsBodySchema, resetStudio, storefrontLayout, studioSession, type Studio } from './studio-client';

let t: TestServer;
let studio: Studio;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('experiments').execute();
  await resetStudio(t);
  studio = await studioSession(t.app);
});

const HERO_B = JSON.stringify({ pattern: 2, headline: 'Build your dream PC this Diwali', cta: { label: 'Shop processors', href: '/category/processors/4' }, tone: 'dark' });

function heroExperiment(overrides: Partial<ExperimentInput> = {}): ExperimentInput {
  return {
    name: 'Hero: carousel or one big offer',
    target: { kind: 'section', key: 'home', index: 0 },
    goal: 'add_to_cart',
    minimum_effect_percent: 10,
    variants: [
      { key: 'control', label: 'Control (published)', percent: 50 },
      { key: 'b', label: 'One big offer', percent: 50, other_configration: HERO_B },
    ],
    ...overrides,
  };
}

async function startedExperiment(input = heroExperiment()) {
  const created = await studio.data(experimentSchema, 'POST', 'admin/studio/experiments', input);
  return studio.data(experimentSchema, 'POST', `admin/studio/experiments/${created.id}/start`, {});
}

/** The home layout the page inlined for this browser, and the variant its first section carries. */
async function homeFor(app: typeof t.app, session: string, headers: Record<string, string> = {}) {
  const html = await (await app.request('/', { headers: { Cookie: `vitrine_sid=${session}`, ...headers } })).text();
  const raw = /<script id="vitrine-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const home = bootstrapSchema.parse(JSON.parse(raw)).pages.home ?? [];
  const variant = z.object({ variant: z.string().optional() }).passthrough().parse(JSON.parse(home[0]?.other_configration ?? '{}')).variant;
  return { home, variant };
}

const sessions = (n: number) => Array.from({ length: n }, () => randomUUID());

describe(`experiments (${databaseKind})`, () => {
  it('splits visitors between the variants on the server, the same on every instance and every read, and counts each once', async () => {
    const experiment = await startedExperiment();
    expect(experiment.status).toBe('running');
    const other = createApp({ db: t.db, config: t.config });
    const visitors = sessions(40);
    const seen = new Map<string, string>();
    for (const sid of visitors) {
      const first = await homeFor(t.app, sid);
      const again = await homeFor(other, sid);
      expect(again.variant).toBe(first.variant);
      seen.set(sid, first.variant ?? '');
      if (first.variant === `${experiment.id}:b`) expect(first.home[0]?.other_configration).toContain('Build your dream PC this Diwali');
      else expect(first.variant).toBe(`${experiment.id}:control`);
    }
    const counts = [...seen.values()].reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
    expect(counts.size).toBe(2);

    // The browser's later read of the layout agrees with the page, so nothing swaps after hydration.
    const sid = visitors[0] ?? '';
    const read = await t.app.request('/api/website/ui-configurations/website-page/home', { headers: { ...storefrontAuth, Cookie: `vitrine_sid=${sid}` } });
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    const entries = uiConfigListSchema.parse(z.object({ data: z.unknown() }).parse(await json(read)).data);
    expect(entries[0]?.other_configration).toContain(`"variant":"${seen.get(sid)}"`);

    const exposures = await t.db.selectFrom('experiment_exposures').select(['session_id', 'variant']).where('experiment_id', '=', experiment.id).execute();
    expect(exposures).toHaveLength(40);
    for (const e of exposures) expect(`${experiment.id}:${e.variant}`).toBe(seen.get(e.session_id));
  });

  it('gives shoppers who send Global Privacy Control or Do Not Track the control, and records nothing of them', async () => {
    const experiment = await startedExperiment(heroExperiment({ variants: [{ key: 'control', label: 'Control', percent: 0 }, { key: 'b', label: 'B', percent: 100, other_configration: HERO_B }] }));
    expect((await homeFor(t.app, randomUUID())).variant).toBe(`${experiment.id}:b`);
    const gpc = randomUUID();
    expect((await homeFor(t.app, gpc, { 'Sec-GPC': '1' })).variant).toBe(`${experiment.id}:control`);
    expect((await homeFor(t.app, randomUUID(), { DNT: '1' })).variant).toBe(`${experiment.id}:control`);
    const add = await t.app.request('/api/website/cart/add', {
      method: 'POST',
      headers: { ...storefrontAuth, Cookie: `vitrine_sid=${gpc}`, 'Sec-GPC': '1', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: '0', session_id: gpc, product_id: '4', qty: '1', mrp: '', price: '', size: '{}' }),
    });
    expect(add.status).toBe(200);
    expect(await t.db.selectFrom('experiment_exposures').select('session_id').where('experiment_id', '=', experiment.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('experiment_conversions').selectAll().execute()).toEqual([]);
  });

  it('attributes add to cart and a paid order to the variant the visitor saw, and the results show them', async () => {
    // Everyone in the control: its rate is then 1 of 1, from which no sample size follows (once a 500).
    const experiment = await startedExperiment(heroExperiment({ goal: 'order_paid', variants: [{ key: 'control', label: 'Control', percent: 100 }, { key: 'b', label: 'B', percent: 0, other_configration: HERO_B }] }));
    const sid = randomUUID();
    const { variant } = await homeFor(t.app, sid);
    const shown = (variant ?? '').split(':')[1] ?? '';
    for (let i = 0; i < 2; i += 1) {
      const add = await t.app.request('/api/website/cart/add', {
        method: 'POST',
        headers: { ...storefrontAuth, Cookie: `vitrine_sid=${sid}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ user_id: '0', session_id: sid, product_id: '4', qty: '1', mrp: '', price: '', size: '{}' }),
      });
      expect(add.status).toBe(200);
    }

    // A payment confirmed by the gateway later, with no browser session: credited through the order's remembered session.
    await insertOrderCatalogue(t.db);
    const shopper = await newShopper(t.db);
    const placed = await insertOrder(t.db, { userId: shopper.id, status: 'awaiting_payment' });
    const order = { id: placed.id, total_paise: placed.total };
    await t.db.insertInto('order_sessions').values({ order_id: order.id, session_id: sid }).execute();
    await t.db.insertInto('payments').values({ order_id: order.id, attempt: 1, gateway: 'local', gateway_order_id: 'order_experiment_1', amount_paise: order.total_paise }).execute();
    expect((await confirmPayment(t.db, { gatewayOrderId: 'order_experiment_1', paymentId: 'pay_experiment_1', method: 'card' })).kind).toBe('confirmed');
    expect((await confirmPayment(t.db, { gatewayOrderId: 'order_experiment_1', paymentId: 'pay_experiment_1', method: 'card' })).kind).toBe('already_paid');

    const conversions = await t.db.selectFrom('experiment_conversions').select(['variant', 'kind', 'order_id', 'amount_paise']).orderBy('kind').execute();
    expect(conversions.map((c) => ({ ...c, amount_paise: Number(c.amount_paise) }))).toEqual([
      { variant: shown, kind: 'add_to_cart', order_id: null, amount_paise: 0 },
      { variant: shown, kind: 'order_paid', order_id: order.id, amount_paise: order.total_paise },
    ]);

    const results = await studio.data(experimentResultsSchema, 'GET', `admin/studio/experiments/${experiment.id}/results`);
    const mine = results.variants.find((v) => v.key === shown);
    expect(mine).toMatchObject({ visitors: 1, add_to_cart: 1, orders: 1, revenue_paise: order.total_paise, revenue_per_visitor_paise: order.total_paise });
    expect(mine?.rates.order_paid).toBe(1);
    expect(mine?.visitors_still_needed).toBeNull();
    expect(results.variants.find((v) => v.key === 'b')).toMatchObject({ visitors: 0, uplift: null, probability_to_beat_control: null });
  });

  it('refuses variants that do not add to 100 or that the section cannot render, and a second experiment on a running page', async () => {
    const bad = await studio.call(
      'POST',
      'admin/studio/experiments',
      heroExperiment({
        variants: [
          { key: 'control', label: 'Control', percent: 60 },
          { key: 'b', label: 'B', percent: 30, other_configration: JSON.stringify({ pattern: 9 }) },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    const problems = problemsBodySchema.parse(await json(bad)).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { index: -1, field: 'variants', message: 'The shares must add up to 100%' },
        { index: -1, field: 'variants.1.other_configration', message: expect.stringContaining('pattern must be one of') },
      ]),
    );
    await startedExperiment();
    const second = await studio.data(experimentSchema, 'POST', 'admin/studio/experiments', heroExperiment({ name: 'Another' }));
    const refused = await studio.call('POST', `admin/studio/experiments/${second.id}/start`, {});
    expect(refused.status).toBe(409);
  });

  it('stops, and promotes the winner as a normal published version of the layout', async () => {
    const experiment = await startedExperiment();
    const promoted = await studio.data(experimentSchema, 'POST', `admin/studio/experiments/${experiment.id}/promote`, { variant: 'b' });
    expect(promoted).toMatchObject({ status: 'promoted', winner: 'b' });
    const home = await storefrontLayout(t.app, 'home');
    expect(home[0]?.other_configration).toBe(HERO_B);
    expect(home.slice(1)).toEqual(demoHome.slice(1));
    const versions = await t.db.selectFrom('config_versions').select(['summary', 'source']).where('key', '=', 'home').orderBy('version', 'desc').limit(1).execute();
    expect(versions[0]?.summary).toContain('Promoted "One big offer" of experiment "Hero: carousel or one big offer"');
    // Once promoted, no visitor is split any more: the variant marker is gone.
    expect((await homeFor(t.app, randomUUID())).variant).toBeUndefined();
    expect((await studio.call('POST', `admin/studio/experiments/${experiment.id}/stop`, {})).status).toBe(409);
  });
});

describe(`audiences (${databaseKind})`, () => {
  it('serves a targeted section only to its audience, hidden in place for everyone else', async () => {
    const targeted = demoHome.map((entry, i) => {
      if (i !== 3) return entry;
      const config = z.record(z.string(), z.unknown()).parse(JSON.parse(entry.other_configration));
      return { ...entry, other_configration: JSON.stringify({ ...config, audience: { device: ['phone'], signed_in: false } }) };
    });
    const view = await studio.data(z.object({ draft_revision: z.number() }).passthrough(), 'PUT', 'admin/studio/configs/home/draft', { document: targeted, revision: 0 });
    expect((await studio.call('POST', 'admin/studio/configs/home/publish', { revision: view.draft_revision })).status).toBe(200);

    const phone = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' };
    const desktop = { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' };
    const onPhone = await homeFor(t.app, randomUUID(), phone);
    const onDesktop = await homeFor(t.app, randomUUID(), desktop);
    expect(onPhone.home[3]?.visibility).toBe('Y');
    expect(onDesktop.home[3]?.visibility).toBe('N');
    expect(onDesktop.home).toHaveLength(demoHome.length);

    const read = async (headers: Record<string, string>) =>
      uiConfigListSchema.parse(z.object({ data: z.unknown() }).parse(await json(await t.app.request('/api/website/ui-configurations/website-page/home', { headers: { ...storefrontAuth, ...headers } }))).data);
    expect((await read(phone))[3]?.visibility).toBe('Y');
    expect((await read(desktop))[3]?.visibility).toBe('N');
  });

  it('refuses an audience with an unknown rule when the layout is saved', async () => {
    const document = demoHome.map((entry, i) => (i === 3 ? { ...entry, other_configration: JSON.stringify({ pattern: 1, audience: { age: 30 } }) } : entry));
    const res = await studio.call('PUT', 'admin/studio/configs/home/draft', { document, revision: 0 });
    expect(res.status).toBe(422);
    expect(problemsBodySchema.parse(await json(res)).problems).toEqual([{ index: 3, field: 'audience', message: expect.stringContaining('no rule "age"') }]);
  });
});
