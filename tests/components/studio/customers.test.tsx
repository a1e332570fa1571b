import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStudio } from './render-studio';
import type { FakeStudioServer } from './fake-studio-server';

afterEach(() => vi.unstubAllGlobals());

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

async function openDesk(key = 'customers', before?: (server: FakeStudioServer) => void) {
  const studio = renderStudio({ key, before });
  return studio;
}

/** Opens Asha's page from the search, as support would. */
async function openAsha(before?: (server: FakeStudioServer) => void) {
  const studio = await openDesk('customers', before);
  await screen.findByRole('table', { name: 'Customers, newest first' });
  await studio.user.click(screen.getByRole('button', { name: 'Asha Raghunathan' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Asha Raghunathan' });
  await waitFor(() => expect(heading).toHaveFocus());
  return studio;
}

const section = (name: string) => screen.getByRole('region', { name });
const posts = (server: FakeStudioServer) => server.log().filter((c) => c.startsWith('POST') || c.startsWith('PUT'));

describe('the customers desk', () => {
  it('finds customers by phone however typed, says when nothing matches, and shows the owner’s limit', async () => {
    const { user, server } = await openDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Support can credit or debit a wallet by up to ₹2,000.00 in one adjustment; larger ones need the owner.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Customers, newest first' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').querySelector('button')?.textContent)).toEqual(['Asha Raghunathan', 'Ravi Kulkarni']);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['+91 98765 43210', '2', '2 Mar 2025', '20 Nov 2026']);

    const box = screen.getByRole('searchbox', { name: 'Find a customer' });
    expect(box).toHaveAccessibleDescription(/A phone number \(with or without \+91\), part of an e-mail, words of a name/);
    await user.type(box, '+91 98765 43210');
    await screen.findByRole('table', { name: 'Customers matching “+91 98765 43210”, the most recently signed in first' });
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((h) => h.querySelector('button')?.textContent)).toEqual(['Asha Raghunathan']));
    expect(server.log()).toContain('GET admin/studio/customers?q=%2B91+98765+43210');
    await user.clear(box);
    await user.type(box, 'nobody here');
    expect(await screen.findByText('No customer matches “nobody here”. Check the number, or try part of the e-mail or the surname.')).toBeInTheDocument();
  }, SLOW);

  it('opens a customer from the keyboard, with every section, the address naming them, and orders linking to the order desk', async () => {
    const { user } = await openDesk();
    await screen.findByRole('table', { name: 'Customers, newest first' });
    const open = screen.getByRole('button', { name: 'Asha Raghunathan' });
    open.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Asha Raghunathan' });
    expect(window.location.search).toBe('?key=customers&customer=12');

    const facts = screen.getByText('Customer number').closest('dl');
    expect(facts?.textContent).toContain('Phone+91 98765 43210');
    expect(facts?.textContent).toContain('Signed in on2 devices');
    const orders = section('Orders');
    expect(within(orders).getByRole('link', { name: 'CB-2611-000321' })).toHaveAttribute('href', '?key=order-desk&order=901');
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Shipped₹1,198.00');
    expect(await within(section('Wallet')).findByText('Balance ₹1,200.00')).toBeInTheDocument();
    expect(within(section('Wallet')).getByRole('table', { name: 'Wallet ledger, newest first' })).toHaveTextContent('Paid for order CB-2611-000321');
    expect(section('Addresses')).toHaveTextContent('12 Lake View, Baner');
    expect(within(section('Gift cards')).getByRole('list', { name: 'Gift cards bought' })).toHaveTextContent('₹1,000.00 · Diwali lights');
    expect(section('Referrals')).toHaveTextContent('Rewards paid: ₹200.00');
    expect(within(section('Support tickets')).getByRole('list', { name: 'Conversation on CS-2611-00005' })).toHaveTextContent('The tracking has not moved for three days.');

    // A friend they referred opens as a customer of their own; Back returns.
    await user.click(within(section('Referrals')).getByRole('button', { name: 'Ravi Kulkarni' }));
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kulkarni' });
    expect(section('Referrals')).toHaveTextContent('Joined with the code of Asha Raghunathan');
    await user.click(screen.getByRole('button', { name: '← All customers' }));
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
  }, SLOW);

  it('adjusts the wallet: says what would be refused at the field before sending, confirms, then shows the new balance and the reason', async () => {
    const { user, server } = await openAsha((s) => {
      s.role = 'support';
    });
    const wallet = section('Wallet');
    const form = await within(wallet).findByRole('form', { name: 'Adjust the wallet' });
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription(/Up to ₹2,000.00 at once; larger adjustments need the owner/);

    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(/The amount is missing/);
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(/Say why in at least 3 characters/);
    await waitFor(() => expect(amount).toHaveFocus());

    await user.type(amount, '2,500');
    await user.type(within(form).getByLabelText('Reason'), 'Late delivery');
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    expect(amount).toHaveAccessibleDescription(/Support can move at most ₹2,000.00 in one adjustment; ₹2,500.00 needs the owner/);

    await user.click(within(form).getByRole('radio', { name: 'Debit (take money)' }));
    await user.clear(amount);
    await user.type(amount, '1,500');
    await user.click(within(form).getByRole('button', { name: 'Debit the wallet' }));
    expect(amount).toHaveAccessibleDescription(/Asha Raghunathan's wallet holds ₹1,200.00: a debit of ₹1,500.00 would take it below zero/);
    expect(posts(server)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(form).getByRole('button', { name: 'Debit the wallet' }));
    let dialog = await screen.findByRole('dialog', { name: "Debit ₹200.00 from Asha Raghunathan's wallet?" });
    expect(dialog).toHaveTextContent('The balance goes from ₹1,200.00 to ₹1,000.00. They will read “Late delivery” in their wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(posts(server)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Debit the wallet' }));
    dialog = await screen.findByRole('dialog', { name: "Debit ₹200.00 from Asha Raghunathan's wallet?" });
    await user.click(within(dialog).getByRole('button', { name: 'Debit it' }));
    expect(await screen.findByText("Debited ₹200.00 from Asha Raghunathan's wallet")).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ direction: 'debit', amount: '200', reason: 'Late delivery' });
    expect(await within(wallet).findByText('Balance ₹1,000.00')).toBeInTheDocument();
    expect(within(wallet).getAllByRole('row')[1]).toHaveTextContent('Late delivery');
    expect(within(wallet).getAllByRole('row')[1]).toHaveTextContent('-₹200.00');
    expect(amount).toHaveValue('');
  }, SLOW);

  it('shows the server’s refusal at the amount when the limit changed meanwhile, and nothing moves', async () => {
    const { user, server } = await openAsha((s) => {
      s.role = 'support';
    });
    const form = await within(section('Wallet')).findByRole('form', { name: 'Adjust the wallet' });
    server.customers.limit = 100_00;
    await user.type(within(form).getByLabelText('Amount'), '500');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Credit it' }));
    await waitFor(() => expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(/Support can move at most ₹100.00 in one adjustment; ₹500.00 needs the owner/));
    expect(server.customers.customers.get(12)?.detail.wallet_balance_paise).toBe(1_200_00);
  }, SLOW);

  it('disables an account only after saying what it does, then offers to enable it again', async () => {
    const { user, server } = await openAsha();
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    let dialog = await screen.findByRole('dialog', { name: "Disable Asha Raghunathan's account?" });
    expect(dialog).toHaveTextContent('They are signed out at once on every device (2 devices now) and cannot sign in until you enable the account.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it enabled' }));
    expect(posts(server)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    dialog = await screen.findByRole('dialog', { name: "Disable Asha Raghunathan's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText("Asha Raghunathan's account is disabled and signed out everywhere")).toBeInTheDocument();
    expect(posts(server)).toEqual(['POST admin/studio/customers/12/disable']);
    expect(await screen.findByText(/Disabled on 20 Nov 2026, 4:00 pm by Shop owner: the shop refuses their sign-in until the account is enabled\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    await user.click(within(await screen.findByRole('dialog', { name: "Enable Asha Raghunathan's account?" })).getByRole('button', { name: 'Enable account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disable account' })).toBeInTheDocument());
  }, SLOW);

  it('lets the owner change support’s limit, refusing a value that is not rupees', async () => {
    const { user, server } = await openDesk();
    await user.click(await screen.findByRole('button', { name: 'Change the limit' }));
    const form = screen.getByRole('form', { name: 'Support’s wallet limit' });
    const box = within(form).getByLabelText('Most support may move at once');
    expect(box).toHaveValue('2000');
    await user.clear(box);
    await user.type(box, 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save the limit' }));
    expect(box).toHaveAccessibleDescription(/The limit must be rupees, like 74,990 or 74990.50/);
    expect(posts(server)).toEqual([]);
    await user.clear(box);
    await user.type(box, '5,000');
    await user.click(within(form).getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('Support can credit or debit a wallet by up to ₹5,000.00 in one adjustment; larger ones need the owner.')).toBeInTheDocument();
    expect(server.customers.limit).toBe(5_000_00);
  }, SLOW);

  it('is read-only for a role without customers.write', async () => {
    await openAsha((s) => {
      s.role = 'viewer';
    });
    expect(await within(section('Wallet')).findByText('Balance ₹1,200.00')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Adjust the wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable account|Enable account/ })).toBeNull();
    expect(screen.queryByRole('form', { name: /^Reply to/ })).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Asha Raghunathan' });
  }, SLOW);

  it('offers support no way to change the limit', async () => {
    await openDesk('customers', (s) => {
      s.role = 'support';
    });
    await screen.findByText(/Support can credit or debit a wallet by up to ₹2,000.00/);
    expect(screen.queryByRole('button', { name: 'Change the limit' })).toBeNull();
  }, SLOW);
});

