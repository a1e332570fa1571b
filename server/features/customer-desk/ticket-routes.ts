import { Hono, type Context } from 'hono';
import { customerDeskPaths as paths, ticketQueueQuerySchema, ticketReplySchema } from '../../../schemas/api/customer-desk';
import { formBodyLimit } from '../../http/body-limit';
import { envelope, fail } from '../../http/respond';
import { parseId, parseQuery } from '../catalog/query-params';
import { readSetting } from '../config/settings';
import { ticketReplyMail } from '../support/mail';
import { ticketLocale } from '../support/tickets';
import { deskActor, deskAnswer } from '../studio/desk-write';
import { noStore, parseJsonBody, requireJsonWrites } from '../studio/http';
import type { CustomerDeskDeps } from './deps';
import { replyToTicketAsStaff } from './reply';
import { readDeskTicket, ticketQueue } from './tickets';
import { log } from '../../observability/logger';

const missing = (c: Context) => fail(c, 404, `There is no ticket ${c.req.param('id') ?? ''}`);

/**
 * admin/studio/tickets: the support queue, one ticket with its thread, and
 * support's replies (customers.read to read, customers.write to reply).
 */
export function ticketDeskRoutes(deps: CustomerDeskDeps): Hono {
  const app = new Hono();
  const list = `/${paths.tickets}`;
  app.use(list, noStore, requireJsonWrites);
  app.use(`${list}/*`, noStore, requireJsonWrites);

  app.get(list, async (c) => {
    const query = parseQuery(c, ticketQueueQuerySchema);
    if (!query.ok) return query.response;
    return c.json(envelope(await ticketQueue(deps.db, query.value)));
  });

  app.get(`${list}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const ticket = id === null ? null : await readDeskTicket(deps.db, id);
    return ticket ? c.json(envelope(ticket)) : missing(c);
  });

  app.post(`${list}/:id/replies`, formBodyLimit, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return missing(c);
    const body = await parseJsonBody(c, ticketReplySchema, 'The reply needs another look; nothing was sent');
    if (!body.ok) return body.response;
    const outcome = await replyToTicketAsStaff(deps, deskActor(c), id, body.value);
    if (!outcome.ok) return deskAnswer(c, outcome);
    const ticket = outcome.value;
    // After the commit: the reply stands (and shows on the shopper's page) whatever the mail does.
    try {
      const brand = (await readSetting(deps.db, 'theme')).brand_name;
      await deps.mailer.send(
        ticketReplyMail({
          brand,
          ticketNumber: ticket.ticket_number,
          to: ticket.email,
          name: ticket.name,
          subject: ticket.subject,
          reply: body.value.body,
          closed: ticket.status === 'closed',
          hasAccount: ticket.user_id !== null,
          shopUrl: new URL(c.req.url).origin,
          locale: await ticketLocale(deps.db, ticket.id),
        }),
      );
    } catch (error) {
      log.error({ err: error, ticket: ticket.ticket_number }, 'support: the reply e-mail could not be sent');
      return c.json(envelope(ticket, `Reply saved, and shown on the customer's support page; the e-mail to ${ticket.email} could not be sent just now`));
    }
    return c.json(envelope(ticket, `Reply sent to ${ticket.name} <${ticket.email}>${ticket.status === 'closed' ? '; the ticket is closed' : ''}`));
  });

  return app;
}
