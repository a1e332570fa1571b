import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStudio } from './render-studio';
import type { FakeStudioServer } from './fake-studio-server';

afterEach(() => vi.unstubAllGlobals());

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

async function openDesk(before?: (server: FakeStudioServer) => void, key = 'order-desk') {
  const studio = renderStudio({ key, before });
  await screen.findByRole('heading', { level: 1, name: /^Orders$|^Order CB/ });
  return studio;
}

const orderNumbers = () => screen.getAllByRole('rowheader').map((h) => h.querySelector('a')?.textContent);
const posts = (server: FakeStudioServer) => server.calls.filter((c) => c.method === 'POST' && c.path.startsWith('admin/studio/orders'));

async function openOrder(user: ReturnType<typeof renderStudio>['user'], number: string) {
  await user.click(await screen.findByRole('link', { name: number }));
  return screen.findByRole('heading', { level: 1, name: `Order ${number}` });
}

describe('the order desk', () => {
  it('lists orders with where they go, their step, payment and total; filters, searches and exports what it shows', async () => {
    const { user, server } = await openDesk();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(orderNumbers()).toEqual(['CB261120-000103', 'CB261120-000102', 'CB261120-000101']));
    const row = screen.getByRole('link', { name: 'CB261120-000102' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Ravi MenonBengaluru, Karnataka, 560001',
      'Shipped',
      'Cash on deliveryCash due',
      '₹56,197.00',
      expect.stringMatching(/^20 Nov 2026/),
    ]);
    expect(screen.getByText('1–3 of 3 orders')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    await waitFor(() => expect(orderNumbers()).toEqual(['CB261120-000101']));
    expect(server.log()).toContain('GET admin/studio/orders?status=delivered');
    expect(screen.getByRole('link', { name: /^Export CSV/ })).toHaveAttribute('href', '/api/admin/studio/orders/export.csv?status=delivered');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ravi');
    await waitFor(() => expect(orderNumbers()).toEqual(['CB261120-000102']));
    expect(server.log()).toContain('GET admin/studio/orders?q=ravi');

    // A PIN or rupee amount that does not read right is explained beside its field, and not asked for.
    const before = server.calls.length;
    await user.type(screen.getByLabelText('PIN code'), '0110');
    await waitFor(() => expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('A PIN code has 6 digits and does not start with 0'));
    await user.type(screen.getByLabelText('Total from'), '12.345');
    await waitFor(() => expect(screen.getByLabelText('Total from')).toHaveAccessibleDescription('The lowest total has more than two digits of paise'));
    expect(server.calls.slice(before).filter((c) => c.path.includes('pin=') || c.path.includes('min_total='))).toEqual([]);
  }, SLOW);

  it('shows an order for staff and moves it along: confirm, then ship only with the courier and AWB number', async () => {
    const { user, server } = await openDesk();
    await openOrder(user, 'CB261120-000103');
    expect(window.location.search).toContain('order=103');
    const items = screen.getByRole('table', { name: 'Items of the order' });
    expect(within(items).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Aurora Laptop 1416 GB · HSN 8471', 'Swift MouseHSN 8471']);
    const shopper = screen.getByRole('region', { name: 'Shopper' });
    expect(within(shopper).getByRole('link', { name: 'Asha Kulkarni' })).toHaveAttribute('href', '?key=customers&customer=7');
    expect(within(shopper).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery address' })).getByText('Pune, Maharashtra 411045')).toBeInTheDocument();
    expect(screen.getByText(/Attempt 1: ₹56,197.00 paid by card/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0));
    expect(await screen.findByText('Order CB261120-000103 is confirmed; the shopper is e-mailed')).toBeInTheDocument();
    expect(posts(server).map((c) => [c.path, c.body])).toEqual([['admin/studio/orders/103/move', { to: 'confirmed', note: '' }]]);

    await user.click(screen.getByRole('button', { name: 'Mark packed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ship…' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ship…' }));
    const form = screen.getByRole('form', { name: 'Ship order CB261120-000103' });
    await user.type(within(form).getByLabelText('Courier'), 'Delhivery');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    const awb = within(form).getByLabelText('AWB number');
    expect(awb).toHaveAttribute('aria-invalid', 'true');
    expect(awb).toHaveAccessibleDescription(/Enter the AWB number from the courier/);
    await waitFor(() => expect(awb).toHaveFocus());
    expect(posts(server)).toHaveLength(2);

    await user.type(awb, 'dl99887766');
    expect(awb).toHaveValue('DL99887766');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Shipping' })).getByText('DL99887766')).toBeInTheDocument());
    expect(posts(server).at(-1)).toEqual({ method: 'POST', path: 'admin/studio/orders/103/move', body: { to: 'shipped', carrier: 'Delhivery', awb: 'DL99887766', note: '' } });
  }, SLOW);

  it('cancels with a refund after a confirmation that says how much goes where', async () => {
    const { user, server } = await openDesk(undefined, 'order-desk&order=103');
    await screen.findByRole('heading', { level: 1, name: 'Order CB261120-000103' });
    await user.click(screen.getByRole('button', { name: 'Cancel order…' }));
    const form = screen.getByRole('form', { name: 'Cancel order CB261120-000103' });
    await user.click(within(form).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel order…' }));
    const reason = within(form).getByLabelText('Reason (the shopper is told)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Say why the order is cancelled/));
    await user.type(reason, 'Out of stock at the warehouse');
    await user.click(within(form).getByRole('button', { name: 'Cancel order…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order CB261120-000103?' });
    expect(dialog).toHaveTextContent('₹56,197.00 goes to the shopper’s wallet at once.');
    expect(posts(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.getByText(/₹56,197.00 to wallet · Cancellation/)).toBeInTheDocument());
    expect(posts(server).map((c) => [c.path, c.body])).toEqual([['admin/studio/orders/103/cancel', { destination: 'wallet', reason: 'Out of stock at the warehouse' }]]);
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
  }, SLOW);

  it('refunds chosen items or an amount, refusing more than is refundable beside the field', async () => {
    const { user, server } = await openDesk(undefined, 'order-desk&order=101');
    await screen.findByRole('heading', { level: 1, name: 'Order CB261120-000101' });
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const form = screen.getByRole('form', { name: 'Refund on order CB261120-000101' });
    await user.click(within(form).getByRole('checkbox', { name: 'Swift Mouse' }));
    await user.type(within(form).getByLabelText('Reason (the shopper is told)'), 'One arrived scratched');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹599.00…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₹599.00 to the original payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹599.00' }));
    await waitFor(() => expect(screen.getByText(/₹599.00 to original payment · Partial refund/)).toBeInTheDocument());
    expect(posts(server).map((c) => c.body)).toEqual([{ destination: 'original', reason: 'One arrived scratched', lines: [{ order_item_id: 1012, qty: 1 }] }]);

    // Above what is left: refused here, beside the amount, with nothing sent.
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const again = screen.getByRole('form', { name: 'Refund on order CB261120-000101' });
    await user.click(within(again).getByRole('radio', { name: 'An amount' }));
    const amount = within(again).getByLabelText('Amount');
    await user.type(amount, '60,000');
    await user.type(within(again).getByLabelText('Reason (the shopper is told)'), 'Goodwill');
    await user.click(within(again).getByRole('button', { name: 'Refund ₹60,000.00…' }));
    expect(amount).toHaveAccessibleDescription(/At most ₹55,598.00 is left to refund on this order/);
    expect(posts(server)).toHaveLength(1);

    // The server knows better (a colleague refunded meanwhile): its refusal lands at the field too.
    const stored = server.orders.orders.find((o) => o.id === 101);
    if (stored) stored.money = { ...stored.money, refundable_paise: 100_00, refundable_original_paise: 100_00 };
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(again).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(again).getByRole('button', { name: 'Refund ₹500.00…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Refund ₹500.00 to the shopper’s wallet?' })).getByRole('button', { name: 'Refund ₹500.00' }));
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Refund on order CB261120-000101' })).getByLabelText('Amount')).toHaveAccessibleDescription(/At most ₹100.00 is left to refund on this order/));
  }, SLOW);

  it('collects cash on delivery after a confirmation, and prints the invoice and the packing slip', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, server } = await openDesk(undefined, 'order-desk&order=102');
    await screen.findByRole('heading', { level: 1, name: 'Order CB261120-000102' });
    expect(screen.queryByRole('button', { name: /E-mail the invoice/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Out for delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Cash collected (₹56,197.00)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark ₹56,197.00 collected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cash collected/ })).toBeNull());
    expect(posts(server).map((c) => c.path)).toEqual(['admin/studio/orders/102/move', 'admin/studio/orders/102/cod-collected']);

    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    expect(within(slip).getByText('Ravi Menon')).toBeInTheDocument();
    expect(within(slip).getByRole('table', { name: 'Items to pack' })).toHaveTextContent('Swift Mouse');
    expect(window.location.search).toContain('print=slip');
    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to the order' }));
    await user.click(await screen.findByRole('button', { name: 'Print GST invoice' }));
    expect(await screen.findByRole('heading', { name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByText('CB/2627/000042')).toBeInTheDocument();
  }, SLOW);

  it('shows a read-only role the order without the actions it may not take', async () => {
    await openDesk((server) => (server.role = 'support'), 'order-desk&order=103');
    await screen.findByRole('heading', { level: 1, name: 'Order CB261120-000103' });
    expect(screen.getByText('Your role can see orders but not change them.')).toBeInTheDocument();
    for (const name of ['Confirm', 'Ship…', 'Refund…', 'Cancel order…', 'E-mail the invoice']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print GST invoice' })).toBeInTheDocument();
  }, SLOW);
});
