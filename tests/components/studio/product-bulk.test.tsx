import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUSE } from './fake-product-bulk';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', () => import('./preview-stub'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const HEADER = 'product_id,slug,title,brand,category,sub_category,description,highlights,specifications,price_rupees,mrp_rupees,gst_rate,hsn_code,stock,max_per_order,flags,variant_id,variant_label,variant_attributes';
/** Serious and critical axe findings (jsdom cannot judge colour contrast), as tests/components/studio/studio-a11y.test.tsx counts them. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const csvFile = (rows: string[]) => new File([[HEADER, ...rows].join('\r\n')], 'products.csv', { type: 'application/vnd.ms-excel' });

describe('products in bulk', () => {
  it('exports what the table’s filters match', async () => {
    const { user } = renderStudio({ key: 'product-desk' });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/studio/products/export.csv');
    expect(link).toHaveAttribute('download');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mouse');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'out');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/studio/products/export.csv?q=mouse&stock=out'));
  });

  it('checks a file first, shows refused rows with their reasons, and offers no import until nothing is refused', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });

    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(['101,asus-rog,ASUS ROG Strix G16', `,,Portronics stand ${REFUSE}`, ',,Zebronics stand']));
    const table = await within(dialog).findByRole('table', { name: 'What each row of the file would do' });
    expect(within(dialog).getByRole('list', { name: 'What the import would do' })).toHaveTextContent('3 refused');
    // Refused rows only, to begin with: the broken one with its column and reason.
    const broken = within(table).getByRole('row', { name: /Portronics stand/ });
    expect(broken).toHaveTextContent('price_rupees: The price cannot be above the MRP (₹4,000.00)');
    expect(within(dialog).queryByRole('button', { name: /^Import \d+ rows$/ })).not.toBeInTheDocument();
    expect(server.products.bulk.imports).toEqual([{ dryRun: true, csv: expect.stringContaining(REFUSE) }]);
    expect(await seriousViolations()).toEqual([]);

    // The fixed file: a dry run again, then the import itself.
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(['101,asus-rog,ASUS ROG Strix G16', ',,Portronics stand', ',,Zebronics stand']));
    const importButton = await within(dialog).findByRole('button', { name: 'Import 3 rows' });
    expect(within(dialog).getByRole('list', { name: 'What the import would do' })).toHaveTextContent('2 new');
    const tablesRead = server.calls.filter((c) => c.method === 'GET' && c.path === 'admin/studio/products').length;
    await user.click(importButton);
    expect(await screen.findByText('Imported 3 rows: 2 created, 1 updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import products from CSV' })).not.toBeInTheDocument());
    expect(server.products.bulk.imports.map((i) => i.dryRun)).toEqual([true, true, false]);
    // The table is read again after the import.
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET' && c.path === 'admin/studio/products').length).toBeGreaterThan(tablesRead));
  });

  it('previews a 10% price rise, lists what would pass the MRP, and applies to the rest', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    await user.click(await screen.findByRole('button', { name: 'Change prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change prices' });
    expect(within(dialog).getByText(/Changes the 5 products the table's filters match/)).toBeInTheDocument();

    // Not a percentage: said at once, nothing sent.
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage (%)' }), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a percentage, like 10 for a rise or -5 for a cut');
    expect(server.calls.some((c) => c.path === 'admin/studio/products/bulk-price')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Percentage (%)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage (%)' }), '10{Enter}');
    const preview = await within(dialog).findByRole('table', { name: 'The first 2 changes, before and after' });
    expect(within(preview).getByRole('row', { name: /ASUS ROG Strix G16/ })).toHaveTextContent('₹1,34,990.00');
    expect(within(preview).getByRole('row', { name: /ASUS ROG Strix G16/ })).toHaveTextContent('₹1,48,489.00');
    expect(within(dialog).getByText('HyperX Cloud III headset: The price (₹1,64,989.00) would be above the MRP (₹1,49,990.00)')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    expect(server.calls.find((c) => c.path === 'admin/studio/products/bulk-price')?.body).toEqual({ filter: { stock: 'all' }, change: { kind: 'percent', percent: 10 }, apply_to: 'price', rounding: 'rupee', preview: true });

    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2, skip 1' }));
    expect(await screen.findByText('2 figures changed across the 3 products')).toBeInTheDocument();
    const applied = server.calls.filter((c) => c.path === 'admin/studio/products/bulk-price').at(-1);
    expect(applied?.body).toMatchObject({ preview: false, skip_refused: true, change: { kind: 'percent', percent: 10 } });
  });

  it('sets stock for the filtered rows after a preview', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'laptop');
    await waitFor(() => expect(server.calls.some((c) => c.path === 'admin/studio/products?q=laptop')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Change stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change stock' });
    await user.click(within(dialog).getByRole('radio', { name: 'Set every stock to a number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'New stock (units)' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('table', { name: /before and after/ })).toHaveTextContent('7');
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2, skip 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change stock' })).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.path === 'admin/studio/products/bulk-stock').map((c) => c.body)).toEqual([
      { filter: { q: 'laptop', stock: 'all' }, change: { kind: 'fixed', units: 7, mode: 'set' }, preview: true },
      { filter: { q: 'laptop', stock: 'all' }, change: { kind: 'fixed', units: 7, mode: 'set' }, preview: false, skip_refused: true },
    ]);
  });

  it('gives a viewer the export but no way to change products in bulk', async () => {
    renderStudio({ key: 'product-desk', before: (s) => (s.role = 'viewer') });
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    for (const name of ['Import CSV', 'Change prices', 'Change stock']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
