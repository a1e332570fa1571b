import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FakeCheckoutServer } from './fake-checkout-server';
import { payButton, startCheckout } from './harness';

const figure = (summary: HTMLElement, label: string) => within(summary).getByText(label).nextElementSibling?.textContent;

describe('checkout summary and delivery', () => {
  it('shows the server’s figures in en-IN rupees', async () => {
    startCheckout();
    await payButton();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(figure(summary, 'Total payable')).toBe('₹1,02,983.00');
    expect(figure(summary, 'GST included')).toBe('₹15,709.27');
    expect(figure(summary, 'Delivery')).toBe('Free');
    expect(within(summary).getByText('Qty 2')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Free delivery')).toBeInTheDocument();
    expect(within(delivery).getByText('Delivers in 2 days to 411041')).toBeInTheDocument();
  });

  it('says how much more buys free delivery', async () => {
    const server = new FakeCheckoutServer();
    server.adjustQuote = (q) => ({ ...q, delivery: { ...q.delivery, charge_paise: 80_00, free_above_paise: q.items_total_paise + 1_200_00 } });
    startCheckout(server);
    await payButton();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('₹80.00')).toBeInTheDocument();
    expect(within(delivery).getByText('Add ₹1,200.00 more for free delivery')).toBeInTheDocument();
  });

  it('explains a failed read and tries again', async () => {
    const server = new FakeCheckoutServer();
    server.failNext('GET', 'website/addresses', 500, 'The address service is down');
    startCheckout(server);
    expect(await screen.findByText('The address service is down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await payButton()).toBeEnabled();
  });
});
