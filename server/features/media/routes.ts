import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { matchesIfNoneMatch, strongEtag } from '../../http/etag';
import { fail } from '../../http/respond';
import { getMedia } from './repository';

const mediaName = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,99}$/i);

/**
 * Public: <img> and <link rel=icon> cannot send the API credential. The names
 * are stable (logo.svg) while the content follows the theme, so the cache is
 * long but revalidated with the ETag rather than immutable.
 */
export function mediaRoutes(db: Kysely<Database>): Hono {
  const app = new Hono();
  app.get('/:name', async (c) => {
    const name = mediaName.safeParse(c.req.param('name'));
    const file = name.success ? await getMedia(db, name.data) : undefined;
    if (!file) return fail(c, 404, 'No such media file');
    const etag = strongEtag(file.body);
    const headers = {
      ETag: etag,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    return new Response(file.body, { headers: { ...headers, 'Content-Type': file.content_type } });
  });
  return app;
}
