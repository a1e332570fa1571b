import type { DeskTicket, TicketReplyInput } from '../../../schemas/api/customer-desk';
import { deskWrite, refuse, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { readDeskTicket } from './tickets';

/**
 * POST admin/studio/tickets/{id}/replies: support's answer joins the ticket's
 * thread (the shopper reads it on /customer-support) and the ticket becomes
 * answered, or closed when asked; a shopper's reply opens it again. The
 * e-mail goes after the commit (routes), so a mail failure never loses a reply.
 */
export function replyToTicketAsStaff(deps: DeskDeps, by: DeskActor, ticketId: number, input: Required<TicketReplyInput>): Promise<DeskOutcome<DeskTicket>> {
  return deskWrite<DeskTicket>(deps, by, { key: 'tickets', action: 'reply-ticket', quiet: true }, async (tx) => {
    const ticket = await tx.selectFrom('support_tickets').select(['id', 'ticket_number', 'subject', 'status']).where('id', '=', ticketId).forUpdate().executeTakeFirst();
    if (!ticket) return refuse(404, `There is no ticket ${ticketId}`);
    if (ticket.status === 'closed') return refuse(409, `Ticket ${ticket.ticket_number} is closed: the customer raises a new one to write again. Nothing was sent`);
    await tx.insertInto('ticket_messages').values({ ticket_id: ticket.id, author: 'support', body: input.body, staff_id: by.staffId }).execute();
    await tx
      .updateTable('support_tickets')
      .set({ status: input.close ? 'closed' : 'answered', updated_at: new Date() })
      .where('id', '=', ticket.id)
      .execute();
    const value = await readDeskTicket(tx, ticket.id);
    if (!value) throw new Error(`ticket ${ticketId} vanished inside its own transaction`);
    const summary = `Replied to ticket ${ticket.ticket_number} ("${ticket.subject}")${input.close ? ' and closed it' : ''}`;
    return { ok: true, value, message: summary, summary };
  });
}
