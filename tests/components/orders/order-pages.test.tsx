import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderDetail } from '../../../schemas/api/orders';
import OrderDetailPage from '../../../src/features/orders/OrderDetailPage';
import OrdersPage from '../../../src/features/orders/OrdersPage';
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
