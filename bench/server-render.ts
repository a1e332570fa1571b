import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoBootstrap } from '../server/seed/demo-shop';
import { interpretLayout } from '../src/engine/resolve';
import { shopRegistry } from '../registry';
import { loadRenderer } from '../server/features/storefront/ssr';

export interface ServerRenderReport {
  /** Scripts in index.html that stop the browser painting until they run. */
  blockingScripts: string[];
  /** Stylesheets linked from index.html: they block first paint, so they are budgeted too. */
  stylesheets: { file: string; raw: number; gzip: number }[];
  /** The shell sections the server's HTML for / carries, as data-section/data-pattern. */
  renderedSections: string[];
  /** The shell sections the demo configuration asks for. */
  expectedSections: string[];
  error: string | null;
}

/** Classic scripts without defer or async block parsing and painting; module scripts never do. */
function blockingScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/type=["']?(module|application\/json)/.test(attrs) && !/\b(defer|async)\b/.test(attrs))
    .map((attrs) => `<script${attrs}>`);
}

/**
 * Proves, rather than assumes, that first paint needs no JavaScript: renders /
 * with the built server bundle and the demo shop, and lists the sections in the
 * HTML the browser paints before any script runs.
 */
export async function analyseServerRender(dist: string, ssrEntry: string): Promise<ServerRenderReport> {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const expectedSections = interpretLayout(shopRegistry, demoBootstrap.shell, 'shell').sections.map((s) => `${s.section}#${s.pattern}`);
  const stylesheets = [...template.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => {
    const bytes = readFileSync(join(dist, m[1] ?? ''));
    return { file: m[1] ?? '', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const report: ServerRenderReport = { blockingScripts: blockingScripts(template), stylesheets, renderedSections: [], expectedSections, error: null };
  try {
    const render = await loadRenderer(ssrEntry);
    if (!render) return { ...report, error: `${ssrEntry} not found: the build has no server renderer` };
    const html = await render('/', demoBootstrap);
    const rendered = [...html.matchAll(/data-section="([^"]+)" data-pattern="(\d+)"/g)].map((m) => `${m[1]}#${m[2]}`);
    return { ...report, renderedSections: rendered };
  } catch (e) {
    return { ...report, error: e instanceof Error ? e.message : String(e) };
  }
}