describe('the support tickets desk', () => {
  it('lists open tickets first, opens one, and sends a reply that joins the thread', async () => {
    const { user, server } = await openDesk('support-tickets', (s) => {
      s.role = 'support';
    });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    const show = screen.getByLabelText('Show');
    await waitFor(() => expect(within(show).getAllByRole('option').map((o) => o.textContent)).toEqual(['Open (1)', 'Answered (1)', 'Closed (0)', 'All tickets (2)']));
    await screen.findByRole('table', { name: 'Open tickets, the longest waiting first' });
    expect(screen.getAllByRole('rowheader').map((h) => h.querySelector('button')?.textContent)).toEqual(['Mouse not delivered']);
    await user.selectOptions(show, '');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /Invoice for my company/ })).toHaveTextContent('guest@example.in (guest)');

    await user.click(screen.getByRole('button', { name: 'Mouse not delivered' }));
    await screen.findByRole('heading', { level: 1, name: 'Mouse not delivered' });
    expect(window.location.search).toBe('?key=support-tickets&ticket=5');
    expect(screen.getByRole('link', { name: 'Open their customer page' })).toHaveAttribute('href', '?key=customers&customer=12');
    const form = screen.getByRole('form', { name: 'Reply to CS-2611-00005' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByLabelText('Reply to Asha Raghunathan')).toHaveAccessibleDescription(/Write the reply/);
    expect(posts(server)).toEqual([]);

    await user.type(within(form).getByLabelText('Reply to Asha Raghunathan'), 'It reaches you tomorrow.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to Asha Raghunathan')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Conversation on CS-2611-00005' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(within(thread).getAllByRole('listitem')[1]).toHaveTextContent('Support · Shop owner20 Nov 2026, 4:00 pmIt reaches you tomorrow.');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'It reaches you tomorrow.', close: false });
  }, SLOW);

  it('asks before closing a ticket with a reply, then shows it closed with no reply form', async () => {
    const { user, server } = await openDesk('support-tickets&ticket=5');
    const form = await screen.findByRole('form', { name: 'Reply to CS-2611-00005' });
    await user.type(within(form).getByLabelText('Reply to Asha Raghunathan'), 'Refunded; closing this.');
    await user.click(within(form).getByRole('checkbox', { name: /Close the ticket with this reply/ }));
    await user.click(within(form).getByRole('button', { name: 'Send and close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the reply and close CS-2611-00005?' });
    expect(posts(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    expect(await screen.findByText('Closed: the customer raises a new ticket to write again.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply to CS-2611-00005' })).toBeNull();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Refunded; closing this.', close: true });
  }, SLOW);
});
