import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '../../schemas/api/envelope';
import { themeConfigSchema } from '../../schemas/api/shop-config';
import { configViewSchema, scheduleSchema, versionDetailSchema, versionSchema } from '../../schemas/api/studio';
import { contrastFieldProblems } from '../../schemas/theme/contrast';
import { FONT_FILES } from '../../schemas/theme/font-files';
import { READY_THEMES } from '../../schemas/theme/ready-themes';
import { themeTokensSchema, type ColourSchemes } from '../../schemas/theme/tokens';
import { publishDueSchedules } from '../../server/features/studio/scheduler';
import { summariseTheme } from '../../server/features/studio/summary';
import { demoTheme } from '../../server/seed/demo-shop';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, TEST_INDEX_HTML, type TestServer } from './harness';
import { problemsBodySchema, resetStudio, studioSession, type Studio } from './studio-client';

/**
 * The theme's design tokens through the studio (issue 20 §2): a scheme whose
 * text is hard to read is refused with the field's path and nothing stored;
 * tokens go through draft, publish, schedule, history and rollback like any
 * setting; the page preloads a chosen shipped font and nothing for the
 * system stack; the font files are served for a year.
 */

const FONT = FONT_FILES.inter.find((file) => file.subset === 'latin' && file.weight === 400)!;
const dist = mkdtempSync(join(tmpdir(), 'vitrine-theme-dist-'));
mkdirSync(join(dist, 'fonts'));
writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML);
copyFileSync(resolve('public', `.${FONT.url}`), join(dist, `.${FONT.url}`));

