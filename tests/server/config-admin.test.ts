import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { businessDetailsSchema, moduleListSchema, themeConfigSchema } from '../../schemas/api/shop-config';
import { uiConfigListSchema, type UiConfigEntry } from '../../schemas/ui-config/entry';
import { PAGE_SCOPES } from '../../schemas/ui-config/section-names';
import { ADMIN_PAGES } from '../../server/features/config/admin-routes';
import { demoBusiness, demoMenu, demoModules, demoShell } from '../../server/seed/demo-shop';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const layoutEnvelope = envelopeSchema(uiConfigListSchema);
const problemSchema = z.object({ index: z.number().optional(), section_name: z.string().optional(), field: z.string(), message: z.string() });
const refusalSchema = z.object({ ...errorBodySchema.shape, status: z.literal(false), message: z.string(), problems: z.array(problemSchema) });
const strip = (list: UiConfigEntry[]) => list.map(({ id: _id, ...rest }) => rest);

function put(path: string, body: unknown) {
  return t.app.request(path, { method: 'PUT', headers: { ...adminAuth, 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}
async function readShell() {
  const res = await t.app.request('/api/website/ui-configurations', { headers: storefrontAuth });
  return { etag: res.headers.get('etag'), data: layoutEnvelope.parse(await json(res)).data };
}
const entry = (section_name: string, config: unknown, visibility = 'Y'): UiConfigEntry => ({
  section_name,
  visibility,
  other_configration: typeof config === 'string' ? config : JSON.stringify(config),
});

describe(`admin layout writes (${databaseKind})`, () => {
  it('every page scope but the shell is editable under website-page', () => {
    expect([...ADMIN_PAGES].sort()).toEqual(PAGE_SCOPES.filter((s) => s !== 'shell').sort());
  });

  it('saves a valid shell and serves it on the next GET, with a new ETag', async () => {
    const before = await readShell();
    const next = [entry('header', { pattern: 2, tagline: 'Pune ka apna computer store' }), entry('footer', { pattern: 2 }), entry('promotinal-header', { pattern: 3 }, 'N')];
    const res = await put('/api/admin/ui-configurations', next);
    expect(res.status).toBe(200);
    const saved = layoutEnvelope.parse(await json(res));
    expect(saved.message).toBe('Saved');
    expect(strip(saved.data)).toEqual(next);

    const after = await readShell();
    expect(strip(after.data)).toEqual(next);
    expect(after.etag).not.toBe(before.etag);
    const conditional = await t.app.request('/api/website/ui-configurations', { headers: { ...storefrontAuth, 'If-None-Match': before.etag ?? '' } });
    expect(conditional.status).toBe(200);
  });

  it('accepts the list exactly as GET returns it (ids included) and keeps its order', async () => {
    const current = (await readShell()).data;
    const reversed = [...current].reverse();
    expect((await put('/api/admin/ui-configurations', reversed)).status).toBe(200);
    expect(strip((await readShell()).data)).toEqual(strip(reversed));
  });

  it('saves the menu and a page, and an empty list clears a scope', async () => {
    const menu = demoMenu.slice(0, 3);
    expect((await put('/api/admin/ui-configurations/website-page/menu', menu)).status).toBe(200);
    const served = await t.app.request('/api/website/app-ui-configurations/website-page/menu', { headers: storefrontAuth });
    expect(strip(layoutEnvelope.parse(await json(served)).data)).toEqual(menu);

    expect((await put('/api/admin/ui-configurations/website-page/menu', [])).status).toBe(200);
    const admin = await t.app.request('/api/admin/ui-configurations/website-page/menu', { headers: adminAuth });
    expect(layoutEnvelope.parse(await json(admin)).data).toEqual([]);
  });

  it('answers 404 for an unknown admin page', async () => {
    expect((await put('/api/admin/ui-configurations/website-page/blog', [])).status).toBe(404);
    expect((await t.app.request('/api/admin/ui-configurations/website-page/shell', { headers: adminAuth })).status).toBe(404);
  });

  const BAD: [string, unknown, RegExp][] = [
    ['an unknown section', [entry('banner-carousel', { pattern: 1 })], /no section named "banner-carousel"/],
    ['an unknown pattern', [entry('header', { pattern: 9 })], /pattern must be one of/],
    ['no pattern', [entry('footer', {})], /pattern must be one of/],
    ['bad JSON in other_configration', [entry('header', '{"pattern": 1,')], /invalid JSON/],
    ['a prop of the wrong type', [entry('header', { pattern: 1, sticky: 'yes' })], /./],
    ['an unknown prop', [entry('header', { pattern: 1, colour: 'red' })], /unknown property/],
    ["visibility 'X'", [entry('header', { pattern: 1 }, 'X')], /must be 'Y' or 'N'/],
    ['a missing field', [{ section_name: 'header', visibility: 'Y' }], /./],
    ['a body that is not a list', { section_name: 'header' }, /expected a list/],
  ];

  it.each(BAD)('refuses %s with 422, lists the problem and saves nothing', async (_label, body, message) => {
    const before = await readShell();
    // A valid entry first: one bad entry must sink the whole list.
    const payload = Array.isArray(body) ? [entry('header', { pattern: 1 }), ...body] : body;
    const res = await put('/api/admin/ui-configurations', payload);
    expect(res.status).toBe(422);
    const refusal = refusalSchema.parse(await json(res));
    expect(refusal.message).toMatch(/nothing was saved/);
    expect(refusal.problems.length).toBeGreaterThan(0);
    expect(refusal.problems.map((p) => p.message).join('\n')).toMatch(message);
    if (Array.isArray(body)) expect(refusal.problems.every((p) => p.index === 1)).toBe(true);
    const after = await readShell();
    expect(after.data).toEqual(before.data);
    expect(after.etag).toBe(before.etag);
  });

  it('lists every problem of a body at once', async () => {
    const res = await put('/api/admin/ui-configurations', [entry('header', { pattern: 9 }), entry('footer', { pattern: 1 }, 'maybe'), entry('nope', { pattern: 1 })]);
    const refusal = refusalSchema.parse(await json(res));
    expect(refusal.problems.map((p) => p.index)).toEqual([0, 1, 2]);
  });

  it('refuses a shell section on a page, and a non-menu entry in the menu', async () => {
    expect((await put('/api/admin/ui-configurations/website-page/home', [entry('header', { pattern: 1 })])).status).toBe(422);
    expect((await put('/api/admin/ui-configurations/website-page/menu', [entry('header', { pattern: 1 })])).status).toBe(422);
    const menuBefore = await t.app.request('/api/admin/ui-configurations/website-page/menu', { headers: adminAuth });
    expect(strip(layoutEnvelope.parse(await json(menuBefore)).data)).toEqual(demoMenu);
  });

  it('answers malformed JSON and an empty body with 400, never 500', async () => {
    for (const body of ['[{"section_name": "header",', '', 'not json']) {
      const res = await put('/api/admin/ui-configurations', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(await json(res)).status).toBe(false);
    }
    expect(strip((await readShell()).data)).toEqual(demoShell);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = [entry('header', { pattern: 1, search_placeholder: 'x'.repeat(1_100_000) })];
    expect((await put('/api/admin/ui-configurations', huge)).status).toBe(413);
  });
});

describe(`admin settings writes (${databaseKind})`, () => {
  it('replaces the module list and the storefront reads it', async () => {
    const modules = [{ module_name: 'cart', status: 'Y' }, { module_name: 'wallet', status: 'n' }];
    const res = await put('/api/admin/configuration', modules);
    expect(res.status).toBe(200);
    const read = await t.app.request('/api/admin/configuration', { headers: storefrontAuth });
    expect(envelopeSchema(moduleListSchema).parse(await json(read)).data).toEqual([{ module_name: 'cart', status: 'Y' }, { module_name: 'wallet', status: 'N' }]);
  });

  it('refuses a bad module list with 422 and keeps the old one', async () => {
    for (const body of [[{ module_name: 'cart', status: 'maybe' }], [{ module_name: '', status: 'Y' }], [{ module_name: 'Cart', status: 'Y' }, { module_name: 'cart', status: 'N' }], { cart: 'Y' }, [{ module_name: 'cart', status: 'Y', extra: 1 }]]) {
      const res = await put('/api/admin/configuration', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(refusalSchema.parse(await json(res)).problems.length).toBeGreaterThan(0);
    }
    const read = await t.app.request('/api/admin/configuration', { headers: storefrontAuth });
    expect(envelopeSchema(moduleListSchema).parse(await json(read)).data).toEqual(demoModules);
  });

  it('saves the theme, regenerates the logo in the new colour, and refuses a bad colour', async () => {
    const logoBefore = await (await t.app.request('/media/logo.svg')).text();
    const theme = { brand_name: 'Chip & Byte <Pune>', theme_color: '#b91c1c', favicon: '/media/favicon.svg' };
    expect((await put('/api/admin/theme-config', theme)).status).toBe(200);
    const read = await t.app.request('/api/website/theme-config', { headers: storefrontAuth });
    expect(envelopeSchema(themeConfigSchema).parse(await json(read)).data).toEqual(theme);
    const logo = await (await t.app.request('/media/logo.svg')).text();
    expect(logo).not.toBe(logoBefore);
    expect(logo).toContain('#b91c1c');
    expect(logo).toContain('Chip &#38; Byte &#60;Pune&#62;');

    for (const bad of [{ ...theme, theme_color: 'red' }, { ...theme, theme_colour: '#000000' }, { ...theme, brand_name: '  ' }]) {
      expect((await put('/api/admin/theme-config', bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const still = await t.app.request('/api/website/theme-config', { headers: storefrontAuth });
    expect(envelopeSchema(themeConfigSchema).parse(await json(still)).data).toEqual(theme);
  });

  it('saves business details and refuses unknown fields', async () => {
    const business = { ...demoBusiness, phone_number: '9123456780' };
    expect((await put('/api/admin/business-details', business)).status).toBe(200);
    const read = await t.app.request('/api/website/business-details', { headers: storefrontAuth });
    expect(envelopeSchema(businessDetailsSchema).parse(await json(read)).data.phone_number).toBe('9123456780');
    expect((await put('/api/admin/business-details', { ...business, phone: '1' })).status).toBe(422);
    expect((await put('/api/admin/business-details', { ...business, email: 42 })).status).toBe(422);
  });

  it('refuses a social link or logo that is not https or the shop’s own, naming the field, and keeps the saved one', async () => {
    for (const [field, value] of [
      ['instagram_url', 'javascript:alert(document.cookie)'],
      ['map_url', '//evil.example/maps'],
      ['brand_logo', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ] as const) {
      const res = await put('/api/admin/business-details', { ...demoBusiness, [field]: value });
      expect(res.status, field).toBe(422);
      expect(JSON.stringify(await json(res)), field).toContain(field);
    }
    const read = await t.app.request('/api/website/business-details', { headers: storefrontAuth });
    expect(envelopeSchema(businessDetailsSchema).parse(await json(read)).data.instagram_url).toBe(demoBusiness.instagram_url);
  });
});
