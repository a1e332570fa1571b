import { Hono, type Context } from 'hono';
import {
  SUPPORT_MESSAGES,
  supportPaths,
  ticketFormSchema,
  ticketNumberSchema,
  ticketOwnerSchema,
  ticketReplyFormSchema,
} from '../../../schemas/api/support';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { readSetting } from '../config/settings';
import type { ShopDeps } from '../shop-deps';
import { ticketConfirmation } from './mail';
import { ownUser } from './owner';
import { createTicket, listTickets, readTicket, replyToTicket } from './tickets';
import { log } from '../../observability/logger';

const SIGN_IN_FOR_TICKETS = 'Please sign in to see your support tickets';

/** Tickets are personal: never kept by a cache. */
function personal<T>(c: Context, data: T, message = ''): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(data, message));
}

/**
 * Support tickets: the /contact form (any visitor) and /customer-support
 * (signed-in shoppers create and follow theirs). Another shopper's ticket
 * answers 404, exactly like a missing one.
 */
export function supportRoutes(deps: ShopDeps): Hono {
  const { db, identify, mailer } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  function ticketParam(c: Context) {
    return parseFields(c, ticketNumberSchema, { number: c.req.param('number') ?? '' });
  }

  app.post(`/${supportPaths.tickets}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, ticketFormSchema);
    if (!form.ok) return form.response;
    const f = form.value;
    let userId: number | null = null;
    if (f.user_id !== 0) {
      const owner = await ownUser(c, identify, f.user_id, SIGN_IN_FOR_TICKETS);
      if (!owner.ok) return owner.response;
      userId = owner.value;
    }
    const created = await createTicket(db, {
      userId,
      source: f.source,
      name: f.name,
      email: f.email,
      mobile: f.mobile,
      topic: f.topic,
      orderNumber: f.order_number,
      subject: f.subject,
      message: f.message,
      locale: f.locale,
    });
    if (!created.ok) return fail(c, 429, SUPPORT_MESSAGES.tooMany);
    const brand = (await readSetting(db, 'theme')).brand_name;
    // After commit, and a mail failure does not undo the ticket: support still sees it.
    try {
      await mailer.send(ticketConfirmation({ brand, ticketNumber: created.ticketNumber, to: f.email, ...f }));
    } catch (error) {
      log.error({ err: error, ticket: created.ticketNumber }, 'support: the ticket confirmation e-mail could not be sent');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(envelope({ ticket_number: created.ticketNumber }, `Thank you. Your ticket number is ${created.ticketNumber}`), 201);
  });

  app.get(`/${supportPaths.tickets}`, auth, async (c) => {
    const query = parseQuery(c, ticketOwnerSchema);
    if (!query.ok) return query.response;
    const owner = await ownUser(c, identify, query.value.user_id, SIGN_IN_FOR_TICKETS);
    if (!owner.ok) return owner.response;
    return personal(c, await listTickets(db, owner.value));
  });

  app.get(`/${supportPaths.tickets}/:number`, auth, async (c) => {
    const query = parseQuery(c, ticketOwnerSchema);
    if (!query.ok) return query.response;
    const owner = await ownUser(c, identify, query.value.user_id, SIGN_IN_FOR_TICKETS);
    if (!owner.ok) return owner.response;
    const number = ticketParam(c);
    if (!number.ok) return fail(c, 404, SUPPORT_MESSAGES.notFound);
    const ticket = await readTicket(db, owner.value, number.value.number);
    if (!ticket) return fail(c, 404, SUPPORT_MESSAGES.notFound);
    return personal(c, ticket);
  });

  app.post(`/${supportPaths.tickets}/:number/messages`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, ticketReplyFormSchema);
    if (!form.ok) return form.response;
    const owner = await ownUser(c, identify, form.value.user_id, SIGN_IN_FOR_TICKETS);
    if (!owner.ok) return owner.response;
    const number = ticketParam(c);
    if (!number.ok) return fail(c, 404, SUPPORT_MESSAGES.notFound);
    const replied = await replyToTicket(db, owner.value, number.value.number, form.value.message, form.value.locale);
    if (!replied.ok) return replied.reason === 'closed' ? fail(c, 409, SUPPORT_MESSAGES.closed) : fail(c, 404, SUPPORT_MESSAGES.notFound);
    const ticket = await readTicket(db, owner.value, number.value.number);
    if (!ticket) return fail(c, 404, SUPPORT_MESSAGES.notFound);
    return personal(c, ticket, 'Your message has been added');
  });

  return app;
}
