import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../schemas/api/envelope';
import { sectionAnalyticsPaths, sectionStatsPath, sectionStatsSchema, type SectionEvent, type SectionStatsPeriod } from '../../schemas/api/section-analytics';
import { createApp } from '../../server/app';
import { BATCHES_PER_MINUTE } from '../../server/features/section-analytics/ingest-routes';
import { sectionRollup, type SectionRollup } from '../../server/features/section-analytics/rollup';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { createTestDatabase, databaseKind, json, testAppConfig, type TestDatabase } from './harness';
import { cookieOf, signIn } from './studio-client';

/*
 * Section analytics through the real app on a real database: batches sent
 * as sendBeacon sends them, counted in memory and written by the flush that
 * main.ts runs every 2 s; every refusal stores nothing; shoppers with Global
 * Privacy Control or Do Not Track are not recorded; the studio reads the sums
 * and rates of a period.
 */

const EVENTS_URL = `/api/${sectionAnalyticsPaths.events}`;
const BEACON_TYPE = 'text/plain;charset=UTF-8';
const failure = z.object({ status: z.literal(false), message: z.string() });
const statsEnvelope = envelopeSchema(sectionStatsSchema);

let database: TestDatabase;
let rollup: SectionRollup;
let app: Hono;
let ownerCookie: string;
let ordersCookie: string;
let visitorCount = 0;

/** A session cookie of its own per test, so one test's batches never meet another's rate limit. */
function newVisitor(): string {
  visitorCount += 1;
  return `vitrine_sid=00000000-0000-4000-8000-${String(visitorCount).padStart(12, '0')}`;
}

const event = (type: SectionEvent['type'], over: Partial<SectionEvent> = {}): SectionEvent => ({
  type,
  scope: 'home',
  index: 0,
  section: 'hero-banner',
  pattern: 2,
  variant: '',
  at: Date.now(),
  ...over,
});

function post(body: unknown, { visitor = newVisitor(), type = BEACON_TYPE, headers = {} }: { visitor?: string; type?: string; headers?: Record<string, string> } = {}) {
  return app.request(EVENTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': type, Cookie: visitor, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored(): Promise<string[]> {
  await rollup.flush();
  const rows = await database.db.selectFrom('section_stats_hourly').selectAll().orderBy('scope').orderBy('idx').orderBy('variant').execute();
  return rows.map((r) => `${r.scope} ${r.idx} ${r.section} ${r.pattern} '${r.variant}' ${Number(r.impressions)}/${Number(r.clicks)}/${Number(r.add_to_cart)}`);
}

async function refusal(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  return failure.parse(await json(res)).message;
}

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  rollup = sectionRollup(database.db);
  app = createApp({ db: database.db, config: testAppConfig(), services: { sectionEvents: rollup } });
  ownerCookie = cookieOf(await signIn(app));
  await createStaffAccount(database.db, { login: 'desk@analytics.test', display_name: 'Order desk', password: 'desk-password-123', role: 'orders' });
  ordersCookie = cookieOf(await signIn(app, { user: 'desk@analytics.test', password: 'desk-password-123' }));
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await rollup.flush();
  await database.db.deleteFrom('section_stats_hourly').execute();
});

