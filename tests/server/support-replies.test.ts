/**
 * Support's replies to tickets, against the real server: a reply joins the
 * shopper's own thread (what /customer-support reads), marks the ticket
 * answered, and goes to the shopper by e-mail; the shopper's answer opens it
 * again; a closed ticket takes no more; a guest's ticket is answered by
 * e-mail only; and a mail failure never loses the reply.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDeskPaths as paths, deskTicketSchema, ticketQueuePath, ticketQueueSchema } from '../../schemas/api/customer-desk';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { createdTicketSchema, supportPaths, ticketDetailSchema, type TicketForm } from '../../schemas/api/support';
import { createApp } from '../../server/app';
import { readSetting } from '../../server/features/config/settings';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { cookieOf, problemsBodySchema, signIn, studioAs, type Studio } from './studio-client';
import { call, newShopper, type Shopper } from './support-fixtures';

let t: TestServer;
let desk: Studio;
let viewer: Studio;
let staffId: number;

beforeAll(async () => {
  t = await createTestServer();
  const staff = await createStaffAccount(t.db, { login: 'priya@support.test', display_name: 'Priya Nair', password: 'support-password-1', role: 'support' });
  staffId = staff.id;
  desk = studioAs(t.app, cookieOf(await signIn(t.app, { user: 'priya@support.test', password: 'support-password-1' })));
  await createStaffAccount(t.db, { login: 'vani@support.test', display_name: 'Vani', password: 'viewer-password-1', role: 'viewer' });
  viewer = studioAs(t.app, cookieOf(await signIn(t.app, { user: 'vani@support.test', password: 'viewer-password-1' })));
});
afterAll(async () => {
  await t?.close();
});

const TICKET: TicketForm = {
  name: 'Rohan Deshpande',
  email: 'rohan.deshpande@example.in',
  mobile: '9823012345',
  topic: 'order',
  subject: 'Laptop not delivered yet',
  message: 'My order was due on Monday and the tracking has not moved since Friday.',
};

/** A ticket raised through the shop's own form, as the shopper (or a guest) raises it; its desk id. */
async function raise(who: Shopper | null, fields: Partial<TicketForm> = {}): Promise<{ number: string; id: number }> {
  const res = await call(t.app, who, 'POST', supportPaths.tickets, { ...TICKET, ...fields, user_id: who?.id ?? 0, source: who ? 'support' : 'contact' });
  expect(res.status).toBe(201);
  const number = envelopeSchema(createdTicketSchema).parse(await json(res)).data.ticket_number;
  const row = await t.db.selectFrom('support_tickets').select('id').where('ticket_number', '=', number).executeTakeFirstOrThrow();
  return { number, id: row.id };
}

/** The shopper's own view of the ticket: what /customer-support shows. */
async function shopperView(who: Shopper, number: string) {
  const res = await call(t.app, who, 'GET', `${supportPaths.ticket(number)}?user_id=${who.id}`);
  expect(res.status).toBe(200);
  return envelopeSchema(ticketDetailSchema).parse(await json(res)).data;
}

/** Mail sent since the outbox held `count` messages, oldest first (the outbox lists the newest first). */
const sentSince = (count: number) => t.outbox.messages().slice(0, t.outbox.messages().length - count).reverse();

const reply = (id: number, body: unknown, as: Studio = desk, app?: Hono) => (app ? studioAs(app, as.cookie) : as).call('POST', paths.replies(id), body);

