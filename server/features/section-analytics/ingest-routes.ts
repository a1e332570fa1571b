import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { sectionAnalyticsPaths, sectionEventBatchSchema } from '../../../schemas/api/section-analytics';
import { limitBody } from '../../http/body-limit';
import { readJsonBody } from '../../http/errors';
import { memoryRateLimit } from '../../http/memory-rate-limit';
import { fail } from '../../http/respond';
import { clientIp } from '../identity/client-ip';
import { guestSessionId } from '../storefront/visitor';
import { eventOutsideWindow } from './event-window';
import type { SectionRollup } from './rollup';

/**
 * Batches a visitor may send a minute. A page sends one every 5 s, one per
 * 20 events and one when it is hidden: a shopper scrolling hard stays well
 * under; a script replaying batches does not.
 */
export const BATCHES_PER_MINUTE = 60;
/** Larger than the largest valid batch (100 events of the longest names), so only junk is cut off unread. */
export const MAX_BODY_KB = 32;

export interface SectionIngestDeps {
  rollup: SectionRollup;
  trustProxy: boolean;
  now?: () => number;
}

/** Global Privacy Control or Do Not Track: the shopper asked not to be recorded, so their batches are dropped unread. */
function optedOut(c: Context): boolean {
  return c.req.header('Sec-GPC')?.trim() === '1' || c.req.header('DNT')?.trim() === '1';
}

/** sendBeacon sends a string as text/plain;charset=UTF-8; a script or test may say JSON. */
function acceptedType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/json';
}

/** The session cookie when the browser has one (a shop page always sets it), else the address: several shoppers behind one NAT keep their own budgets. */
function visitorKey(c: Context, trustProxy: boolean): string {
  const session = guestSessionId(c);
  return session ? `s:${session}` : `ip:${clientIp(c, trustProxy)}`;
}

function rateLimited(trustProxy: boolean): MiddlewareHandler {
  const limiter = memoryRateLimit({ limit: BATCHES_PER_MINUTE, windowMs: 60_000 });
  return async (c, next) => {
    const waitMs = limiter.take(visitorKey(c, trustProxy));
    if (waitMs === 0) return next();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    c.header('Retry-After', String(seconds));
    return fail(c, 429, `Too many section event batches; try again in ${seconds} s`);
  };
}

/**
 * POST /api/website/section-events: impressions, clicks and adds to cart of
 * the sections a shopper saw, batched by the storefront's reporter
 * (src/features/section-analytics). No credential, as a beacon carries none;
 * counted in memory (rollup.ts) and answered 204. A batch with one bad event
 * is refused whole with 400 and nothing of it is counted. Kept in this
 * instance's memory too: the rate limit per visitor, so a flood costs no
 * database work either.
 */
export function sectionIngestRoutes({ rollup, trustProxy, now = Date.now }: SectionIngestDeps): Hono {
  const app = new Hono();
  app.post(
    `/${sectionAnalyticsPaths.events}`,
    async (c, next) => {
      // First, before reading anything: nothing of an opted-out shopper is looked at, not even for the rate limit.
      if (optedOut(c)) return c.body(null, 204);
      // Another site's page can make a shopper's browser post here too; only the shop's own pages count.
      if (c.req.header('Sec-Fetch-Site') === 'cross-site') return fail(c, 403, "Section events are taken from the shop's own pages only");
      return next();
    },
    rateLimited(trustProxy),
    limitBody(MAX_BODY_KB),
    async (c) => {
      if (!acceptedType(c.req.header('Content-Type'))) return fail(c, 415, 'Send the batch as JSON (Content-Type: text/plain or application/json)');
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = sectionEventBatchSchema.safeParse(body.value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.map(String).join('.') ?? '';
        return fail(c, 400, `The batch is not valid, so none of it was counted: ${where ? `${where}: ` : ''}${issue?.message ?? 'unreadable'}`);
      }
      const outside = eventOutsideWindow(parsed.data.events, now());
      if (outside) return fail(c, 400, `The batch is not valid, so none of it was counted: ${outside}`);
      rollup.add(parsed.data.events);
      return c.body(null, 204);
    },
  );
  return app;
}
