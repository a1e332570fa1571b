import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Address } from '../../../schemas/api/addresses';
import { CancelOrderDialog } from '../../../src/features/orders/CancelOrderDialog';
import { ReturnForm } from '../../../src/features/orders/ReturnForm';
import { renderShop } from '../cart/harness';
import { asha, fakeApi } from './order-samples';

afterEach(() => {
  vi.unstubAllGlobals();
});

const home: Address = {
  id: 11,
  name: 'Asha Rao',
  mobile: '9876543210',
  pin: '411045',
  house: '12 Lake View',
  locality: 'Baner',
  landmark: '',
  city: 'Pune',
  state_code: 'MH',
  state: 'Maharashtra',
  type: 'home',
  is_default: true,
  latitude: null,
  longitude: null,
  serviceable: true,
};

describe('the cancel dialog', () => {
  it('sends the reason and the chosen refund destination', async () => {
    const onConfirm = vi.fn(async () => {});
    render(<CancelOrderDialog orderNumber="CB26ABC123" refundPaise={54_999_00} onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Cancel order CB26ABC123?' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: '  Found it cheaper  ' } });
    fireEvent.click(screen.getByLabelText('My wallet (at once)'));
    expect(screen.getByRole('group', { name: 'Refund ₹54,999.00 to' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Found it cheaper', 'wallet'));
  });

  it('asks nothing about refunds when nothing was paid, and shows a refusal', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('This order has shipped and can no longer be cancelled');
    });
    render(<CancelOrderDialog orderNumber="CB26ABC123" refundPaise={0} onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has shipped and can no longer be cancelled');
  });

  it('closes on "Keep order"', () => {
    const onClose = vi.fn();
    render(<CancelOrderDialog orderNumber="CB26ABC123" refundPaise={0} onConfirm={async () => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the return form', () => {
  function renderForm() {
    return renderShop(
      <Routes>
        <Route path="/order/return/:id" element={<ReturnForm userId={asha.id} kind="return" itemId={301} item={{ title: 'Aurora Mouse', qty: 2 }} addresses={[home]} />} />
        <Route path="/order/refund-replace-process/:id" element={<p>Progress page</p>} />
      </Routes>,
      { user: asha, path: '/order/return/301' },
    );
  }

  it('explains every problem before sending anything', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Choose a reason');
    expect(screen.getByText('Choose between 1 and 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Choose between 1 and 2');
    expect(api.calls).toEqual([]);
  });

  it('files the request with the pickup address and refund destination, then shows its progress', async () => {
    const sent: URLSearchParams[] = [];
    const api = fakeApi({
      'POST website/returns': (init) => {
        sent.push(new URLSearchParams(String(init?.body)));
        return { body: { id: 88 } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    expect(screen.getByLabelText(/Asha Rao, 12 Lake View/)).toBeChecked();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Stopped working' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('My wallet'));
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0] ?? [])).toMatchObject({
      user_id: '7',
      order_item_id: '301',
      kind: 'return',
      qty: '2',
      reason: 'Stopped working',
      pickup_address_id: '11',
      refund_destination: 'wallet',
    });
  });
});
