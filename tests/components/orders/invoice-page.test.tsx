import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import InvoicePage from '../../../src/features/orders/InvoicePage';
import { renderShop } from '../cart/harness';
import { asha, fakeApi, sampleInvoice } from './order-samples';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the invoice page', () => {
  it.each(['/order/invoice/41', '/order/order-invoice/41'])('offers "Print / Download PDF" on %s, which opens the print dialog and is not part of the printed invoice', async (path) => {
    vi.stubGlobal('fetch', fakeApi({ 'GET website/orders/41/invoice': () => ({ body: sampleInvoice(true) }) }).fetch);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderShop(
      <Routes>
        <Route path="/order/invoice/:saleId" element={<InvoicePage />} />
        <Route path="/order/order-invoice/:saleId" element={<InvoicePage />} />
      </Routes>,
      { user: asha, path },
    );
    const button = await screen.findByRole('button', { name: 'Print / Download PDF' });
    // The print stylesheet prints the invoice alone: the button must sit outside it.
    expect(screen.getByRole('article', { name: 'Tax invoice' })).not.toContainElement(button);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
