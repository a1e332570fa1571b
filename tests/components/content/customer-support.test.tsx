import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { GRIEVANCE_OFFICER } from '../../../schemas/api/content';
import type { TicketDetail, TicketSummary } from '../../../schemas/api/support';
import CustomerSupportPage from '../../../src/features/content/CustomerSupportPage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';
import { FakeApi, ok } from './fake-api';

const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['phone'] };

const SUMMARY: TicketSummary = {
  ticket_number: 'CS-2611-00042',
  topic: 'order',
  subject: 'Laptop not delivered',
  order_number: 'CB-2611-000123',
  status: 'answered',
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};
const TICKET: TicketDetail = {
  ...SUMMARY,
  messages: [
    { id: 1, author: 'customer', body: 'The tracking has not moved.', created_at: '2026-11-20T05:00:00.000Z' },
    { id: 2, author: 'support', body: 'The courier delivers tomorrow.', created_at: '2026-11-20T09:00:00.000Z' },
  ],
};

let api: FakeApi;
let thread: TicketDetail;

beforeEach(() => {
  thread = TICKET;
  api = new FakeApi()
    .on('GET', 'website/support/tickets', () => ok([SUMMARY]))
    .on('GET', 'website/support/tickets/CS-2611-00042', () => ok(thread))
    .on('POST', 'website/support/tickets/CS-2611-00042/messages', ({ form }) => {
      thread = { ...thread, status: 'open', messages: [...thread.messages, { id: 3, author: 'customer', body: form.get('message') ?? '', created_at: '2026-11-21T05:00:00.000Z' }] };
      return ok(thread, 'Your message has been added');
    });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/customer-support', () => {
  it('lists the shopper’s tickets; one opens to its conversation and takes a reply', async () => {
    renderShop(<CustomerSupportPage />, { user: asha, path: '/customer-support' });
    const toggle = await screen.findByRole('button', { name: /Laptop not delivered/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('CS-2611-00042');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('The courier delivers tomorrow.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === 'website/support/tickets/CS-2611-00042')?.query.get('user_id')).toBe('7');

    fireEvent.change(screen.getByLabelText('Add a message'), { target: { value: 'Received, thank you.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Received, thank you.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a message')).toHaveValue('');
  });

  it('names the grievance officer with the response and resolution times the 2020 rules require', async () => {
    const { container } = renderShop(<CustomerSupportPage />, { path: '/customer-support' });
    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.name);
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.designation);
    expect(within(officer).getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute('href', `mailto:${GRIEVANCE_OFFICER.email}`);
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.address);
    expect(officer).toHaveTextContent('within 48 hours');
    expect(officer).toHaveTextContent('within one month');
    // A guest is offered sign-in for tickets, and the contact form without an account.
    expect(screen.getByRole('link', { name: 'Contact us as a guest' })).toHaveAttribute('href', '/contact');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
