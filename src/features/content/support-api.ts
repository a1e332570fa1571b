import useSWR from 'swr';
import { apiGet, apiRequest } from '../../api/client';
import {
  createdTicketSchema,
  supportPaths,
  ticketDetailSchema,
  ticketListSchema,
  type TicketDetail,
  type TicketSummary,
} from '../../../schemas/api/support';
import type { Locale } from '../../../schemas/locale';

/** Fields go as a form, as every other call of the spec's API. */
function form(fields: Record<string, string | number>): { body: URLSearchParams; headers: Record<string, string> } {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

export function ticketsPath(userId: number): string {
  return `${supportPaths.tickets}?${new URLSearchParams({ user_id: String(userId) }).toString()}`;
}

export function ticketPath(userId: number, number: string): string {
  return `${supportPaths.ticket(number)}?${new URLSearchParams({ user_id: String(userId) }).toString()}`;
}

/** Raises a ticket from a page in `locale`, which support's e-mails then speak; resolves to its number and the server's thank-you. */
export async function createTicket(fields: Record<string, string | number>, locale: Locale): Promise<{ ticketNumber: string; message: string }> {
  const result = await apiRequest(supportPaths.tickets, createdTicketSchema, { method: 'POST', ...form({ ...fields, locale }) });
  return { ticketNumber: result.data.ticket_number, message: result.message };
}

/** Writes back from a page in `locale`: support's next e-mail speaks it. */
export async function replyToTicket(userId: number, number: string, message: string, locale: Locale): Promise<TicketDetail> {
  return (await apiRequest(supportPaths.messages(number), ticketDetailSchema, { method: 'POST', ...form({ user_id: userId, message, locale }) })).data;
}

export function useTickets(userId: number | null) {
  return useSWR<TicketSummary[], Error>(userId === null ? null : ticketsPath(userId), (path: string) => apiGet(path, ticketListSchema));
}

export function useTicket(userId: number, number: string | null) {
  return useSWR<TicketDetail, Error>(number === null ? null : ticketPath(userId, number), (path: string) => apiGet(path, ticketDetailSchema));
}
