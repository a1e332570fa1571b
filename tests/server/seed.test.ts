import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapSchema, businessDetailsSchema, themeConfigSchema } from '../../schemas/api/shop-config';
import { menuItemSchema } from '../../schemas/menu';
import { isAppRoute } from '../../schemas/routes';
import { parseOtherConfig } from '../../schemas/ui-config/entry';
import { PAGE_SCOPES } from '../../schemas/ui-config/section-names';
import { formatLintReport } from '../../src/engine/lint';
import { lintConfig } from '../../registry/lint-rules';
import { listLayout, listModules } from '../../server/features/config/repository';
import { readSetting } from '../../server/features/config/settings';
import { brandInitials, faviconSvg, inkOn, logoSvg } from '../../server/seed/logo';
import { demoBootstrap, demoBusiness, demoLayouts, demoMenu, demoModules, demoShell, demoTheme } from '../../server/seed/demo-shop';
import { readDashboard } from '../../server/features/dashboard/read';
import { DEMO_ORDERS, seedDemoOrders } from '../../server/seed/demo-orders';
import { seedIfEmpty } from '../../server/seed/seed';
import { createTestDatabase, databaseKind, type TestDatabase } from './harness';

describe('demo shop data', () => {
  it.each(PAGE_SCOPES)('passes lintConfig for %s', (scope) => {
    const result = lintConfig(demoLayouts[scope], scope);
    expect(result.ok, formatLintReport(result, scope)).toBe(true);
  });

  it('puts the shell sections in the order the brief asks, all shown', () => {
    const shown = demoShell.filter((e) => e.visibility === 'Y');
    expect(shown.map((e) => [e.section_name, parseOtherConfig(e.other_configration)])).toEqual([
      ['promotinal-header', { ok: true, value: expect.objectContaining({ pattern: 1 }) }],
      ['header', { ok: true, value: expect.objectContaining({ pattern: 1 }) }],
      ['sub-header', { ok: true, value: expect.objectContaining({ pattern: 1 }) }],
      ['footer', { ok: true, value: expect.objectContaining({ pattern: 1 }) }],
    ]);
  });

  it('links every menu item to a storefront route and names only known modules', () => {
    const moduleNames = new Set(demoModules.map((m) => m.module_name));
    for (const e of demoMenu) {
      const parsed = parseOtherConfig(e.other_configration);
      if (!parsed.ok) throw new Error(parsed.error);
      const item = menuItemSchema.parse(parsed.value);
      expect(isAppRoute(item.href), item.href).toBe(true);
      if (item.module) expect(moduleNames.has(item.module), item.module).toBe(true);
    }
    const tabs = demoMenu.map((e) => menuItemSchema.parse(JSON.parse(e.other_configration))).filter((i) => i.placement === 'bottom-tab');
    expect(tabs.map((i) => i.label)).toEqual(['Home', 'Categories', 'Deals', 'Wishlist', 'Account']);
  });

  it('is valid against the shared schemas without defaults filling gaps', () => {
    expect(themeConfigSchema.parse(demoTheme)).toEqual(demoTheme);
    expect(businessDetailsSchema.parse(demoBusiness)).toEqual(demoBusiness);
    expect(bootstrapSchema.parse(demoBootstrap)).toEqual(demoBootstrap);
    expect(demoBusiness.gstin).toMatch(/^27[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
  });
});

describe('logo', () => {
  it('draws the initials and the name in the theme colour, escaped', () => {
    expect(brandInitials('Circuit Bazaar')).toBe('CB');
    expect(brandInitials('  zenith ')).toBe('Z');
    expect(brandInitials('')).toBe('V');
    const svg = logoSvg('A<B & "C"', '#1d4ed8');
    expect(svg).toContain('A&#60;B &#38; &#34;C&#34;');
    expect(svg).toContain('fill="#1d4ed8"');
    expect(faviconSvg('Circuit Bazaar', '#1d4ed8')).toContain('>CB</text>');
  });

  it('picks readable ink on light and dark brand colours', () => {
    expect(inkOn('#1d4ed8')).toBe('#ffffff');
    expect(inkOn('#fde047')).toBe('#111827');
  });
});

describe(`seeding (${databaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills an empty database once, and not again after a merchandiser empties a layout', async () => {
    const { db } = database;
    expect(await seedIfEmpty(db)).toBe(true);
    expect((await listLayout(db, 'shell')).map(({ id: _id, ...e }) => e)).toEqual(demoShell);
    expect(await listModules(db)).toEqual(demoModules);
    expect(await readSetting(db, 'theme')).toEqual(demoTheme);
    const media = await db.selectFrom('media').select('name').orderBy('name').execute();
    expect(media.map((m) => m.name)).toEqual(['favicon.svg', 'logo.svg']);

    await db.deleteFrom('ui_configurations').where('scope', '=', 'shell').execute();
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await listLayout(db, 'shell')).toEqual([]);
  });

  it('gives a new demo shop a year of orders once, so the order desk and the dashboard open on something', async () => {
    const { db } = database;
    expect(await seedDemoOrders(db)).toBe(true);
    const orders = await db.selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(DEMO_ORDERS);
    const week = await readDashboard(db, 'week', new Date());
    expect(week.current.figures.orders).toBeGreaterThan(0);
    expect(week.daily.some((day) => day.orders > 0)).toBe(true);
    const returns = await db.selectFrom('returns').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(returns.n)).toBeGreaterThan(0);
    expect(await seedDemoOrders(db)).toBe(false);
    const again = await db.selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(again.n)).toBe(DEMO_ORDERS);
  });

  it('seeds once when two starts race', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedIfEmpty(fresh.db), seedIfEmpty(fresh.db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await listLayout(fresh.db, 'menu')).toHaveLength(demoMenu.length);
    } finally {
      await fresh.close();
    }
  });
});
