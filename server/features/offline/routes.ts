import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { WEB_MANIFEST_PATH } from '../../../schemas/api/web-manifest';
import type { Database } from '../../db/types';
import { matchesIfNoneMatch, strongEtag } from '../../http/etag';
import { readSetting } from '../config/settings';
import { webManifest } from './manifest';
import { buildServiceWorker } from './service-worker';

export const SERVICE_WORKER_PATH = '/sw.js';

/** Revalidated on every fetch: cheap, and a new build or brand colour is never held back. */
function revalidated(body: string, type: string, ifNoneMatch: string | undefined): Response {
  const etag = strongEtag(body);
  const headers = { ETag: etag, 'Cache-Control': 'no-cache', 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** What makes the shop installable and readable offline: the web app manifest and the service worker. */
export function offlineRoutes(db: Kysely<Database>, distDir: string): Hono {
  const app = new Hono();

  app.get(WEB_MANIFEST_PATH, async (c) => {
    const manifest = webManifest(await readSetting(db, 'theme'));
    return revalidated(JSON.stringify(manifest), 'application/manifest+json', c.req.header('If-None-Match'));
  });

  app.get(SERVICE_WORKER_PATH, async (c) => {
    const worker = await buildServiceWorker(distDir);
    if (!worker) return c.text('The storefront is not built yet, so there is no service worker. Run `npm run build`.\n', 404);
    return revalidated(worker.script, 'text/javascript; charset=UTF-8', c.req.header('If-None-Match'));
  });

  return app;
}
