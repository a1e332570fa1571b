import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { createApp, startServer } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { parseEnv } from '../server/env';
import { seedIfEmpty } from '../server/seed/seed';
import { studioPaths, configViewSchema } from '../schemas/api/studio';
import { envelopeSchema } from '../schemas/api/envelope';
import { track } from './cleanup';
import { isMain } from './is-main';
import { percentile } from './stats';

/*
 * Publish-to-visible: how long a published layout change takes to show in a
 * storefront tab that is already open, through the whole path a merchandiser's
 * publish takes (studio API → database → live event → SSE → SWR revalidation →
 * React render). The shop runs in process on PGlite with the production build
 * (`npm run build` first); the tab is Debian's Chromium. Each round flips the
 * header between patterns 1 and 2, and the page itself notes the moment the
 * new pattern is in the DOM, so Playwright's own round trips are not counted.
 * Prints p50, p95 and max; it never asserts (`npm run bench` reports the figures).
 */

const ADMIN = { user: 'bench-admin', password: 'bench-admin-key' };

export const PUBLISH_TARGET_MS = 2000;

export interface PublishFigures {
  rounds: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const viewSchema = envelopeSchema(configViewSchema);

/** Times `rounds` publishes on the production build in `root` (dist/, dist-server/). */
export async function runPublishBench(root: string, rounds = 20): Promise<PublishFigures> {
  const env = parseEnv({ NODE_ENV: 'test' });
  if (!env.ok) throw new Error(env.message);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-publish-'));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const app = createApp({
    db,
    config: { ...env.config, adminUser: ADMIN.user, adminPassword: ADMIN.password, distDir: join(root, 'dist'), ssrEntry: join(root, 'dist-server', 'entry-server.js') },
  });
  const server = await startServer({ app, port: 0, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  // On a signal, close the browser before exiting (Playwright also kills it when the process exits).
  const release = track({ stop: () => browser.close(), kill: () => undefined });
  try {
    const login = await fetch(`${base}/api/${studioPaths.session}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (login.status !== 200 || !cookie) throw new Error(`studio sign-in failed: ${login.status}`);
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}/api/${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json: unknown = await res.json();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const shellEntries = z.array(z.object({ section_name: z.string(), visibility: z.string(), other_configration: z.string() }));

    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.locator('[data-section="header"]').first().waitFor();
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const view = viewSchema.parse(await api('GET', studioPaths.config('shell'))).data;
      const entries = shellEntries.parse(view.draft);
      const header = entries.findIndex((e) => e.section_name === 'header');
      const current = Number(z.object({ pattern: z.coerce.number() }).parse(JSON.parse(entries[header]?.other_configration ?? '{}')).pattern);
      const next = current === 1 ? 2 : 1;
      const draft = entries.map((e, i) => (i === header ? { ...e, other_configration: JSON.stringify({ pattern: next }) } : e));
      const saved = viewSchema.parse(await api('PUT', studioPaths.draft('shell'), { document: draft, revision: view.draft_revision })).data;
      // The page records when the new pattern appears, on its own clock (performance.timeOrigin + now() is epoch ms).
      // A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
      const seen = page.evaluate<number>(`new Promise((done) => {
        const found = () => document.querySelector('[data-section="header"][data-pattern="${next}"]');
        const observer = new MutationObserver(() => { if (found()) { observer.disconnect(); done(performance.timeOrigin + performance.now()); } });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        if (found()) { observer.disconnect(); done(performance.timeOrigin + performance.now()); }
      })`);
      const started = Date.now();
      await api('POST', studioPaths.publish('shell'), { revision: saved.draft_revision });
      const visibleAt = await seen;
      samples.push(visibleAt - started);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { rounds: samples.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) ?? Number.NaN };
  } finally {
    release();
    await browser.close();
    await server.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const f = await runPublishBench(root, Number(process.argv[2] ?? 20));
    const rows = [
      ['publishes', String(f.rounds)],
      ['p50 publish-to-visible', `${f.p50Ms.toFixed(0)} ms`],
      ['p95 publish-to-visible', `${f.p95Ms.toFixed(0)} ms`],
      ['max', `${f.maxMs.toFixed(0)} ms`],
      ['target', `≤ ${PUBLISH_TARGET_MS} ms`],
    ];
    console.log('\nPublish-to-visible on an open storefront tab (in-process server, PGlite, Chromium)\n');
    for (const [name, value] of rows) console.log(`  ${(name ?? '').padEnd(26)} ${value}`);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
