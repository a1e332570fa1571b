import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderDetail } from '../../../schemas/api/orders';
import OrderDetailPage from '../../../src/features/orders/OrderDetailPage';
import OrdersPage from '../../../src/features/orders/OrdersPage';
import TrackOrderPage from '../../../src/features/orders/TrackOrderPage';
import { renderShop } from '../cart/harness';
import { asha, fakeApi, sampleOrder } from './order-samples';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the order page', () => {
  it('shows items, tracking, payment and links, and cancels after confirming', async () => {
    let order: OrderDetail = sampleOrder();
    const api = fakeApi({
      'GET website/orders/41': () => ({ body: order }),
      'POST website/orders/41/cancel': () => {
        order = sampleOrder({
          status: 'cancelled',
          status_label: 'Cancelled',
          payment_status: 'refunded',
          can_cancel: false,
          refunds: [{ amount_paise: 54_999_00, destination: 'original', created_at: '2026-11-21T05:00:00.000Z' }],
        });
        return { body: order };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderShop(
      <Routes>
        <Route path="/order/:saleId" element={<OrderDetailPage />} />
      </Routes>,
      { user: asha, path: '/order/41' },
    );
    expect(await screen.findByRole('link', { name: 'Aurora Laptop 14' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress of order CB26ABC123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', '/order/invoice/41');
    expect(screen.getByText('Returns open once the order is delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('website/orders/41?user_id=7');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order CB26ABC123?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your order has been cancelled.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(screen.getByText(/to the original payment method on/)).toBeInTheDocument();
  });

  it('shows the courier, the AWB number and the promised day of a shipped order, on the order and the tracking page', async () => {
    const shipped = sampleOrder({
      status: 'shipped',
      status_label: 'Shipped',
      can_cancel: false,
      shipping: { carrier: 'Blue Dart', awb: 'BD12345678IN', zone: 'national', promised_date: '2026-11-24' },
    });
    vi.stubGlobal('fetch', fakeApi({ 'GET website/orders/41': () => ({ body: shipped }), 'GET website/orders/track': () => ({ body: shipped }) }).fetch);
    const { unmount } = renderShop(
      <Routes>
        <Route path="/order/:saleId" element={<OrderDetailPage />} />
      </Routes>,
      { user: asha, path: '/order/41' },
    );
    const tracking = await screen.findByRole('region', { name: 'Tracking' });
    const facts = (region: HTMLElement) =>
      within(region)
        .getAllByRole('term')
        .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(facts(tracking)).toEqual(['Delivery by: Tue, 24 Nov', 'Courier: Blue Dart', 'AWB number: BD12345678IN']);
    expect(within(tracking).getByText('Tue, 24 Nov')).toHaveAttribute('datetime', '2026-11-24');
    unmount();

    renderShop(<TrackOrderPage />, { user: asha, path: '/product/track-order?order=CB26ABC123' });
    const result = await screen.findByRole('region', { name: 'Order CB26ABC123' });
    expect(facts(result)).toEqual(['Delivery by: Tue, 24 Nov', 'Courier: Blue Dart', 'AWB number: BD12345678IN']);
  });

  it('says when a delivered order came instead of the promise, and that the courier comes with shipping before it ships', async () => {
    const delivered = sampleOrder({
      status: 'delivered',
      status_label: 'Delivered',
      can_cancel: false,
      timeline: sampleOrder().timeline.map((s) => ({ ...s, done: true, at: s.status === 'delivered' ? '2026-11-23T09:00:00.000Z' : s.at })),
      shipping: { carrier: 'Delhivery', awb: null, zone: 'local', promised_date: '2026-11-24' },
    });
    vi.stubGlobal('fetch', fakeApi({ 'GET website/orders/41': () => ({ body: delivered }), 'GET website/orders/42': () => ({ body: sampleOrder({ id: 42 }) }) }).fetch);
    const { unmount } = renderShop(
      <Routes>
        <Route path="/order/:saleId" element={<OrderDetailPage />} />
      </Routes>,
      { user: asha, path: '/order/41' },
    );
    const tracking = await screen.findByRole('region', { name: 'Tracking' });
    expect(within(tracking).getByText('Delivered on')).toBeInTheDocument();
    expect(within(tracking).getByText('23 Nov 2026')).toBeInTheDocument();
    expect(within(tracking).queryByText('Delivery by')).toBeNull();
    expect(within(tracking).queryByText('AWB number')).toBeNull();
    unmount();

    renderShop(
      <Routes>
        <Route path="/order/:saleId" element={<OrderDetailPage />} />
      </Routes>,
      { user: asha, path: '/order/42' },
    );
    const packed = await screen.findByRole('region', { name: 'Tracking' });
    expect(within(packed).getByText('Assigned when your order ships')).toBeInTheDocument();
    expect(within(packed).getByText('Sun, 22 Nov')).toBeInTheDocument();
  });

  it('answers an order that is not the shopper\'s like a missing one', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    renderShop(
      <Routes>
        <Route path="/order/:saleId" element={<OrderDetailPage />} />
      </Routes>,
      { user: asha, path: '/order/99' },
    );
    expect(await screen.findByText("We couldn't find this order")).toBeInTheDocument();
  });
});

describe('the orders list', () => {
  it('says by when an order on its way comes, and when a delivered one came', async () => {
    const summary = (id: number, status: string, promised: string | null, delivered: string | null) => ({
      id,
      order_number: `CB${id}`,
      status,
      payment_method: 'cod',
      payment_status: 'cod_due',
      total_paise: 599_00,
      item_count: 1,
      created_at: '2026-11-20T06:30:00.000Z',
      first_item: { title: 'Aurora Mouse', image: { url: '/media/catalog/product-9-1.svg', alt: 'Aurora Mouse', width: 800, height: 800 } },
      promised_date: promised,
      delivered_at: delivered,
    });
    const orders = [summary(1, 'shipped', '2026-11-24', null), summary(2, 'delivered', '2026-11-22', '2026-11-21T10:00:00.000Z'), summary(3, 'cancelled', '2026-11-23', null)];
    vi.stubGlobal('fetch', fakeApi({ 'GET website/orders': () => ({ body: { orders, page: 1, page_count: 1, total: 3 } }) }).fetch);
    renderShop(<OrdersPage />, { user: asha, path: '/orders' });
    const card = async (n: number) => (await screen.findByRole('heading', { name: `Order CB${n}` })).closest('li') ?? document.body;
    expect(await card(1)).toHaveTextContent('Delivery by Tue, 24 Nov');
    expect(await card(2)).toHaveTextContent('Delivered on 21 Nov 2026');
    expect(await card(3)).not.toHaveTextContent(/Delivery by|Delivered on/);
  });

  it('lists orders with a status filter and pages', async () => {
    const summary = (id: number) => ({
      id,
      order_number: `CB${id}`,
      status: 'delivered',
      payment_method: 'online',
      payment_status: 'paid',
      total_paise: 599_00,
      item_count: 2,
      created_at: '2026-11-20T06:30:00.000Z',
      first_item: { title: 'Aurora Mouse', image: { url: '/media/catalog/product-9-1.svg', alt: 'Aurora Mouse', width: 800, height: 800 } },
    });
    const api = fakeApi({ 'GET website/orders': () => ({ body: { orders: [summary(1), summary(2)], page: 1, page_count: 2, total: 12 } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderShop(<OrdersPage />, { user: asha, path: '/orders' });
    expect(await screen.findByRole('heading', { name: 'Order CB1' })).toBeInTheDocument();
    expect(screen.getAllByText('Aurora Mouse and 1 more')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View order CB2' })).toHaveAttribute('href', '/order/2');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('website/orders?user_id=7&page=1&status=delivered'));
    expect(screen.getByRole('button', { name: 'Delivered' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('website/orders?user_id=7&page=2&status=delivered'));
  });
});