describe(`support replies (${databaseKind})`, () => {
  it('shows the reply in the shopper’s own thread, marks the ticket answered, e-mails the shopper, and audits it with the staff account', async () => {
    const shopper = await newShopper(t, 'Rohan');
    const { number, id } = await raise(shopper);
    const sentBefore = t.outbox.messages().length;

    const res = await reply(id, { body: 'Sorry for the wait. Your laptop left our Pune warehouse today; it reaches you on Thursday.' });
    expect(res.status).toBe(200);
    const answered = envelopeSchema(deskTicketSchema).parse(await json(res));
    expect(answered.message).toBe('Reply sent to Rohan Deshpande <rohan.deshpande@example.in>');
    expect(answered.data.status).toBe('answered');
    expect(answered.data.messages.map((m) => [m.author, m.staff_name])).toEqual([
      ['customer', null],
      ['support', 'Priya Nair'],
    ]);

    const seen = await shopperView(shopper, number);
    expect(seen.status).toBe('answered');
    expect(seen.messages.map((m) => [m.author, m.body])).toEqual([
      ['customer', TICKET.message],
      ['support', 'Sorry for the wait. Your laptop left our Pune warehouse today; it reaches you on Thursday.'],
    ]);

    const mails = sentSince(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'rohan.deshpande@example.in', subject: `[${number}] Reply from ${(await readSetting(t.db, 'theme')).brand_name} support: Laptop not delivered yet` });
    expect(mails[0]?.text).toContain('Sorry for the wait. Your laptop left our Pune warehouse today; it reaches you on Thursday.');
    expect(mails[0]?.text).toMatch(/sign in at http:\/\/localhost\/customer-support/);

    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor', 'staff_id', 'key', 'summary']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'reply-ticket', actor: 'priya@support.test', staff_id: staffId, key: 'tickets', summary: `Replied to ticket ${number} ("Laptop not delivered yet")` });
    const stored = await t.db.selectFrom('ticket_messages').select(['author', 'staff_id']).where('ticket_id', '=', id).orderBy('id').execute();
    expect(stored).toEqual([
      { author: 'customer', staff_id: null },
      { author: 'support', staff_id: staffId },
    ]);
  });

  it('puts a ticket the shopper answers back in the open queue, oldest waiting first, and lists it by status', async () => {
    const shopper = await newShopper(t, 'Lata');
    const older = await raise(shopper, { subject: 'Older question' });
    const newer = await raise(shopper, { subject: 'Newer question', email: 'lata@example.in' });
    await reply(older.id, { body: 'Answered.' });
    expect((await desk.data(ticketQueueSchema, 'GET', ticketQueuePath({ status: 'answered' }))).rows.map((r) => r.id)).toContain(older.id);

    const back = await call(t.app, shopper, 'POST', supportPaths.messages(older.number), { user_id: shopper.id, message: 'Still not here.' });
    expect(back.status).toBe(200);
    const open = await desk.data(ticketQueueSchema, 'GET', ticketQueuePath({ status: 'open' }));
    const mine = open.rows.filter((r) => r.id === older.id || r.id === newer.id);
    // The one waiting longest (Newer, untouched since it was raised) comes before the one the shopper just answered.
    expect(mine.map((r) => [r.subject, r.last_author, r.message_count])).toEqual([
      ['Newer question', 'customer', 1],
      ['Older question', 'customer', 3],
    ]);
    expect(open.counts.open).toBeGreaterThanOrEqual(2);
    expect(open.rows.every((r) => r.status === 'open')).toBe(true);
    const all = await desk.data(ticketQueueSchema, 'GET', paths.tickets);
    expect(all.total).toBe(all.counts.open + all.counts.answered + all.counts.closed);
    expect((await desk.call('GET', `${paths.tickets}?status=waiting`)).status).toBe(400);
  });

  it('closes a ticket with a reply: the shopper can no longer add to it, nor can support', async () => {
    const shopper = await newShopper(t, 'Imran');
    const { number, id } = await raise(shopper);
    const sentBefore = t.outbox.messages().length;
    const closed = await desk.data(deskTicketSchema, 'POST', paths.replies(id), { body: 'Refund issued to your card.', close: true });
    expect(closed.status).toBe('closed');
    expect(sentSince(sentBefore)[0]?.text).toContain('We have closed this ticket');
    expect((await shopperView(shopper, number)).status).toBe('closed');
    expect((await call(t.app, shopper, 'POST', supportPaths.messages(number), { user_id: shopper.id, message: 'Thanks!' })).status).toBe(409);

    const again = await reply(id, { body: 'One more thing' });
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(await json(again)).message).toBe(`Ticket ${number} is closed: the customer raises a new one to write again. Nothing was sent`);
  });

  it('answers a guest’s contact form by e-mail, pointing back at the contact page', async () => {
    const { number, id } = await raise(null, { email: 'guest.buyer@example.in', name: 'Guest Buyer' });
    const sentBefore = t.outbox.messages().length;
    const answered = await desk.data(deskTicketSchema, 'POST', paths.replies(id), { body: 'We have no order under that number; could you send the invoice?' });
    expect(answered).toMatchObject({ user_id: null, source: 'contact', status: 'answered' });
    const mail = sentSince(sentBefore)[0];
    expect(mail).toMatchObject({ to: 'guest.buyer@example.in', subject: expect.stringContaining(number) });
    expect(mail?.text).toContain('use http://localhost/contact and quote the ticket number');
  });

  it('refuses an empty reply, an unknown ticket and a viewer, sending and storing nothing', async () => {
    const shopper = await newShopper(t, 'Empty');
    const { id } = await raise(shopper);
    const before = await t.db.selectFrom('ticket_messages').select('id').execute();
    const sentBefore = t.outbox.messages().length;
    const empty = await reply(id, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(problemsBodySchema.parse(await json(empty)).problems).toEqual([{ index: -1, field: 'body', message: 'Write the reply' }]);
    expect((await reply(id, { body: 'x'.repeat(4001) })).status).toBe(400);
    expect((await reply(99_999_999, { body: 'Hello' })).status).toBe(404);
    const refused = await reply(id, { body: 'Hello' }, viewer);
    expect(refused.status).toBe(403);
    expect((await viewer.call('GET', paths.ticket(id))).status).toBe(200);
    expect(await t.db.selectFrom('ticket_messages').select('id').execute()).toEqual(before);
    expect(t.outbox.messages().length).toBe(sentBefore);
  });

  it('keeps the reply when the e-mail cannot be sent, and says so', async () => {
    const failing = createApp({ db: t.db, config: t.config, services: { mail: { mailer: { send: () => Promise.reject(new Error('SMTP is down')) } }, configEvents: t.hub } });
    const shopper = await newShopper(t, 'Noor');
    const { number, id } = await raise(shopper);
    const res = await reply(id, { body: 'We are on it.' }, desk, failing);
    expect(res.status).toBe(200);
    expect(envelopeSchema(deskTicketSchema).parse(await json(res)).message).toBe("Reply saved, and shown on the customer's support page; the e-mail to rohan.deshpande@example.in could not be sent just now");
    expect((await shopperView(shopper, number)).messages.at(-1)).toMatchObject({ author: 'support', body: 'We are on it.' });
  });
});
