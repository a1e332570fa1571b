import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productCarousel1PropsSchema, categoryGrid1PropsSchema } from '../../../../schemas/sections/catalog-home';
import { menuItemSchema } from '../../../../schemas/menu';
import { installCatalogue, renderForm } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue pickers', () => {
  it('shows categories by name from the catalogue API and stores the id', async () => {
    const requests = installCatalogue();
    const user = userEvent.setup();
    const form = renderForm(productCarousel1PropsSchema, {});
    const category = screen.getByLabelText('Category');
    // The default id (5) is shown by its name once the tree arrives.
    await waitFor(() => expect(category).toHaveDisplayValue('Graphics cards'));
    await user.selectOptions(category, 'Monitors');
    expect(form.latest()).toEqual({ category_id: 3 });
    expect(requests).toContain('website/catalog/categories');

    const collection = screen.getByLabelText('Collection');
    await waitFor(() => expect(collection).toHaveDisplayValue('Gaming rigs'));
    await user.selectOptions(collection, 'Work from home');
    expect(form.latest()).toEqual({ category_id: 3, collection_slug: 'work-from-home' });
  });

  it('says when the categories cannot be loaded, and keeps the stored id', async () => {
    installCatalogue({ failCategories: true });
    renderForm(productCarousel1PropsSchema, { category_id: 7 });
    expect(await screen.findByText(/Could not load categories: Catalogue is down/)).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Category #7');
  });

  it('chooses and orders a subset of categories, or all of them', async () => {
    installCatalogue();
    const user = userEvent.setup();
    const form = renderForm(categoryGrid1PropsSchema, {});
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Choose' }));
    expect(form.latest()).toEqual({ categories: [] });
    await user.click(await within(group).findByRole('checkbox', { name: 'Monitors' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Laptops' }));
    expect(form.latest()).toEqual({ categories: ['monitors', 'laptops'] });
    await user.click(within(group).getByRole('button', { name: 'Move Laptops up' }));
    expect(form.latest()).toEqual({ categories: ['laptops', 'monitors'] });
    await user.click(within(group).getByRole('checkbox', { name: 'Monitors' }));
    expect(form.latest()).toEqual({ categories: ['laptops'] });
    await user.click(within(group).getByRole('radio', { name: 'All' }));
    expect(form.latest()).toEqual({ categories: 'all' });
  });

  it('fills a product URL from a search in the link picker', async () => {
    const requests = installCatalogue();
    const user = userEvent.setup();
    const form = renderForm(menuItemSchema, { label: 'Laptop of the week' }, { section: 'menu-item' });
    await user.click(screen.getByRole('button', { name: 'Pick Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick: Link' });
    await user.type(within(dialog).getByLabelText('Search products by name'), 'inspiron');
    // The search answers after a debounce; on a busy machine that takes more than findBy's default second.
    const result = await within(dialog).findByRole('button', { name: /Dell Inspiron 14/ }, { timeout: 5_000 });
    expect(requests.some((r) => r.startsWith('website/catalog/products?q=inspiron'))).toBe(true);
    await user.click(result);
    expect(form.latest()).toEqual({ label: 'Laptop of the week', href: '/product/104/dell-inspiron-14-core-5-120u' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveValue('/product/104/dell-inspiron-14-core-5-120u');
  });

  it('offers common pages, categories and collections in the link picker', async () => {
    installCatalogue();
    const user = userEvent.setup();
    const form = renderForm(menuItemSchema, {}, { section: 'menu-item' });
    await user.click(screen.getByRole('button', { name: 'Pick Link' }));
    const dialog = screen.getByRole('dialog');
    const pages = within(dialog).getByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: /Gift cards/ })).toBeInTheDocument();
    const categories = within(dialog).getByRole('region', { name: 'Categories' });
    await user.click(await within(categories).findByRole('button', { name: /Graphics cards/ }));
    expect(form.latest()).toEqual({ href: '/category/graphics-cards/5' });
    await user.click(screen.getByRole('button', { name: 'Pick Link' }));
    const collections = within(screen.getByRole('dialog')).getByRole('region', { name: 'Collections' });
    await user.click(await within(collections).findByRole('button', { name: /Gaming rigs/ }));
    expect(form.latest()).toEqual({ href: '/collection?c=gaming-rigs' });
  });
});
