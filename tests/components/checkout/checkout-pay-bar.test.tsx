import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeCheckoutServer } from './fake-checkout-server';
import { payButton, startCheckout } from './harness';

// Razorpay's checkout is a third party's page: the tests stand in for it.
const razorpay = vi.hoisted(() => ({ loadCheckoutScript: vi.fn(), openRazorpay: vi.fn() }));
vi.mock('../../../src/features/checkout/razorpay', () => razorpay);

const realMatchMedia = window.matchMedia;

/** A screen as wide as `width`: the (max-width: …) queries answer as a browser's would. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { ...realMatchMedia(query), matches, media: query };
  };
}

beforeEach(() => {
  razorpay.loadCheckoutScript.mockReset().mockResolvedValue(undefined);
  razorpay.openRazorpay.mockReset().mockResolvedValue({ ok: false, reason: 'dismissed' });
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('the phone pay bar', () => {
  it('holds the amount payable and the pay button on phones; View details opens the price breakdown', async () => {
    screenWidth(390);
    startCheckout();
    const button = await payButton();
    const bar = screen.getByRole('region', { name: 'Amount payable' });
    expect(bar).toContainElement(button);
    expect(within(bar).getByText('₹1,02,983.00', { selector: 'span' })).toBeVisible();
    // One pay button on the page: the payment card gives it to the bar.
    expect(screen.getAllByRole('button', { name: /^(Pay ₹|Place order)/ })).toHaveLength(1);

    const toggle = within(bar).getByRole('button', { name: 'View details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).getByText('GST included')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(within(bar).getByText('GST included')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    expect(figure(bar, 'Total payable')).toBe('₹1,02,983.00');
    expect(figure(bar, 'GST included')).toBe('₹15,709.27');

    fireEvent.click(button);
    await waitFor(() => expect(razorpay.openRazorpay).toHaveBeenCalledTimes(1));
  });

  it('is not there on wider screens, where the button stays in the payment card', async () => {
    screenWidth(1280);
    startCheckout(new FakeCheckoutServer());
    const button = await payButton();
    expect(screen.queryByRole('region', { name: 'Amount payable' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payment method' })).toContainElement(button);
  });
});
