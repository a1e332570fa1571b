import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', () => import('./preview-stub'));

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 30_000;

describe('catalogue text in Hindi (issue 22)', () => {
  it('edits the Hindi title and description beside the English and saves them with the product', { timeout: SLOW }, async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    await user.click(await screen.findByRole('link', { name: 'ASUS ROG Strix G16' }));
    const hindiTitle = await screen.findByRole('textbox', { name: 'Title in Hindi' });
    const hindi = hindiTitle.closest('fieldset');
    if (!hindi) throw new Error('the Hindi fields are not grouped');
    // The English each field translates is shown beside it, and names it for assistive technology.
    expect(hindiTitle).toHaveAccessibleDescription('English: ASUS ROG Strix G16');
    expect(within(hindi).getByRole('textbox', { name: 'Description in Hindi' })).toHaveAccessibleDescription('English: A 16-inch gaming laptop.');
    expect(hindi).toHaveTextContent('2 of 2 texts not translated: shoppers see the English there.');
    expect(screen.getByRole('link', { name: 'See it in Hindi' })).toHaveAttribute('href', '/hi/product/101/asus-rog-strix-g16');

    await user.type(hindiTitle, 'ASUS ROG Strix G16 गेमिंग लैपटॉप');
    expect(hindi).toHaveTextContent('1 of 2 texts not translated');
    // The English above is edited in place; its Hindi field shows the new English.
    const english = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(english);
    await user.type(english, 'ASUS ROG Strix G16 (2024)');
    expect(hindiTitle).toHaveAccessibleDescription('English: ASUS ROG Strix G16 (2024)');

    await user.click(screen.getAllByRole('button', { name: 'Save product' })[0]!);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'ASUS ROG Strix G16 (2024)', translations: { 'hi-IN': { title: 'ASUS ROG Strix G16 गेमिंग लैपटॉप' } } });
    expect(server.products.products.get(101)?.translations).toEqual({ 'hi-IN': { title: 'ASUS ROG Strix G16 गेमिंग लैपटॉप' } });
  });

  it('marks the products that lack Hindi and filters the table to them', { timeout: SLOW }, async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    const table = await screen.findByRole('table', { name: /Products/ });
    expect(within(table).getByRole('row', { name: /ASUS ROG Strix G16/ })).toHaveTextContent('Hindi missing');
    expect(within(table).getByRole('row', { name: /Logitech G502 X mouse/ })).not.toHaveTextContent('Hindi missing');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Translations' }), 'Hindi missing');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Logitech G502 X mouse/ })).not.toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /ASUS ROG Strix G16/ })).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'admin/studio/products?missing=hi-IN')).toBe(true);
  });

  it("edits a category's Hindi title beside its English and sends it as the category's translations", { timeout: SLOW }, async () => {
    const { user, server } = renderStudio({ key: 'categories' });
    const form = await screen.findByRole('form', { name: 'Details of Laptops' });
    const laptopsRow = () => within(screen.getByRole('list', { name: 'Top-level categories, in order' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(laptopsRow()).toHaveTextContent('Hindi missing');
    const hindi = within(form).getByRole('textbox', { name: 'Title in Hindi' });
    expect(hindi).toHaveAccessibleDescription('English: Laptops');
    await user.type(hindi, 'लैपटॉप');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ translations: { 'hi-IN': { title: 'लैपटॉप' } } });
    await waitFor(() => expect(laptopsRow()).not.toHaveTextContent('Hindi missing'));
    expect(laptopsRow()).toHaveTextContent('Laptops');
  });
});
