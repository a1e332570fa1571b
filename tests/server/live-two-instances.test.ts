/**
 * Two API instances on one PostgreSQL database: a publish committed through
 * one reaches the SSE clients of the other through LISTEN/NOTIFY, also after
 * the other's LISTEN connection was killed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_EVENTS_PATH } from '../../schemas/api/studio';
import { configViewSchema, versionSchema } from '../../schemas/api/studio';
import { adminUrl, createTestDatabase, withAdminClient, type TestDatabase } from './harness';
import { startInstance, type Instance } from './instances';
import { configFrames, openSse, simulatePublish, type SseReader } from './live-sse-reader';
import { storefrontLayout, studioSession } from './studio-client';
import { productListSchema } from '../../schemas/api/catalog';
import { envelopeSchema } from '../../schemas/api/envelope';
import { productDeskDetailSchema, productDeskPaths } from '../../schemas/api/product-desk';
import { storefrontAuth } from './harness';
import { seedIfEmpty } from '../../server/seed/seed';

describe.skipIf(!adminUrl)('live configuration events across instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  const readers: SseReader[] = [];

  /** Through A: commit with NOTIFY, then A's own announce; B is told nothing directly. */
  async function publishThroughA(key: string) {
    const published = await simulatePublish(database.db, key);
    a.hub.announce();
    return published;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // The demo catalogue, for the product desk's test.
    await seedIfEmpty(database.db);
    const url = database.url ?? '';
    a = await startInstance(url);
    b = await startInstance(url);
  });

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await b?.close();
    await a?.close();
    await database?.close();
  });

  it('a publish through A reaches a client of B within 2 s, and again after B lost its LISTEN connection', async () => {
    const onB = await openSse(`http://127.0.0.1:${b.server.port}/api/${CONFIG_EVENTS_PATH}`);
    readers.push(onB);
    await onB.next((f) => f.event === 'ready');

    const first = await publishThroughA('home');
    const started = Date.now();
    await onB.next((f) => f.id === String(first.id), 2000);
    expect(Date.now() - started).toBeLessThan(2000);

    const dbName = new URL(database.url ?? '').pathname.slice(1);
    const killed = await withAdminClient(adminUrl ?? '', (client) =>
      client.query<{ pid: number }>(
        `select pg_terminate_backend(pid), pid from pg_stat_activity where datname = $1 and application_name = 'vitrine-live' and query ilike 'LISTEN%'`,
        [dbName],
      ),
    );
    // Both instances' listeners: A's own announce still covers A, B must recover alone.
    expect(killed.rowCount).toBe(2);

    // Published while B is (very likely) not listening: B catches up when it reconnects.
    const second = await publishThroughA('cart');
    await onB.next((f) => f.id === String(second.id), 5000);
    // And it listens again: a third publish arrives promptly.
    await expect.poll(() => listeners(dbName), { timeout: 5000 }).toBe(2);
    const third = await publishThroughA('theme');
    const again = Date.now();
    await onB.next((f) => f.id === String(third.id), 2000);
    expect(Date.now() - again).toBeLessThan(2000);

    expect(configFrames(onB).map((e) => [e.id, e.key])).toEqual([
      [first.id, 'home'],
      [second.id, 'cart'],
      [third.id, 'theme'],
    ]);
  });

  it("a merchandiser publishing in A's studio: B's SSE client hears it within 2 s and B's API serves the new layout", async () => {
    const onB = await openSse(`http://127.0.0.1:${b.server.port}/api/${CONFIG_EVENTS_PATH}`);
    readers.push(onB);
    await onB.next((f) => f.event === 'ready');

    const studio = await studioSession(a.app);
    const layout = [{ section_name: 'wishlist-items', visibility: 'Y', other_configration: JSON.stringify({ pattern: 2 }) }];
    const draft = await studio.data(configViewSchema, 'PUT', 'admin/studio/configs/wishlist/draft', { document: layout, revision: 0 });
    const started = Date.now();
    const version = await studio.data(versionSchema, 'POST', 'admin/studio/configs/wishlist/publish', { revision: draft.draft_revision });
    await onB.next((f) => f.id === String(version.id), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(configFrames(onB).at(-1)).toMatchObject({ sseId: String(version.id), id: version.id, key: 'wishlist', version: version.version });
    expect(await storefrontLayout(b.app, 'wishlist')).toEqual(layout);
  });

  it("a price saved in A's product desk reaches B within 2 s: B's tabs are told to refetch, and B's listing (kept 5 s otherwise) shows it", async () => {
    const onB = await openSse(`http://127.0.0.1:${b.server.port}/api/${CONFIG_EVENTS_PATH}`);
    readers.push(onB);
    await onB.next((f) => f.event === 'ready');
    const listing = async () => {
      const res = await b.app.request('/api/website/catalog/products?sort=price_asc&page_size=60', { headers: storefrontAuth });
      return envelopeSchema(productListSchema).parse(await res.json()).data.items;
    };
    const before = await listing(); // B keeps this answer for 5 s
    const studio = await studioSession(a.app);
    // The listing's last product, at ₹1 (its own price, or every variant's): it heads the cheapest-first listing.
    const cheapest = before.at(-1);
    if (!cheapest) throw new Error('the listing is empty');
    const opened = await studio.data(productDeskDetailSchema, 'GET', productDeskPaths.product(cheapest.id));
    const { id: _id, updated_at: _at, url: _url, related, ...fields } = opened;
    const started = Date.now();
    await studio.data(productDeskDetailSchema, 'PUT', productDeskPaths.product(cheapest.id), {
      ...fields,
      variants: fields.variants.map((v) => ({ ...v, price_paise: 1_00 })),
      related_ids: related.map((r) => r.id),
      price_paise: 1_00,
    });
    await onB.next((f) => f.event === 'catalog', 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await listing())[0]).toMatchObject({ id: cheapest.id, price: 1_00 });
  });

  async function listeners(dbName: string): Promise<number> {
    const result = await withAdminClient(adminUrl ?? '', (client) =>
      client.query(`select pid from pg_stat_activity where datname = $1 and application_name = 'vitrine-live' and query ilike 'LISTEN%'`, [dbName]),
    );
    return result.rowCount ?? 0;
  }
});
