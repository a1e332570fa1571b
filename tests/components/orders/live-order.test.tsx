import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../schemas/api/orders';
import LiveConfig from '../../../src/features/live/LiveConfig';
import OrderDetailPage from '../../../src/features/orders/OrderDetailPage';
import TrackOrderPage from '../../../src/features/orders/TrackOrderPage';
import { renderShop } from '../cart/harness';
import { asha, fakeApi, sampleOrder } from './order-samples';

/** The browser's EventSource, driven by the test. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const stream = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('LiveConfig opened no stream');
  return source;
};

describe("the shopper's open order pages follow the live stream", () => {
  it('refetch the order when its key arrives, and ignore other orders\' keys', async () => {
    let order: OrderDetail = sampleOrder({ live_key: 'key-of-order-41' });
    const api = fakeApi({ 'GET website/orders/41': () => ({ body: order }) });
    vi.stubGlobal('fetch', api.fetch);
    renderShop(
      <>
        <LiveConfig />
        <Routes>
          <Route path="/order/:saleId" element={<OrderDetailPage />} />
        </Routes>
      </>,
      { user: asha, path: '/order/41' },
    );
    expect(await screen.findByRole('heading', { name: 'Order CB26ABC123' })).toBeInTheDocument();
    const reads = () => api.calls.filter((c) => c.path.startsWith('website/orders/41')).length;
    const before = reads();

    order = sampleOrder({ live_key: 'key-of-order-41', status: 'shipped', status_label: 'Shipped', can_cancel: false, shipping: { carrier: 'Delhivery', awb: 'DL99887766', zone: 'national', promised_date: '2026-11-24' } });
    act(() => stream().emit('order', JSON.stringify({ key: 'key-of-another-order' })));
    expect(reads()).toBe(before);
    act(() => stream().emit('order', JSON.stringify({ key: 'key-of-order-41' })));
    expect(await screen.findByText('DL99887766')).toBeInTheDocument();
    expect(screen.getByText('Delhivery')).toBeInTheDocument();
    expect(reads()).toBe(before + 1);
  });

  it('refetch the tracking page too', async () => {
    let order: OrderDetail = sampleOrder({ live_key: 'key-of-order-41' });
    vi.stubGlobal('fetch', fakeApi({ 'GET website/orders/track': () => ({ body: order }) }).fetch);
    renderShop(
      <>
        <LiveConfig />
        <TrackOrderPage />
      </>,
      { user: asha, path: '/product/track-order?order=CB26ABC123' },
    );
    expect(await screen.findByText('Assigned when your order ships')).toBeInTheDocument();
    order = sampleOrder({ live_key: 'key-of-order-41', status: 'shipped', status_label: 'Shipped', shipping: { carrier: 'Blue Dart', awb: 'BD12345678', zone: 'national', promised_date: '2026-11-24' } });
    act(() => stream().emit('order', JSON.stringify({ key: 'key-of-order-41' })));
    expect(await screen.findByText('BD12345678')).toBeInTheDocument();
  });
});
