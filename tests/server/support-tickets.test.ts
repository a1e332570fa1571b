/**
 * Support tickets against the real routes and database: guests and signed-in
 * shoppers raise tickets, each gets a confirmation e-mail, a shopper sees only
 * their own, and one address may raise five an hour.
 */
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import {
  createdTicketSchema,
  SUPPORT_MESSAGES,
  supportPaths,
  TICKET_NUMBER_PATTERN,
  ticketDetailSchema,
  ticketListSchema,
} from '../../schemas/api/support';
import { NOT_YOUR_ACCOUNT } from '../../server/http/identity';
import { ticketNumber } from '../../server/features/support/tickets';
import { expectRefused, type Fields } from './cart-client';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { call, contentApp, newShopper, type Shopper } from './support-fixtures';

let t: TestServer;
let app: Hono;

beforeAll(async () => {
  t = await createTestServer();
  app = contentApp(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const TICKET: Fields = {
  name: 'Rohan Deshpande',
  email: 'Rohan.Deshpande@example.in',
  mobile: '9823012345',
  topic: 'order',
  order_number: 'CB-2611-000123',
  subject: 'Laptop not delivered yet',
  message: 'My order was due on Monday and the tracking has not moved since Friday.',
};

async function raise(who: Shopper | null, fields: Fields): Promise<string> {
  const res = await call(app, who, 'POST', supportPaths.tickets, fields);
  expect(res.status).toBe(201);
  return envelopeSchema(createdTicketSchema).parse(await json(res)).data.ticket_number;
}

describe(`support tickets (${databaseKind})`, () => {
  it('numbers tickets by year and month in India', () => {
    expect(ticketNumber(42, new Date('2026-11-21T20:00:00Z'))).toBe('CS-2611-00042');
    // 20:00 UTC on 31 December is already January in India.
    expect(ticketNumber(7, new Date('2026-12-31T20:00:00Z'))).toBe('CS-2701-00007');
  });

  it('takes a guest ticket from /contact, stores its first message and e-mails a confirmation', async () => {
    const number = await raise(null, { ...TICKET, source: 'contact' });
    expect(number).toMatch(TICKET_NUMBER_PATTERN);
    const row = await t.db.selectFrom('support_tickets').selectAll().where('ticket_number', '=', number).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, source: 'contact', email: 'rohan.deshpande@example.in', topic: 'order', status: 'open' });
    const messages = await t.db.selectFrom('ticket_messages').select(['author', 'body']).where('ticket_id', '=', row.id).execute();
    expect(messages).toEqual([{ author: 'customer', body: TICKET.message }]);
    const mail = t.outbox.latestTo('rohan.deshpande@example.in');
    expect(mail?.subject).toContain(number);
    expect(mail?.text).toContain(`Ticket number: ${number}`);
  });

  it('refuses a bad form naming the field', async () => {
    const res = await call(app, null, 'POST', supportPaths.tickets, { ...TICKET, mobile: '12345', topic: 'weather' });
    await expectRefused(res, 400, /^mobile: Enter a 10-digit mobile number; topic: /);
  });

  it('lists and opens only the signed-in shopper’s own tickets; another’s is 404', async () => {
    const asha = await newShopper(t, 'Asha');
    const vikram = await newShopper(t, 'Vikram');
    const ashaTicket = await raise(asha, { ...TICKET, user_id: asha.id, email: 'asha@example.in' });
    await raise(null, { ...TICKET, email: 'asha@example.in', subject: 'Guest question' });
    const vikramTicket = await raise(vikram, { ...TICKET, user_id: vikram.id, email: 'vikram@example.in' });

    const res = await call(app, asha, 'GET', `${supportPaths.tickets}?user_id=${asha.id}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = envelopeSchema(ticketListSchema).parse(await json(res)).data;
    expect(list.map((x) => x.ticket_number)).toEqual([ashaTicket]);

    const detail = await call(app, asha, 'GET', `${supportPaths.ticket(ashaTicket)}?user_id=${asha.id}`);
    const thread = envelopeSchema(ticketDetailSchema).parse(await json(detail)).data;
    expect(thread.messages.map((m) => m.body)).toEqual([TICKET.message]);

    await expectRefused(await call(app, asha, 'GET', `${supportPaths.ticket(vikramTicket)}?user_id=${asha.id}`), 404, SUPPORT_MESSAGES.notFound);
    await expectRefused(
      await call(app, asha, 'POST', supportPaths.messages(vikramTicket), { user_id: asha.id, message: 'Hello?' }),
      404,
      SUPPORT_MESSAGES.notFound,
    );
    await expectRefused(await call(app, asha, 'GET', `${supportPaths.tickets}?user_id=${vikram.id}`), 403, NOT_YOUR_ACCOUNT);
    await expectRefused(await call(app, null, 'GET', `${supportPaths.tickets}?user_id=${asha.id}`), 401, /sign in/);
    // A guest may not file a ticket under someone's account either.
    await expectRefused(await call(app, null, 'POST', supportPaths.tickets, { ...TICKET, user_id: asha.id }), 401, /sign in/);
  });

  it('adds a reply to the shopper’s own ticket and opens an answered one again', async () => {
    const asha = await newShopper(t);
    const number = await raise(asha, { ...TICKET, user_id: asha.id });
    await t.db.updateTable('support_tickets').set({ status: 'answered' }).where('ticket_number', '=', number).execute();
    const res = await call(app, asha, 'POST', supportPaths.messages(number), { user_id: asha.id, message: 'It arrived today, thank you.' });
    const thread = envelopeSchema(ticketDetailSchema).parse(await json(res)).data;
    expect(res.status).toBe(200);
    expect(thread.status).toBe('open');
    expect(thread.messages.map((m) => m.body)).toEqual([TICKET.message, 'It arrived today, thank you.']);

    await t.db.updateTable('support_tickets').set({ status: 'closed' }).where('ticket_number', '=', number).execute();
    await expectRefused(await call(app, asha, 'POST', supportPaths.messages(number), { user_id: asha.id, message: 'One more thing' }), 409, SUPPORT_MESSAGES.closed);
  });

  it('allows five tickets an hour per e-mail address, any capitals', async () => {
    for (let i = 0; i < 5; i++) await raise(null, { ...TICKET, email: i % 2 ? 'meera@example.in' : 'MEERA@example.in', subject: `Question ${i}` });
    await expectRefused(await call(app, null, 'POST', supportPaths.tickets, { ...TICKET, email: 'meera@example.in' }), 429, SUPPORT_MESSAGES.tooMany);
    // Another address is not affected, and an hour later the address may write again.
    await raise(null, { ...TICKET, email: 'someone.else@example.in' });
    await sql`update support_tickets set created_at = now() - interval '61 minutes' where email = 'meera@example.in'`.execute(t.db);
    await raise(null, { ...TICKET, email: 'meera@example.in' });
    expect(t.outbox.messages().filter((m) => m.to === 'meera@example.in')).toHaveLength(6);
  });
});
