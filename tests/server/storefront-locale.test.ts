import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlinedCatalogueSchema } from '../../schemas/locale';
import { createTestServer, databaseKind, type TestServer } from './harness';

/*
 * Issue 22: every storefront route answers under /hi too, rendered by the
 * server in Hindi. The renderer is the source entry, so the test needs no
 * build: the same code the SSR bundle is made of.
 */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ ssrEntry: join(process.cwd(), 'src', 'entry-server.tsx') });
});
afterAll(async () => {
  await t.close();
});

const catalogueOf = (html: string) => /<script id="vitrine-messages" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe(`storefront in Hindi (${databaseKind})`, () => {
  it('renders /hi/ in Hindi: html lang, alternates, its catalogue inlined and the Devanagari face declared', async () => {
    const res = await t.app.request('http://shop.test/hi/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi-IN">/i);
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="http://shop.test/">');
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="http://shop.test/hi">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://shop.test/">');
    // The shell's own words, server-rendered: the skip link, the language switcher's name, the main nav.
    expect(html).toContain('मुख्य सामग्री पर जाएँ');
    expect(html).toContain('aria-label="भाषा"');
    expect(html).not.toContain('Skip to content');
    const catalogue = inlinedCatalogueSchema.parse(JSON.parse(catalogueOf(html) ?? 'null'));
    expect(catalogue.locale).toBe('hi-IN');
    expect(catalogue.messages['header.cart']).toEqual(['कार्ट']);
    expect(html).toMatch(/<link rel="preload" href="\/fonts\/noto-sans-devanagari-400\.[0-9a-f]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
    expect(html).toContain('font-family:"Vitrine Devanagari"');
    // Links inside the app keep the prefix; the switcher offers the same page in English.
    expect(html).toContain('href="/hi/cart"');
    expect(html).toMatch(/<a href="\/" lang="en-IN" hrefLang="en-IN"[^>]*>English<\/a>/);
  });

  it('answers every route under /hi with its alternates, and an unknown one with 404 in Hindi', async () => {
    const res = await t.app.request('http://shop.test/hi/product/42/dell-inspiron-15?colour=black');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="http://shop.test/product/42/dell-inspiron-15?colour=black">');
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="http://shop.test/hi/product/42/dell-inspiron-15?colour=black">');
    const cart = await t.app.request('/hi/cart');
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('आपका कार्ट');
    expect((await t.app.request('/hi/products')).status).toBe(200);
    const missing = await t.app.request('/hi/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('पेज नहीं मिला');
  });

  it('keeps / in English: lang en-IN, the same alternates, its English catalogue alone inlined and no Devanagari font', async () => {
    const res = await t.app.request('http://shop.test/', { headers: { cookie: 'vitrine_locale=hi-IN' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en-IN">/);
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="http://shop.test/hi">');
    expect(html).toContain('Skip to content');
    // The storefront's code carries no catalogue: an English page inlines English, and only English.
    const catalogue = inlinedCatalogueSchema.parse(JSON.parse(catalogueOf(html) ?? 'null'));
    expect(catalogue.locale).toBe('en-IN');
    expect(catalogue.messages['header.cart']).toEqual(['Cart']);
    expect(JSON.stringify(catalogue.messages)).not.toContain('कार्ट');
    expect(html).not.toContain('devanagari');
    // A saved Hindi choice does not move the shopper: the URL decides.
    expect(html).not.toContain('मुख्य सामग्री पर जाएँ');
  });

  it('does not read /history or /hindi as Hindi', async () => {
    expect((await t.app.request('/hindi')).status).toBe(404);
    expect(await (await t.app.request('/hindi')).text()).toMatch(/<html lang="en-IN">/);
  });
});