let t: TestServer;
let studio: Studio;
beforeAll(async () => {
  t = await createTestServer({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetStudio(t);
  studio = await studioSession(t.app);
});

const ready = (id: string) => {
  const theme = READY_THEMES.find((r) => r.id === id);
  if (!theme) throw new Error(`no ready theme ${id}`);
  return { ...demoTheme, theme_color: theme.theme_color, tokens: theme.tokens };
};
const view = () => studio.data(configViewSchema, 'GET', 'admin/studio/configs/theme');
const saveDraft = (document: unknown, revision: number) => studio.call('PUT', 'admin/studio/configs/theme/draft', { document, revision });
const liveTheme = async () => envelopeSchema(themeConfigSchema).parse(await json(await t.app.request('/api/website/theme-config', { headers: storefrontAuth }))).data;

/** Midnight with its base scheme's text darkened until it barely shows on the slate background. */
function unreadable() {
  const midnight = ready('midnight');
  const schemes: ColourSchemes | undefined = midnight.tokens.schemes;
  if (!schemes) throw new Error('Midnight has schemes of its own');
  return { ...midnight, tokens: { ...midnight.tokens, schemes: { ...schemes, base: { ...schemes.base, text: '#4a5060' } } } };
}

describe(`theme tokens in the studio (${databaseKind})`, () => {
  it('refuses a scheme with text under WCAG AA: 422 at the colour’s path, the message the studio shows, nothing stored', async () => {
    const theme = unreadable();
    const expected = contrastFieldProblems(themeTokensSchema.parse(theme.tokens).schemes!);
    expect(expected.map((p) => `${p.scheme}.${p.role}`)).toEqual(['base.text']);

    const res = await saveDraft(theme, 0);
    expect(res.status).toBe(422);
    const body = problemsBodySchema.parse(await json(res));
    expect(body.problems).toEqual([{ index: -1, field: 'tokens.schemes.base.text', message: expected[0]!.message }]);
    expect(body.problems[0]!.message).toMatch(/^Base scheme: text is 2\.\d\d:1 on the background and 2\.\d\d:1 on the second background, under the 4\.5:1 WCAG AA needs$/);

    expect((await view()).has_draft).toBe(false);
    expect(await t.db.selectFrom('config_drafts').select('key').execute()).toEqual([]);
    expect((await liveTheme()).tokens).toBeUndefined();

    // The legacy admin PUT goes through the same rules.
    const legacy = await t.app.request('/api/admin/theme-config', { method: 'PUT', headers: { ...adminAuth, 'Content-Type': 'application/json' }, body: JSON.stringify(theme) });
    expect(legacy.status).toBe(422);
    expect(JSON.stringify(await json(legacy))).toContain('tokens.schemes.base.text');
    expect((await liveTheme()).tokens).toBeUndefined();
  });

  it('takes tokens through draft, publish, history, schedule and rollback', async () => {
    const marigold = ready('marigold');
    const saved = await saveDraft(marigold, 0);
    expect(saved.status).toBe(200);
    expect((await view()).draft).toEqual(marigold);
    // A draft stays out of the shop.
    expect((await liveTheme()).tokens).toBeUndefined();

    const first = await studio.data(versionSchema, 'POST', 'admin/studio/configs/theme/publish', { revision: 1 });
    expect(first.summary).toMatch(/^theme_color #1d4ed8 → #8a1538; tokens\.schemes: own colours; tokens\.fonts\.body system → mukta; tokens\.fonts\.heading system → serif; .*; \d+ more tokens$/);
    expect((await liveTheme()).tokens).toEqual(marigold.tokens);

    // Midnight, scheduled: nothing changes until it is due.
    const midnight = ready('midnight');
    const draft = await studio.data(configViewSchema, 'PUT', 'admin/studio/configs/theme/draft', { document: midnight, revision: 0 });
    const publishAt = new Date(Date.now() + 30_000);
    await studio.data(scheduleSchema, 'POST', 'admin/studio/configs/theme/publish', { revision: draft.draft_revision, publish_at: publishAt.toISOString() });
    expect((await liveTheme()).tokens).toEqual(marigold.tokens);
    expect(await publishDueSchedules(t.db, t.hub, new Date(publishAt.getTime() + 1000))).toBe(1);
    await expect.poll(async () => (await liveTheme()).tokens).toEqual(midnight.tokens);

    const versions = await studio.data(z.array(versionSchema), 'GET', 'admin/studio/configs/theme/versions');
    expect(versions.map((v) => [v.version, v.source])).toEqual([
      [3, 'schedule'],
      [2, 'publish'],
      [1, 'baseline'],
    ]);
    expect(versions[0]!.summary).toContain('tokens.fonts.body mukta → inter');
    const two = await studio.data(versionDetailSchema, 'GET', 'admin/studio/configs/theme/versions/2');
    expect(two.document).toEqual(marigold);

    const rollback = await studio.data(versionSchema, 'POST', 'admin/studio/configs/theme/rollback', { version: 2 });
    expect(rollback).toMatchObject({ version: 4, source: 'rollback', rolled_back_to: 2 });
    expect((await liveTheme()).tokens).toEqual(marigold.tokens);
    expect(await (await t.app.request('/')).text()).toContain('--surface:#fffaf0');
  });

  it('preloads the chosen font’s Latin files, and no font at all while the theme keeps the system stack', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    const before = await (await t.app.request('/')).text();
    expect(preloads(before)).toEqual([]);
    expect(before).not.toContain('@font-face');

    const withInter = { ...demoTheme, tokens: themeTokensSchema.parse({ fonts: { body: 'inter', heading: 'inter' } }) };
    expect((await saveDraft(withInter, 0)).status).toBe(200);
    await studio.data(versionSchema, 'POST', 'admin/studio/configs/theme/publish', { revision: 1 });
    const html = await (await t.app.request('/')).text();
    const latin = (weight: number) => FONT_FILES.inter.find((file) => file.subset === 'latin' && file.weight === weight)!.url;
    expect(preloads(html)).toEqual([
      `<link rel="preload" href="${latin(400)}" as="font" type="font/woff2" crossorigin>`,
      `<link rel="preload" href="${latin(700)}" as="font" type="font/woff2" crossorigin>`,
    ]);
    // The faces themselves are in the theme's inline stylesheet, each with its range and swap.
    expect(html).toMatch(/<style id="vitrine-theme"[^>]*>@font-face\{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;src:url\(\/fonts\/inter-latin-ext-400\./);

    const font = await t.app.request(FONT.url);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await font.arrayBuffer()).byteLength).toBe(FONT.bytes);
  });
});

describe('a theme change as the history reads it', () => {
  it('names token changes by path, compares with defaults filled in, and counts a new set of colours in one line', () => {
    const midnight = ready('midnight');
    const marigold = ready('marigold');
    expect(summariseTheme(demoTheme, { ...demoTheme, tokens: {} })).toBe('No changes');
    expect(summariseTheme(demoTheme, { ...demoTheme, tokens: { density: 'roomy', button: { style: 'outline' } } })).toBe('tokens.density regular → roomy; tokens.button.style filled → outline');
    const between = summariseTheme(midnight, marigold);
    expect(between).toMatch(/^theme_color #6b9bff → #8a1538; tokens\.schemes: \d+ colours changed; tokens\.fonts\.body inter → mukta; tokens\.fonts\.heading inter → serif; /);
    const schemes = midnight.tokens.schemes!;
    expect(summariseTheme(midnight, { ...midnight, tokens: { ...midnight.tokens, schemes: { ...schemes, base: { ...schemes.base, text: '#ffffff' } } } })).toBe(
      'tokens.schemes.base.text #e9ecf2 → #ffffff',
    );
  });
});
