/**
 * The address book against the real server code and a real database: CRUD,
 * one default at a time, the PIN table's checks, the limit, and that another
 * shopper's id or address gives 403 or 404. Sessions are real rows (cookie
 * → user_sessions), without Firebase.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ADDRESS_MESSAGES,
  addressListSchema,
  addressPaths,
  addressSchema,
  mapConfigSchema,
  pinInfoSchema,
  type Address,
} from '../../schemas/api/addresses';
import { envelopeSchema } from '../../schemas/api/envelope';
import { addressRoutes } from '../../server/features/addresses/routes';
import { MAX_ADDRESSES } from '../../server/features/addresses/repository';
import { createSession, SESSION_COOKIE, sessionIdentify } from '../../server/features/identity/sessions';
import type { PaymentGateway } from '../../server/features/payments/gateway';
import { PIN_CODE_SEED, seedPinCodes } from '../../server/seed/pin-codes';
import { seedIfEmpty } from '../../server/seed/seed';
import { expectRefused, formBody, type Fields } from './cart-client';
import { createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
let app: Hono;
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// The address routes never touch payments; the interface only has to be there.
const noGateway: PaymentGateway = {
  kind: 'local',
  keyId: 'rzp_test_unused',
  scriptUrl: '/unused.js',
  createOrder: () => Promise.reject(new Error('not used by addresses')),
  verifyPaymentSignature: () => false,
  verifyWebhookSignature: () => false,
  refundPayment: () => Promise.reject(new Error('not used by addresses')),
};

beforeAll(async () => {
  t = await createTestServer();
  const credentials = {
    storefront: { user: t.config.apiUser, password: t.config.apiKey },
    admin: { user: t.config.adminUser, password: t.config.adminPassword },
  };
  app = new Hono().route(
    '/api',
    addressRoutes({ db: t.db, credentials, identify: sessionIdentify(t.db), gateway: noGateway, production: false, mapTileUrl: TILES, mailer: t.outbox }),
  );
});
afterAll(async () => {
  await t.close();
});

interface Shopper {
  id: number;
  cookie: string;
}

async function newShopper(): Promise<Shopper> {
  const { id } = await t.db
    .insertInto('users')
    .values({ firebase_uid: `test-${randomUUID()}`, email: null, mobile: null, referral_code: randomUUID().slice(0, 8) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, id, 'test');
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

function call(who: Shopper | null, method: string, path: string, fields?: Fields): Promise<Response> {
  const headers: Record<string, string> = { ...storefrontAuth, ...(who ? { Cookie: who.cookie } : {}) };
  return Promise.resolve(app.request(`/api/${path}`, { method, headers, ...(fields ? { body: formBody(fields) } : {}) }));
}

const PUNE = {
  name: 'Asha Kulkarni',
  mobile: '9876543210',
  pin: '411041',
  house: 'Flat 12, Sunshine Apartments, Sinhagad Road',
  locality: 'Dhayari',
  landmark: 'Near the DSK school',
  city: 'Pune',
  state_code: 'MH',
  type: 'home',
  latitude: '18.44766',
  longitude: '73.8262',
};
const BENGALURU = { ...PUNE, pin: '560001', house: '4th floor, MG Road', locality: 'Ashok Nagar', landmark: '', city: 'Bengaluru', state_code: 'KA', type: 'work' };

async function expectAddress(res: Response, message: string): Promise<Address> {
  const body = envelopeSchema(addressSchema).parse(await json(res));
  expect({ http: res.status, message: body.message }).toEqual({ http: 200, message });
  expect(res.headers.get('cache-control')).toBe('no-store');
  return body.data;
}

async function create(who: Shopper, fields: Fields = PUNE): Promise<Address> {
  return expectAddress(await call(who, 'POST', addressPaths.create, { user_id: who.id, ...fields }), 'Address saved');
}

async function list(who: Shopper): Promise<Address[]> {
  const res = await call(who, 'GET', `${addressPaths.list}?user_id=${who.id}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return envelopeSchema(addressListSchema).parse(await json(res)).data;
}

const defaults = (addresses: Address[]) => addresses.filter((a) => a.is_default).map((a) => a.id);

describe(`addresses: the PIN table (${databaseKind})`, () => {
  it('is seeded with every zone, valid PINs and known state codes, 411041 included', async () => {
    const rows = await t.db.selectFrom('pin_codes').selectAll().execute();
    expect(rows.length).toBe(PIN_CODE_SEED.length);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.zone))).toEqual(new Set(['local', 'regional', 'national', 'remote']));
    expect(rows.some((r) => !r.serviceable)).toBe(true);
    expect(rows.find((r) => r.pin === '411041')).toMatchObject({ city: 'Pune', state_code: 'MH', zone: 'local' });
    const ranges = { local: [1, 2], regional: [2, 3], national: [3, 5], remote: [6, 9] } as const;
    for (const row of rows) {
      expect(row.pin).toMatch(/^[1-9][0-9]{5}$/);
      const [low, high] = ranges[row.zone];
      expect(row.delivery_days, row.pin).toBeGreaterThanOrEqual(low);
      expect(row.delivery_days, row.pin).toBeLessThanOrEqual(high);
    }
  });

  it('is seeded into a database seeded before addresses existed, and only once', async () => {
    await t.db.deleteFrom('pin_codes').execute();
    // The shop's seed marker is already there, so the demo shop is not seeded again; the PIN table is.
    expect(await seedIfEmpty(t.db)).toBe(false);
    expect(await t.db.selectFrom('pin_codes').select('pin').execute()).toHaveLength(PIN_CODE_SEED.length);
    expect(await seedPinCodes(t.db)).toBe(0);
  });

  it('answers a known PIN with city, state and delivery facts', async () => {
    const res = await call(null, 'GET', addressPaths.pin('744101'));
    expect(res.status).toBe(200);
    const info = envelopeSchema(pinInfoSchema).parse(await json(res)).data;
    expect(info).toMatchObject({ pin: '744101', city: 'Port Blair', state_code: 'AN', state: 'Andaman and Nicobar Islands', zone: 'remote', serviceable: true, cod_available: false });
  });

  it('refuses a malformed PIN with 400 and an unknown one with 404', async () => {
    await expectRefused(await call(null, 'GET', addressPaths.pin('041100')), 400, /6-digit PIN/);
    await expectRefused(await call(null, 'GET', addressPaths.pin('41104')), 400, /6-digit PIN/);
    await expectRefused(await call(null, 'GET', addressPaths.pin('999999')), 404, ADDRESS_MESSAGES.pinUnknown);
  });

  it('needs the storefront credential', async () => {
    const res = await app.request(`/api/${addressPaths.pin('411041')}`);
    expect(res.status).toBe(401);
  });

  it('gives the map its tile source', async () => {
    const res = await call(null, 'GET', addressPaths.mapConfig);
    const config = envelopeSchema(mapConfigSchema).parse(await json(res)).data;
    expect(config).toEqual({ tile_url: TILES, attribution: '© OpenStreetMap contributors' });
  });
});

describe(`addresses: create, read, update, delete (${databaseKind})`, () => {
  it('creates the first address as the default, with the state name and serviceability', async () => {
    const me = await newShopper();
    const first = await create(me, { ...PUNE, is_default: 'false' });
    expect(first).toMatchObject({
      name: PUNE.name,
      mobile: PUNE.mobile,
      pin: '411041',
      state: 'Maharashtra',
      type: 'home',
      is_default: true,
      serviceable: true,
      latitude: 18.44766,
      longitude: 73.8262,
    });
    const row = await t.db.selectFrom('addresses').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(me.id);
  });

  it('lists the default first, then the newest', async () => {
    const me = await newShopper();
    const a = await create(me);
    const b = await create(me, BENGALURU);
    const c = await create(me, { ...PUNE, name: 'Ravi' });
    expect((await list(me)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
  });

  it('keeps an address without map position', async () => {
    const me = await newShopper();
    const address = await create(me, { ...PUNE, latitude: '', longitude: '' });
    expect(address).toMatchObject({ latitude: null, longitude: null });
  });

  it('saves an unserviceable PIN but says it is not deliverable', async () => {
    const me = await newShopper();
    const address = await create(me, { ...PUNE, pin: '744301', city: 'Car Nicobar', state_code: 'AN' });
    expect(address.serviceable).toBe(false);
  });

  it('refuses a PIN not in the table and a PIN in another state with 422', async () => {
    const me = await newShopper();
    await expectRefused(await call(me, 'POST', addressPaths.create, { user_id: me.id, ...PUNE, pin: '999999' }), 422, ADDRESS_MESSAGES.pinUnknown);
    await expectRefused(
      await call(me, 'POST', addressPaths.create, { user_id: me.id, ...PUNE, state_code: 'KA' }),
      422,
      'The PIN code is in Maharashtra, not Karnataka',
    );
    expect(await list(me)).toEqual([]);
  });

  it('refuses invalid fields with 400 naming them', async () => {
    const me = await newShopper();
    const res = await call(me, 'POST', addressPaths.create, { user_id: me.id, ...PUNE, name: ' ', mobile: '12345', pin: '011001', state_code: 'XX' });
    const body = await json(res);
    expect(res.status).toBe(400);
    const text = JSON.stringify(body);
    expect(text).toContain(ADDRESS_MESSAGES.nameRequired);
    expect(text).toContain('Invalid mobile number format!');
    expect(text).toContain(ADDRESS_MESSAGES.pinFormat);
    expect(text).toContain('Choose a state');
  });

  it('updates its own address and refuses a bad PIN on update', async () => {
    const me = await newShopper();
    const a = await create(me);
    const updated = await expectAddress(await call(me, 'PUT', addressPaths.one(a.id), { user_id: me.id, ...BENGALURU }), 'Address saved');
    expect(updated).toMatchObject({ id: a.id, city: 'Bengaluru', state: 'Karnataka', type: 'work', is_default: true, landmark: '' });
    await expectRefused(await call(me, 'PUT', addressPaths.one(a.id), { user_id: me.id, ...PUNE, state_code: 'GJ' }), 422, /not Gujarat/);
  });

  it('deletes its own address and promotes the newest remaining one to default', async () => {
    const me = await newShopper();
    const a = await create(me);
    const b = await create(me, BENGALURU);
    const c = await create(me, { ...PUNE, name: 'Ravi' });
    const res = await call(me, 'DELETE', `${addressPaths.one(a.id)}?user_id=${me.id}`);
    expect(res.status).toBe(200);
    const after = await list(me);
    expect(after.map((x) => x.id)).toEqual([c.id, b.id]);
    expect(defaults(after)).toEqual([c.id]);
    await expectRefused(await call(me, 'DELETE', `${addressPaths.one(a.id)}?user_id=${me.id}`), 404, 'Address not found');
  });
});

describe(`addresses: one default at a time (${databaseKind})`, () => {
  it('switches the default with the default call', async () => {
    const me = await newShopper();
    const a = await create(me);
    const b = await create(me, BENGALURU);
    expect(defaults(await list(me))).toEqual([a.id]);
    const made = await expectAddress(await call(me, 'POST', addressPaths.makeDefault(b.id), { user_id: me.id }), 'Default address changed');
    expect(made.is_default).toBe(true);
    const after = await list(me);
    expect(defaults(after)).toEqual([b.id]);
    expect(after[0]?.id).toBe(b.id);
  });

  it('makes a new address the default when asked, and on update', async () => {
    const me = await newShopper();
    const a = await create(me);
    const b = await create(me, { ...BENGALURU, is_default: '1' });
    expect(defaults(await list(me))).toEqual([b.id]);
    await expectAddress(await call(me, 'PUT', addressPaths.one(a.id), { user_id: me.id, ...PUNE, is_default: 'true' }), 'Address saved');
    expect(defaults(await list(me))).toEqual([a.id]);
    // Unticking it keeps it: a shopper with addresses always has a default.
    await expectAddress(await call(me, 'PUT', addressPaths.one(a.id), { user_id: me.id, ...PUNE, is_default: 'false' }), 'Address saved');
    expect(defaults(await list(me))).toEqual([a.id]);
  });

  it('ends with exactly one default when defaults are set at once', async () => {
    const me = await newShopper();
    const made = [await create(me), await create(me, BENGALURU), await create(me), await create(me, BENGALURU)];
    const answers = await Promise.all(made.map((a) => call(me, 'POST', addressPaths.makeDefault(a.id), { user_id: me.id })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(defaults(await list(me))).toHaveLength(1);
  });
});

describe(`addresses: whose they are (${databaseKind})`, () => {
  it('needs a signed-in shopper', async () => {
    const me = await newShopper();
    const res = await call(null, 'GET', `${addressPaths.list}?user_id=${me.id}`);
    expect(res.status).toBe(401);
    expect(z.object({ code: z.string() }).parse(await json(res)).code).toBe('sign-in-required');
    expect((await call(me, 'GET', `${addressPaths.list}?user_id=0`)).status).toBe(401);
  });

  it('gives 403 for another shopper\'s user_id on every call', async () => {
    const me = await newShopper();
    const other = await newShopper();
    const theirs = await create(other);
    await expectRefused(await call(me, 'GET', `${addressPaths.list}?user_id=${other.id}`), 403, /another account/);
    await expectRefused(await call(me, 'POST', addressPaths.create, { user_id: other.id, ...PUNE }), 403, /another account/);
    await expectRefused(await call(me, 'PUT', addressPaths.one(theirs.id), { user_id: other.id, ...PUNE }), 403, /another account/);
    await expectRefused(await call(me, 'DELETE', `${addressPaths.one(theirs.id)}?user_id=${other.id}`), 403, /another account/);
    await expectRefused(await call(me, 'POST', addressPaths.makeDefault(theirs.id), { user_id: other.id }), 403, /another account/);
    expect(await list(other)).toHaveLength(1);
  });

  it('gives 404 for another shopper\'s address id, changing nothing', async () => {
    const me = await newShopper();
    const other = await newShopper();
    await create(me);
    const theirs = await create(other);
    await create(other, BENGALURU);
    const before = await list(other);
    await expectRefused(await call(me, 'PUT', addressPaths.one(theirs.id), { user_id: me.id, ...BENGALURU }), 404, 'Address not found');
    await expectRefused(await call(me, 'DELETE', `${addressPaths.one(theirs.id)}?user_id=${me.id}`), 404, 'Address not found');
    await expectRefused(await call(me, 'POST', addressPaths.makeDefault(theirs.id), { user_id: me.id }), 404, 'Address not found');
    expect(await list(other)).toEqual(before);
  });
});

describe(`addresses: the limit (${databaseKind})`, () => {
  it(`keeps at most ${MAX_ADDRESSES} per shopper`, async () => {
    const me = await newShopper();
    const rows = Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
      user_id: me.id,
      name: `Address ${i}`,
      mobile: PUNE.mobile,
      pin: PUNE.pin,
      house: PUNE.house,
      locality: PUNE.locality,
      city: PUNE.city,
      state_code: 'MH',
      type: 'home' as const,
      is_default: i === 0,
      latitude: null,
      longitude: null,
    }));
    await t.db.insertInto('addresses').values(rows.slice(0, -1)).execute();
    await create(me);
    await expectRefused(await call(me, 'POST', addressPaths.create, { user_id: me.id, ...PUNE }), 422, /at most 20 addresses/);
    expect(await list(me)).toHaveLength(MAX_ADDRESSES);
  });
});