describe(`section events (${databaseKind})`, () => {
  it('counts a beacon batch after the flush, and adds the next one to the same hour', async () => {
    const batch = { events: [event('impression'), event('click'), event('add_to_cart'), event('impression', { index: 1, section: 'product-carousel', pattern: 1, variant: 'b' })] };
    const res = await post(batch);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await stored()).toEqual(["home 0 hero-banner 2 '' 1/1/1", "home 1 product-carousel 1 'b' 1/0/0"]);

    // As JSON too, and from a campaign page.
    expect((await post({ events: [event('impression'), event('impression', { scope: 'page:diwali-sale' })] }, { type: 'application/json' })).status).toBe(204);
    expect(await stored()).toEqual(["home 0 hero-banner 2 '' 2/1/1", "home 1 product-carousel 1 'b' 1/0/0", "page:diwali-sale 0 hero-banner 2 '' 1/0/0"]);
  });

  it('refuses a batch with one bad event whole, with a message, and stores none of it', async () => {
    const message = await refusal(await post({ events: [event('impression'), event('click', { index: 500 })] }), 400);
    expect(message).toMatch(/events\.1\.index/);
    expect(await refusal(await post({ events: [event('impression'), event('impression', { at: Date.now() - 49 * 3600_000 })] }), 400)).toMatch(/48 hours ago/);
    expect(await refusal(await post({ events: [event('impression', { at: Date.now() + 6 * 60_000 })] }), 400)).toMatch(/in the future/);
    expect(await refusal(await post({ events: Array.from({ length: 101 }, () => event('impression')) }), 400)).toMatch(/at most 100/);
    expect(await refusal(await post({ events: [] }), 400)).toMatch(/at least one/);
    expect(await refusal(await post({ events: [event('impression')], shopper: 7 }), 400)).toMatch(/not valid/);
    expect(await refusal(await post('{"events": ['), 400)).toMatch(/not valid JSON/);
    expect(await refusal(await post({ events: [event('impression')] }, { type: 'application/x-www-form-urlencoded' }), 415)).toMatch(/JSON/);
    expect(await stored()).toEqual([]);
  });

  it('cuts off an oversized body unread with 413', async () => {
    const huge = JSON.stringify({ events: [event('impression', { variant: 'x' })], padding: 'p'.repeat(40 * 1024) });
    expect(await refusal(await post(huge), 413)).toMatch(/larger than 32 KB/);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
    ['Do Not Track', { DNT: '1' }],
  ])('answers a shopper with %s 204 and records nothing', async (_name, headers) => {
    const res = await post({ events: [event('impression'), event('click')] }, { headers });
    expect(res.status).toBe(204);
    // Not even read: a broken batch from them is not refused either.
    expect((await post('not json', { headers })).status).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('refuses a batch another site makes the browser send', async () => {
    expect(await refusal(await post({ events: [event('impression')] }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403)).toMatch(/own pages/);
    expect((await post({ events: [event('impression')] }, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(204);
  });

  it(`limits each visitor to ${BATCHES_PER_MINUTE} batches a minute, with Retry-After`, async () => {
    const visitor = newVisitor();
    for (let i = 0; i < BATCHES_PER_MINUTE; i += 1) expect((await post({ events: [event('click')] }, { visitor })).status).toBe(204);
    const limited = await post({ events: [event('click')] }, { visitor });
    expect(await refusal(limited, 429)).toMatch(/Too many/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    // Another visitor is not held back by this one.
    expect((await post({ events: [event('click')] })).status).toBe(204);
    expect(await stored()).toEqual([`home 0 hero-banner 2 '' 0/${BATCHES_PER_MINUTE + 1}/0`]);
  });

  it('keeps the counts of a flush the database refused, and writes them with the next', async () => {
    expect((await post({ events: [event('impression'), event('click')] })).status).toBe(204);
    // The table out of reach for a moment, as in a database restart.
    await sql`alter table section_stats_hourly rename to section_stats_away`.execute(database.db);
    try {
      await expect(rollup.flush()).rejects.toThrow();
      expect(rollup.pending).toBe(1);
    } finally {
      await sql`alter table section_stats_away rename to section_stats_hourly`.execute(database.db);
    }
    expect((await post({ events: [event('impression')] })).status).toBe(204);
    expect(await stored()).toEqual(["home 0 hero-banner 2 '' 2/1/0"]);
    expect(rollup.pending).toBe(0);
  });
});

describe(`the studio's section stats (${databaseKind})`, () => {
  const HOUR = 3600_000;
  const hoursAgo = (n: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR - n * HOUR);

  async function insert(hour: Date, idx: number, impressions: number, clicks: number, addToCart: number, over: { scope?: string; pattern?: number; variant?: string } = {}) {
    await database.db
      .insertInto('section_stats_hourly')
      .values({ hour, scope: over.scope ?? 'home', idx, section: idx === 0 ? 'hero-banner' : 'product-carousel', pattern: over.pattern ?? 1, variant: over.variant ?? '', impressions, clicks, add_to_cart: addToCart })
      .execute();
  }

  async function read(period: SectionStatsPeriod, cookie = ownerCookie) {
    const res = await app.request(`/api/${sectionStatsPath('home', period)}`, { headers: { Cookie: cookie } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    return statsEnvelope.parse(await json(res)).data;
  }

  beforeEach(async () => {
    await insert(hoursAgo(0), 0, 1000, 50, 5);
    await insert(hoursAgo(23), 0, 1000, 30, 3);
    // Outside the last 24 hours, inside 7 days.
    await insert(hoursAgo(24), 0, 2000, 20, 2);
    await insert(hoursAgo(6 * 24), 1, 400, 8, 0, { pattern: 3, variant: 'b' });
    // Inside 30 days only, and outside every period.
    await insert(hoursAgo(29 * 24), 0, 4000, 0, 0);
    await insert(hoursAgo(31 * 24), 0, 9999, 9999, 9999);
    // Another layout.
    await insert(hoursAgo(1), 0, 7777, 7, 7, { scope: 'cart' });
  });

  it('sums each section over the period with its click-through and add-to-cart rates', async () => {
    const day = await read('24h');
    expect(day.period).toBe('24h');
    expect(new Date(day.from).getTime()).toBe(hoursAgo(23).getTime());
    expect(day.sections).toEqual([{ index: 0, section: 'hero-banner', pattern: 1, variant: '', impressions: 2000, clicks: 80, add_to_cart: 8, ctr: 0.04, add_to_cart_rate: 0.004 }]);

    const week = await read('7d');
    expect(week.sections).toEqual([
      { index: 0, section: 'hero-banner', pattern: 1, variant: '', impressions: 4000, clicks: 100, add_to_cart: 10, ctr: 0.025, add_to_cart_rate: 0.0025 },
      { index: 1, section: 'product-carousel', pattern: 3, variant: 'b', impressions: 400, clicks: 8, add_to_cart: 0, ctr: 0.02, add_to_cart_rate: 0 },
    ]);

    const month = await read('30d');
    expect(month.sections.map((s) => [s.index, s.impressions])).toEqual([
      [0, 8000],
      [1, 400],
    ]);
  });

  it('answers a layout without data with no rows, and refuses a bad query', async () => {
    const res = await app.request(`/api/${sectionStatsPath('page:no-such-page', '7d')}`, { headers: { Cookie: ownerCookie } });
    expect(statsEnvelope.parse(await json(res)).data.sections).toEqual([]);
    const bad = await app.request(`/api/${sectionAnalyticsPaths.stats}?scope=home&period=90d`, { headers: { Cookie: ownerCookie } });
    expect(await refusal(bad, 400)).toMatch(/period/);
  });

  it('needs a studio session whose role reads layouts', async () => {
    const path = `/api/${sectionStatsPath('home', '7d')}`;
    expect(await refusal(await app.request(path), 401)).toMatch(/Sign in/);
    expect(await refusal(await app.request(path, { headers: { Cookie: ordersCookie } }), 403)).toMatch(/layouts\.read/);
  });
});
