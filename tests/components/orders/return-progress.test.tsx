import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ReturnRequest } from '../../../schemas/api/returns';
import OrderRequestPage from '../../../src/features/orders/OrderRequestPage';
import { renderShop } from '../cart/harness';
import { asha, fakeApi } from './order-samples';

afterEach(() => {
  vi.unstubAllGlobals();
});

const address = { name: 'Asha Rao', mobile: '9876543210', pin: '411045', house: '12 Lake View', locality: 'Baner', landmark: '', city: 'Pune', state_code: 'MH', state: 'Maharashtra' };

function sampleRequest(fields: Partial<ReturnRequest>): ReturnRequest {
  return {
    id: 88,
    order_id: 41,
    order_number: 'CB26ABC123',
    item: { id: 301, title: 'Aurora Mouse', variant_label: '', qty: 3 },
    kind: 'return',
    qty: 2,
    reason: 'Stopped working',
    details: '',
    status: 'requested',
    refund_destination: 'wallet',
    pickup_address: address,
    timeline: [],
    decision_reason: '',
    pickup: null,
    condition: null,
    refund: null,
    replacement: null,
    created_at: '2026-11-20T06:30:00.000Z',
    ...fields,
  };
}

const step = (status: string, label: string, at: string | null) => ({ status, label, at, done: at !== null });

function renderProgress(request: ReturnRequest) {
  vi.stubGlobal('fetch', fakeApi({ 'GET website/returns/88': () => ({ body: request }) }).fetch);
  renderShop(
    <Routes>
      <Route path="/order/refund-replace-process/:id" element={<OrderRequestPage />} />
    </Routes>,
    { user: asha, path: '/order/refund-replace-process/88' },
  );
}

describe('the return progress page', () => {
  it('shows the received step, the shop’s reason, the pickup booked and the item’s condition', async () => {
    renderProgress(
      sampleRequest({
        status: 'received',
        decision_reason: 'Within the 10-day window',
        pickup: { date: '2026-11-28', slot: 'morning' },
        condition: 'opened_complete',
        timeline: [
          step('requested', 'Requested', '2026-11-20T06:30:00.000Z'),
          step('approved', 'Approved', '2026-11-20T09:00:00.000Z'),
          step('picked_up', 'Picked up', '2026-11-28T05:00:00.000Z'),
          step('received', 'Received', '2026-11-29T05:00:00.000Z'),
          step('refunded', 'Refunded', null),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Return: Received' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Progress of your request' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Requested/), expect.stringMatching(/^Approved/), expect.stringMatching(/^Picked up/), expect.stringMatching(/^Received/), 'RefundedPending']);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Our note:').parentElement).toHaveTextContent('Our note: Within the 10-day window');
    expect(screen.getByText('Condition on arrival:').parentElement).toHaveTextContent('Condition on arrival: Opened, complete');
    expect(screen.getByText('Refunded to your wallet once the item is picked up and checked.')).toBeInTheDocument();
  });

  it('shows an approved request’s pickup day and window', async () => {
    renderProgress(sampleRequest({ status: 'approved', pickup: { date: '2026-11-28', slot: 'afternoon' } }));
    expect(await screen.findByRole('heading', { name: 'Return: Approved' })).toBeInTheDocument();
    expect(screen.getByText('Pickup:').parentElement).toHaveTextContent('Pickup: Sat, 28 Nov, 1 pm – 5 pm');
  });

  it('tells a rejected shopper why', async () => {
    renderProgress(sampleRequest({ status: 'rejected', decision_reason: 'The item was bought 40 days ago' }));
    expect(await screen.findByRole('heading', { name: 'Return: Rejected' })).toBeInTheDocument();
    expect(screen.getByText('Why we could not accept it:').parentElement).toHaveTextContent('Why we could not accept it: The item was bought 40 days ago');
    expect(screen.queryByText(/once the item is picked up/)).toBeNull();
  });

  it('shows a refund on its way, and a replacement order with its link', async () => {
    renderProgress(sampleRequest({ status: 'received', refund: { amount_paise: 1_131_33, destination: 'original', status: 'pending', created_at: '2026-11-29T05:00:00.000Z' } }));
    expect(await screen.findByText('Your refund of ₹1,131.33 to the original payment method is being processed.')).toBeInTheDocument();
  });

  it('links the replacement order sent at no charge', async () => {
    renderProgress(sampleRequest({ kind: 'replace', status: 'replaced', replacement: { order_id: 97, order_number: 'CB261129-000097' } }));
    expect(await screen.findByRole('heading', { name: 'Replacement: Replaced' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CB261129-000097' })).toHaveAttribute('href', '/order/97');
  });
});
