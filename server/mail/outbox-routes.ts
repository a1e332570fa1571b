import { Hono } from 'hono';
import { envelope } from '../http/respond';
import type { OutboxMailer } from './outbox-mailer';

export const OUTBOX_PATH = 'dev/outbox';

/**
 * GET /dev/outbox (under /api): the e-mails the local server "sent", newest
 * first; ?to= keeps one address's. No credential on purpose: a developer opens
 * it in a browser to read a code. It holds sign-in codes, so it must never be
 * served in production: mount it through mountDevOutbox.
 */
export function outboxRoutes(outbox: OutboxMailer): Hono {
  const app = new Hono();
  app.get(`/${OUTBOX_PATH}`, (c) => {
    const to = c.req.query('to')?.trim().toLowerCase() ?? '';
    const messages = outbox.messages().filter((m) => to === '' || m.to.toLowerCase().split(', ').includes(to));
    c.header('Cache-Control', 'no-store');
    return c.json(envelope(messages));
  });
  return app;
}

/**
 * Adds GET /api/dev/outbox unless in production or without an outbox (SMTP
 * delivery). Call it before the /api catch-all 404, which would answer first.
 * Returns whether it was mounted.
 */
export function mountDevOutbox(app: Hono, options: { production: boolean; outbox: OutboxMailer | null }): boolean {
  if (options.production || options.outbox === null) return false;
  app.route('/api', outboxRoutes(options.outbox));
  return true;
}
