import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cartItemSchema, type CartItem } from '../../../schemas/api/cart';
import { sectionRegistry } from '../../../registry';
import { CartViewProvider, type CartView } from '../../../src/features/cart/CartContext';
import { summariseCart } from '../../../src/features/cart/summary';
import { fixtureCartLines, fixtureSoldOutLine } from '../../../stories/support/cart-fixtures';
import { patternOf, renderPattern } from '../patterns/render-pattern';

const base = fixtureCartLines[2] as CartItem;

/** A line at a chosen unit price (paise) and MRP. */
function line(id: number, price: number, mrp: number, qty = 1, extra: Partial<CartItem> = {}): CartItem {
  return cartItemSchema.parse({ ...base, id, product_id: id, price, mrp, qty, title: `Product ${id}`, slug: `product-${id}`, ...extra });
}

const rule = { freeFrom: 499_00, fee: 49_00 };

function view(lines: CartItem[]): CartView {
  const done = () => Promise.resolve(true);
  return {
    lines,
    error: undefined,
    signedIn: false,
    actions: { add: done, setQuantity: () => {}, remove: done, clear: done },
    moveToWishlist: done,
    retry: () => {},
  };
}

async function renderCart(lines: CartItem[], pattern = 1, config: Record<string, unknown> = {}) {
  const section = sectionRegistry['cart-items'];
  if (!section) throw new Error('cart-items is not registered');
  const Bound = await patternOf(section, pattern).load();
  return renderPattern(
    {
      ...patternOf(section, pattern),
      load: async () =>
        function WithCart(props: { config: Record<string, unknown> }) {
          return (
            <CartViewProvider value={view(lines)}>
              <Bound {...props} />
            </CartViewProvider>
          );
        },
    },
    { config },
  );
}

function summaryRow(label: RegExp): string {
  const term = within(screen.getByRole('region', { name: /Price details|Order summary/ })).getByText(label);
  return term.closest('div')?.querySelector('dd')?.textContent ?? '';
}

describe('the order summary', () => {
  it('adds MRP, discount and delivery up in en-IN rupees, with the savings line', async () => {
    await renderCart([line(1, 1_00_000_00, 1_12_300_00), line(2, 11_728_00, 12_000_00, 2)]);
    expect(summaryRow(/^Price \(3 items\)$/)).toBe('₹1,36,300.00');
    expect(summaryRow(/^Discount$/)).toBe('− ₹12,844.00');
    expect(summaryRow(/^Delivery$/)).toBe('Free');
    expect(summaryRow(/^Total payable$/)).toBe('₹1,23,456.00');
    expect(screen.getByText('You save ₹12,844.00 on this order')).toBeInTheDocument();
    expect(screen.getByText(/GST invoice with every order/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Proceed to checkout' })[0]).toHaveAttribute('href', '/checkout');
  });

  it('charges ₹49 below ₹499 and nothing from ₹499', () => {
    expect(summariseCart([line(1, 498_00, 600_00)], rule)).toMatchObject({ delivery: 49_00, payable: 547_00 });
    expect(summariseCart([line(1, 499_00, 600_00)], rule)).toMatchObject({ delivery: 0, payable: 499_00 });
    expect(summariseCart([], rule)).toMatchObject({ delivery: 0, payable: 0 });
  });

  it('takes the threshold and fee from the section props', async () => {
    await renderCart([line(1, 899_00, 999_00)], 1, { free_delivery_threshold_rupees: 999, delivery_fee_rupees: 79 });
    expect(summaryRow(/^Delivery$/)).toBe('₹79.00');
    expect(summaryRow(/^Total payable$/)).toBe('₹978.00');
    expect(screen.getByText('Add ₹100.00 more for free delivery.')).toBeInTheDocument();
  });

  it('leaves an out-of-stock line out of the total and holds checkout until it is removed', async () => {
    const soldOut = { ...fixtureSoldOutLine, price: 5_00_000_00, mrp: 5_00_000_00 };
    await renderCart([line(1, 600_00, 600_00), soldOut]);
    expect(summaryRow(/^Price \(1 item\)$/)).toBe('₹600.00');
    expect(summaryRow(/^Total payable$/)).toBe('₹600.00');
    expect(screen.getByText('Out of stock: remove it to check out')).toBeInTheDocument();
    expect(screen.getByText('Remove the out-of-stock items to check out.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  });

  it('pattern 2 puts the total in a bar with the checkout link as well', async () => {
    await renderCart([line(1, 1_23_456_00, 1_50_000_00)], 2);
    await waitFor(() => expect(screen.getAllByText('₹1,23,456.00').length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByRole('link', { name: 'Proceed to checkout' })).toHaveLength(2);
  });

  it('shows the empty cart with ways forward', async () => {
    await renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});
