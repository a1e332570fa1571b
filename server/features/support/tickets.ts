import { sql, type Kysely } from 'kysely';
import { ticketTopicSchema, type TicketDetail, type TicketSummary, type TicketTopic } from '../../../schemas/api/support';
import type { Database } from '../../db/types';
import type { Locale } from '../../../schemas/locale';

/** How many tickets one e-mail address may raise in an hour: enough for a real shopper, too few for a spammer. */
export const TICKETS_PER_HOUR = 5;

export interface NewTicket {
  userId: number | null;
  source: 'contact' | 'support';
  name: string;
  email: string;
  mobile: string;
  topic: TicketTopic;
  orderNumber: string;
  subject: string;
  message: string;
  /** The page's language; absent, English (the column's default). */
  locale?: Locale;
}

/** CS-2611-00042: the year and month in India when it was raised, then the ticket's serial. */
export function ticketNumber(serial: number, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: '2-digit', month: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `CS-${part('year')}${part('month')}-${String(serial).padStart(5, '0')}`;
}

export type Created = { ok: true; ticketNumber: string } | { ok: false; reason: 'rate-limited' };

/**
 * Stores a ticket with its first message. The per-address count and the
 * insert run under a lock on that address, so five tabs sending at once
 * cannot slip past the hourly limit together.
 */
export async function createTicket(db: Kysely<Database>, ticket: NewTicket, now = new Date()): Promise<Created> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`support:${ticket.email}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('support_tickets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', ticket.email)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (recent.n >= TICKETS_PER_HOUR) return { ok: false, reason: 'rate-limited' };

    // The number is made from the id, so the id is drawn first and both are written in one insert.
    const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('support_tickets', 'id'))::int as id`.execute(trx);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('support_tickets has no id sequence');
    const number = ticketNumber(id, now);
    await trx
      .insertInto('support_tickets')
      .values({
        id,
        ticket_number: number,
        user_id: ticket.userId,
        source: ticket.source,
        name: ticket.name,
        email: ticket.email,
        mobile: ticket.mobile,
        topic: ticket.topic,
        order_number: ticket.orderNumber,
        subject: ticket.subject,
        locale: ticket.locale,
      })
      .execute();
    await trx.insertInto('ticket_messages').values({ ticket_id: id, author: 'customer', body: ticket.message }).execute();
    return { ok: true, ticketNumber: number };
  });
}

const SUMMARY = ['id', 'ticket_number', 'topic', 'subject', 'order_number', 'status', 'created_at', 'updated_at'] as const;

export type SummaryRow = { ticket_number: string; topic: string; subject: string; order_number: string; status: TicketSummary['status']; created_at: Date; updated_at: Date };

export function toSummary(row: SummaryRow): TicketSummary {
  return {
    ticket_number: row.ticket_number,
    // The column is free text; anything the form never sent reads as 'other'.
    topic: ticketTopicSchema.safeParse(row.topic).data ?? 'other',
    subject: row.subject,
    order_number: row.order_number,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listTickets(db: Kysely<Database>, userId: number): Promise<TicketSummary[]> {
  const rows = await db.selectFrom('support_tickets').select(SUMMARY).where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
  return rows.map(toSummary);
}

/** The user's own ticket with its thread; someone else's answers null, exactly like a missing one. */
export async function readTicket(db: Kysely<Database>, userId: number, number: string): Promise<TicketDetail | null> {
  const row = await db
    .selectFrom('support_tickets')
    .select(SUMMARY)
    .where('ticket_number', '=', number)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const messages = await db
    .selectFrom('ticket_messages')
    .select(['id', 'author', 'body', 'created_at'])
    .where('ticket_id', '=', row.id)
    .orderBy('id')
    .execute();
  return { ...toSummary(row), messages: messages.map((m) => ({ ...m, created_at: m.created_at.toISOString() })) };
}

export type Replied = { ok: true } | { ok: false; reason: 'not-found' | 'closed' };

/**
 * Adds the customer's message to their own open ticket; an answered ticket
 * opens again, and support's next e-mail speaks the language it was written from.
 */
export async function replyToTicket(db: Kysely<Database>, userId: number, number: string, body: string, locale: Locale): Promise<Replied> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('support_tickets')
      .select(['id', 'status'])
      .where('ticket_number', '=', number)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.status === 'closed') return { ok: false, reason: 'closed' };
    await trx.insertInto('ticket_messages').values({ ticket_id: row.id, author: 'customer', body }).execute();
    await trx.updateTable('support_tickets').set({ status: 'open', updated_at: new Date(), locale }).where('id', '=', row.id).execute();
    return { ok: true };
  });
}

/** The language support's e-mails about a ticket speak: the one its shopper last wrote from. */
export async function ticketLocale(db: Kysely<Database>, id: number): Promise<Locale> {
  const row = await db.selectFrom('support_tickets').select('locale').where('id', '=', id).executeTakeFirstOrThrow();
  return row.locale;
}
