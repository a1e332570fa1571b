import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', () => import('./preview-stub'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product desk', () => {
  it('lists products with prices in rupees and stock states, and searches as you type', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    const table = await screen.findByRole('table', { name: /Products, sorted by last changed/ });
    const strix = within(table).getByRole('row', { name: /ASUS ROG Strix G16/ });
    expect(strix).toHaveTextContent('₹1,34,990.00');
    expect(within(table).getByRole('row', { name: /Razer DeathAdder/ })).toHaveTextContent('Out of stock');
    expect(within(table).getByRole('row', { name: /MSI Katana/ })).toHaveTextContent('3 left');
    expect(screen.getByText('1–5 of 5 products')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mouse');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /ASUS ROG/ })).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(server.calls.some((c) => c.path === 'admin/studio/products?q=mouse')).toBe(true);
  });

  it('adds a laptop with two variants, checks rupees before sending, and shows the server’s field messages', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Lenovo Legion 5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Lenovo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Laptops');
    // The category's usual rows and tax figures arrive with it.
    expect(screen.getByRole('textbox', { name: 'HSN code' })).toHaveValue('84713010');
    expect(screen.getByRole('textbox', { name: 'Processor value' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Processor value' }), 'AMD Ryzen 7 7840HS');

    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    const first = screen.getByRole('group', { name: 'Variant 1' });
    const second = screen.getByRole('group', { name: 'Variant 2' });
    for (const [group, values] of [
      [first, ['16 GB / 512 GB', 'Memory: 16 GB; Storage: 512 GB', '1,09,990', '1,29,990', '4']],
      [second, ['32 GB / 1 TB', 'Memory: 32 GB; Storage: 1 TB', '1,34,990.5', '1,54,990', '2']],
    ] as const) {
      const boxes = within(group).getAllByRole('textbox');
      for (const [i, value] of values.entries()) {
        await user.clear(boxes[i]!);
        await user.type(boxes[i]!, value);
      }
    }
    // A price with paise written wrong is caught before anything is sent.
    await user.clear(within(second).getByRole('textbox', { name: 'Price (₹)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Price (₹)' }), '1,34,990.555');
    await user.click(screen.getAllByRole('button', { name: 'Add product' })[0]!);
    expect(await screen.findAllByText('The price has more than two digits of paise')).toHaveLength(2); // beside the field and in the summary
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === 'admin/studio/products')).toHaveLength(0);

    await user.clear(within(second).getByRole('textbox', { name: 'Price (₹)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Price (₹)' }), '1,34,990.50');
    await user.click(screen.getAllByRole('button', { name: 'Add product' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Lenovo Legion 5', level: 1 })).toBeInTheDocument();
    const sent = server.calls.find((c) => c.method === 'POST' && c.path === 'admin/studio/products')?.body;
    expect(sent).toMatchObject({
      title: 'Lenovo Legion 5',
      brand_id: 2,
      category_id: 1,
      hsn_code: '84713010',
      specifications: [{ name: 'Processor', value: 'AMD Ryzen 7 7840HS' }],
      variants: [
        { label: '16 GB / 512 GB', attributes: { Memory: '16 GB', Storage: '512 GB' }, price_paise: 1_09_990_00, mrp_paise: 1_29_990_00, stock: 4 },
        { label: '32 GB / 1 TB', attributes: { Memory: '32 GB', Storage: '1 TB' }, price_paise: 1_34_990_50, mrp_paise: 1_54_990_00, stock: 2 },
      ],
    });
  }, 30_000);

  it('edits with the revision it opened, sends the stock it showed, and keeps edits on a 409', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    await user.click(await screen.findByRole('link', { name: 'ASUS ROG Strix G16' }));
    const price = await screen.findByRole('textbox', { name: 'Price (₹)' });
    expect(price).toHaveValue('134990');
    await user.clear(price);
    await user.type(price, '1,29,999');
    server.products.products.get(101)!.revision = 4; // someone else saved meanwhile
    await user.click(screen.getAllByRole('button', { name: 'Save product' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this product after you opened it');
    expect(screen.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('1,29,999');
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ revision: 3, price_paise: 1_29_999_00, stock: 6, stock_seen: 6 });
  });

  it('shows a viewer the products but no way to change them', async () => {
    const { user } = renderStudio({ key: 'product-desk', before: (s) => (s.role = 'viewer') });
    await screen.findByRole('table', { name: /Products/ });
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ASUS ROG Strix G16' }));
    expect(await screen.findByText('Your role can read the catalogue but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save product' })).not.toBeInTheDocument();
  });
});
