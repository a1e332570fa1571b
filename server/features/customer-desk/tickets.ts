import { sql, type Kysely, type Transaction } from 'kysely';
import { TICKET_QUEUE_PAGE_SIZE, type DeskTicket, type TicketQueue, type TicketQueueQuery } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';
import { toSummary } from '../support/tickets';

type Db = Kysely<Database> | Transaction<Database>;

const TICKET_COLUMNS = ['t.id', 't.ticket_number', 't.topic', 't.subject', 't.order_number', 't.status', 't.created_at', 't.updated_at', 't.source', 't.user_id', 't.name', 't.email', 't.mobile'] as const;

function ticketsQuery(db: Db) {
  return db.selectFrom('support_tickets as t').select(TICKET_COLUMNS);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketsQuery>['executeTakeFirstOrThrow']>>;

/** The tickets with their threads, oldest message first, read in one query for all of them. */
async function withThreads(db: Db, rows: readonly TicketRow[]): Promise<DeskTicket[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .selectFrom('ticket_messages as m')
    .leftJoin('staff_accounts as s', 's.id', 'm.staff_id')
    .select(['m.id', 'm.ticket_id', 'm.author', 'm.body', 'm.created_at', 's.display_name as staff_name'])
    .where('m.ticket_id', 'in', rows.map((r) => r.id))
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    ...toSummary(row),
    id: row.id,
    source: row.source,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    messages: messages
      .filter((m) => m.ticket_id === row.id)
      .map((m) => ({ id: m.id, author: m.author, staff_name: m.author === 'support' ? m.staff_name : null, body: m.body, created_at: new Date(m.created_at).toISOString() })),
  }));
}

export async function readDeskTicket(db: Db, id: number): Promise<DeskTicket | null> {
  const row = await ticketsQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [ticket] = await withThreads(db, [row]);
  return ticket ?? null;
}

/** The most a customer's page lists; older ones are in the tickets queue. */
export const CUSTOMER_TICKETS = 50;

/** A customer's own tickets (raised while signed in), newest first, with their threads. */
export async function customerTickets(db: Db, userId: number): Promise<DeskTicket[]> {
  const rows = await ticketsQuery(db).where('t.user_id', '=', userId).orderBy('t.id', 'desc').limit(CUSTOMER_TICKETS).execute();
  return withThreads(db, rows);
}

/**
 * GET admin/studio/tickets: open tickets by how long they have waited (the
 * oldest first: answer them first); answered, closed or all of them with the
 * latest change first. Counts per status whatever the filter.
 */
export async function ticketQueue(db: Kysely<Database>, query: TicketQueueQuery): Promise<TicketQueue> {
  let scoped = db.selectFrom('support_tickets as t');
  if (query.status) scoped = scoped.where('t.status', '=', query.status);
  const oldestFirst = query.status === 'open';
  const [rows, counted, tally] = await Promise.all([
    scoped
      .select([
        ...TICKET_COLUMNS,
        sql<number>`(select count(*) from ticket_messages m where m.ticket_id = t.id)::int`.as('message_count'),
        sql<'customer' | 'support' | null>`(select m.author from ticket_messages m where m.ticket_id = t.id order by m.id desc limit 1)`.as('last_author'),
      ])
      .orderBy('t.updated_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('t.id', oldestFirst ? 'asc' : 'desc')
      .limit(TICKET_QUEUE_PAGE_SIZE)
      .offset((query.page - 1) * TICKET_QUEUE_PAGE_SIZE)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('support_tickets').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
  ]);
  const count = (status: 'open' | 'answered' | 'closed') => Number(tally.find((t) => t.status === status)?.n ?? 0);
  return {
    rows: rows.map((row) => ({
      ...toSummary(row),
      id: row.id,
      user_id: row.user_id,
      name: row.name,
      email: row.email,
      message_count: row.message_count,
      // Every ticket is stored with its first message; a thread is never empty.
      last_author: row.last_author ?? 'customer',
    })),
    total: Number(counted.n),
    page: query.page,
    page_size: TICKET_QUEUE_PAGE_SIZE,
    counts: { open: count('open'), answered: count('answered'), closed: count('closed') },
  };
}
