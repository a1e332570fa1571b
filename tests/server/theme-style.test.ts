import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { themeConfigSchema } from '../../schemas/api/shop-config';
import { themeCss } from '../../schemas/theme/css';
import { READY_THEMES } from '../../schemas/theme/ready-themes';
import { demoHome, demoTheme } from '../../server/seed/demo-shop';
import { adminAuth, createTestServer, databaseKind, json, storefrontAuth, type TestServer } from './harness';

/**
 * The theme's tokens and colour schemes reach the first paint: the page's
 * inline <style id="vitrine-theme">, last in the head so it wins over the
 * stylesheet's defaults, holds :root and one rule per scheme.
 */

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

function put(path: string, body: unknown) {
  return t.app.request(path, { method: 'PUT', headers: { ...adminAuth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function themeStyle(path = '/'): Promise<string> {
  const html = await (await t.app.request(path)).text();
  const found = /<style id="vitrine-theme" data-server[^>]*>([^<]*)<\/style><\/head>/.exec(html);
  if (!found) throw new Error(`no theme style at the end of the head of ${path}`);
  return found[1] ?? '';
}

describe(`the theme's inline stylesheet (${databaseKind})`, () => {
  it("holds the demo theme's colour on :root and a rule per colour scheme", async () => {
    const css = await themeStyle();
    expect(css).toBe(themeCss(demoTheme));
    expect(css.startsWith(`:root{--brand:${demoTheme.theme_color}}`)).toBe(true);
    for (const scheme of ['subtle', 'inverse', 'accent']) expect(css).toContain(`[data-scheme="${scheme}"]{--surface:`);
  });

  it('follows a saved theme with tokens: its base scheme on :root, its other schemes under their names, on every page', async () => {
    const midnight = READY_THEMES.find((theme) => theme.id === 'midnight');
    if (!midnight) throw new Error('no Midnight theme');
    const theme = { ...demoTheme, theme_color: midnight.theme_color, tokens: midnight.tokens };
    expect((await put('/api/admin/theme-config', theme)).status).toBe(200);
    const read = envelopeSchema(themeConfigSchema).parse(await json(await t.app.request('/api/website/theme-config', { headers: storefrontAuth })));
    expect(read.data.tokens?.schemes?.base.background).toBe('#161a22');

    for (const path of ['/', '/product/42/dell-inspiron-15', '/no/such/page']) {
      const css = await themeStyle(path);
      expect(css).toBe(themeCss(theme));
      // After Inter's @font-face rules (schemas/theme/fonts.ts).
      expect(css).toMatch(/^(@font-face\{[^}]*\})+:root\{--surface:#161a22;[^}]*--ink:#e9ecf2;[^}]*--brand:#6b9bff;/);
      expect(css).toContain('[data-scheme="inverse"]{--surface:#ffffff;');
    }
  });

  it('refuses a section on a colour scheme the theme does not have, and keeps one on a scheme it has', async () => {
    const [first, ...rest] = demoHome;
    if (!first) throw new Error('the demo home is empty');
    const on = (scheme: string) => [{ ...first, other_configration: JSON.stringify({ ...JSON.parse(first.other_configration), color_scheme: scheme }) }, ...rest];
    const refused = await put('/api/admin/ui-configurations/website-page/home', on('purple'));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await json(refused))).toContain("color_scheme must be one of the theme's colour schemes (base, subtle, inverse, accent)");
    expect((await put('/api/admin/ui-configurations/website-page/home', on('accent'))).status).toBe(200);
    const html = await (await t.app.request('/')).text();
    expect(html).toContain('\\"color_scheme\\":\\"accent\\"');
  });
});
