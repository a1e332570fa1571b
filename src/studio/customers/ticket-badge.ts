import type { TicketStatus } from '../../../schemas/api/customer-desk';

/** A ticket's status badge: open waits on us (the studio's amber), answered waits on the shopper. */
export const TICKET_BADGE: Record<TicketStatus, string> = { open: 'st-badge--draft', answered: 'st-badge--scheduled', closed: '' };
