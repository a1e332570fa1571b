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

/** Raises a ticket; resolves to its number and the server's thank-you. */
export async function createTicket(fields: Record<string, string | number>): Promise<{ ticketNumber: string; message: string }> {
  const result = await apiRequest(supportPaths.tickets, createdTicketSchema, { method: 'POST', ...form(fields) });
  return { ticketNumber: result.data.ticket_number, message: result.message };
}

export async function replyToTicket(userId: number, number: string, message: string): Promise<TicketDetail> {
  return (await apiRequest(supportPaths.messages(number), ticketDetailSchema, { method: 'POST', ...form({ user_id: userId, message }) })).data;
}

export function useTickets(userId: number | null) {
  return useSWR<TicketSummary[], Error>(userId === null ? null : ticketsPath(userId), (path: string) => apiGet(path, ticketListSchema));
}

export function useTicket(userId: number, number: string | null) {
  return useSWR<TicketDetail, Error>(number === null ? null : ticketPath(userId, number), (path: string) => apiGet(path, ticketDetailSchema));
}
