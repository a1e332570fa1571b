import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { indiaDay } from '../../../schemas/api/returns';
import { renderStudio } from './render-studio';
import type { FakeStudioServer } from './fake-studio-server';

afterEach(() => vi.unstubAllGlobals());

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

async function openDesk(before?: (server: FakeStudioServer) => void, key = 'return-desk') {
  const studio = renderStudio({ key, before });
  await screen.findByRole('heading', { level: 1, name: /Returns|Return #|Replacement #/ });
  return studio;
}

/** The queue's request links, in order. */
const requests = () => within(screen.getByRole('tabpanel')).getAllByRole('rowheader').map((h) => h.querySelector('a')?.textContent);

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function openRequest(user: ReturnType<typeof renderStudio>['user'], name: string) {
  await user.click(await screen.findByRole('link', { name }));
  return screen.findByRole('heading', { level: 1, name: new RegExp(`^${name}`) });
}

const posts = (server: FakeStudioServer) => server.calls.filter((c) => c.method === 'POST' && c.path.startsWith('admin/studio/returns'));

describe('the return desk', () => {
  it('shows the queue by state with counts and age, moves along the tabs with the arrow keys, and finds a request by order number', async () => {
    const { user, server } = await openDesk();
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
    const tabs = within(screen.getByRole('tablist', { name: 'Requests by state' })).getAllByRole('tab');
    await waitFor(() => expect(tabs.map((t) => t.textContent)).toEqual(['Requested (2)', 'Approved (1)', 'Picked up (0)', 'Received (2)', 'Refunded (1)', 'Replaced (0)', 'Rejected (0)', 'All (6)']));
    expect(screen.getByRole('tab', { name: 'Requested (2)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(requests()).toEqual(['Replacement #42', 'Return #41']));
    expect(within(rowOf('Return #41')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Aurora Mouse × 2', 'Asha Rao', 'Stopped working', '3 days']);
    expect(within(rowOf('Replacement #42')).getByText('5 hours')).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Requested (2)' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Approved (1)' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Approved (1)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(requests()).toEqual(['Return #40']));
    expect(window.location.search).toContain('state=approved');

    await user.click(screen.getByRole('tab', { name: 'All (6)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), '000839');
    await waitFor(() => expect(requests()).toEqual(['Return #39']));
    expect(server.log()).toContain('GET admin/studio/returns?q=000839');
    expect(within(rowOf('Return #39')).getByText('Received')).toBeInTheDocument();
  }, SLOW);

  it('approves with the reason the shopper reads and a pickup, after checking the day', async () => {
    const { user, server } = await openDesk();
    await openRequest(user, 'Return #41');
    expect(screen.getByText('12 Lake View', { exact: false })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Approve or reject' });
    await user.type(within(form).getByLabelText('Reason the shopper reads'), 'Within the 10-day window');
    const date = within(form).getByLabelText('Pickup date (optional)');
    await user.type(date, indiaDay(new Date(), -3));
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/The pickup date has passed; choose today or a later day/));
    await waitFor(() => expect(date).toHaveFocus());
    expect(posts(server)).toEqual([]);

    await user.clear(date);
    await user.type(date, indiaDay(new Date(), 2));
    await user.selectOptions(within(form).getByLabelText('Pickup slot'), '1 pm – 5 pm');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return #41 approved; the shopper is told')).toBeInTheDocument();
    expect(posts(server).map((c) => [c.path, c.body])).toEqual([['admin/studio/returns/41/approve', { reason: 'Within the 10-day window', pickup_date: indiaDay(new Date(), 2), pickup_slot: 'afternoon' }]]);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Return #41 Approved');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Our reason, as the shopper reads it').nextElementSibling).toHaveTextContent('Within the 10-day window');
    expect(screen.getByRole('form', { name: 'Book the pickup' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mark picked up' })).toBeInTheDocument();
  }, SLOW);

  it('rejects only with a reason, and only after confirming', async () => {
    const { user, server } = await openDesk();
    await openRequest(user, 'Replacement #42');
    const form = screen.getByRole('form', { name: 'Approve or reject' });
    const reason = within(form).getByLabelText('Reason the shopper reads');
    await user.click(within(form).getByRole('button', { name: 'Reject…' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Give the shopper a reason: they read it on their request/));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(reason, 'Key caps are not covered');
    await user.click(within(form).getByRole('button', { name: 'Reject…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject Replacement #42?' });
    expect(dialog).toHaveTextContent('The shopper reads: “Key caps are not covered”.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(posts(server)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Reject…' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Replacement #42?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Replacement #42 rejected; the shopper is told why')).toBeInTheDocument();
    expect(posts(server).map((c) => c.body)).toEqual([{ reason: 'Key caps are not covered' }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Replacement #42 Rejected');
    expect(screen.queryByRole('heading', { name: 'Next step' })).toBeNull();
  }, SLOW);

  it('marks a request picked up, then received with its condition, which it asks for', async () => {
    const { user, server } = await openDesk(undefined, 'return-desk&state=all');
    await openRequest(user, 'Return #40');
    await user.click(within(screen.getByRole('form', { name: 'Mark picked up' })).getByRole('button', { name: 'Mark picked up' }));
    const receive = await screen.findByRole('form', { name: 'Mark received' });
    const condition = within(receive).getByLabelText('Condition on arrival');
    await user.click(within(receive).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(condition).toHaveAccessibleDescription("Choose the item's condition"));
    await user.selectOptions(condition, 'Missing parts');
    await user.type(within(receive).getByLabelText('Note for the team (optional)'), 'No USB receiver');
    await user.click(within(receive).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Return #40 received: missing parts')).toBeInTheDocument();
    expect(posts(server).map((c) => [c.path, c.body])).toEqual([
      ['admin/studio/returns/40/picked-up', { note: '' }],
      ['admin/studio/returns/40/receive', { condition: 'missing_parts', note: 'No USB receiver' }],
    ]);
    const timeline = screen.getByRole('list', { name: 'Steps taken' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Requested', 'Picked up', 'Received']);
    expect(screen.getByRole('form', { name: 'Refund' })).toBeInTheDocument();
  }, SLOW);

  it('refunds to where staff choose (the shopper’s choice first), after confirming the amount', async () => {
    const { user, server } = await openDesk(undefined, 'return-desk&state=received');
    await openRequest(user, 'Return #39');
    const form = screen.getByRole('form', { name: 'Refund' });
    expect(within(form).getByRole('radio', { name: 'The original payment: the shopper’s choice' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: "The shopper's wallet (at once)" }));
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,131.33…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₹1,131.33 to the wallet?' });
    expect(posts(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,131.33' }));
    expect(await screen.findByText('₹1,131.33 refunded to the wallet')).toBeInTheDocument();
    expect(posts(server).map((c) => c.body)).toEqual([{ destination: 'wallet', note: '' }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Return #39 Refunded');
    expect(screen.getByText('₹1,131.33 to the wallet: refunded')).toBeInTheDocument();
  }, SLOW);

  it('keeps a refund the gateway has not finished at received, and offers to check it', async () => {
    // A shared link opens the request itself.
    const { user } = await openDesk((server) => {
      server.returns.pendingRefund = true;
    }, 'return-desk&return=39');
    await screen.findByRole('form', { name: 'Refund' });
    await user.click(within(screen.getByRole('form', { name: 'Refund' })).getByRole('button', { name: 'Refund ₹1,131.33…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund ₹1,131.33' }));
    expect(await screen.findByText('The refund is with the payment gateway; Return #39 moves to refunded once it is processed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Return #39 Received');
    expect(screen.getByRole('button', { name: 'Check the refund…' })).toBeInTheDocument();
  }, SLOW);

  it('warns of short stock before a replacement, and shows the refusal when it cannot be placed', async () => {
    const { user, server } = await openDesk(undefined, 'return-desk&state=all');
    await openRequest(user, 'Replacement #38');
    const form = screen.getByRole('form', { name: 'Send the replacement' });
    expect(within(form).getByText('Only 0 in stock: the order cannot be placed until Aurora Mouse is restocked.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Place replacement order…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place the replacement order?' });
    expect(dialog).toHaveTextContent('Aurora Mouse × 2 leaves stock and ships at no charge to Pune 411045.');
    await user.click(within(dialog).getByRole('button', { name: 'Place replacement order' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Aurora Mouse is out of stock for this replacement: it needs 2 and none is in stock. Nothing was changed');
    expect(server.returns.requests.find((r) => r.id === 38)?.status).toBe('received');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Replacement #38 Received');

    // Restocked: the same button places it.
    server.returns.requests = server.returns.requests.map((r) => (r.id === 38 ? { ...r, stock: 5 } : r));
    await user.click(within(form).getByRole('button', { name: 'Place replacement order…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place replacement order' }));
    expect(await screen.findByText('Replacement order CB261126-000990 placed for Replacement #38')).toBeInTheDocument();
  }, SLOW);

  it('lets a role without returns.write read a request but take no step', async () => {
    const { user } = await openDesk((server) => {
      server.role = 'support';
    });
    expect(screen.getByText('Your role can see requests but not act on them.')).toBeInTheDocument();
    await openRequest(user, 'Return #41');
    expect(screen.getByText('Your role can see this request but not act on it.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  }, SLOW);
});
