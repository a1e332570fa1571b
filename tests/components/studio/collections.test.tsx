import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStudio, sectionList, sectionOrder } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

/** The titles of an ordered list's rows, top to bottom. */
function titles(name: string): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[class*="rowTitle"]')?.textContent ?? '');
}

describe('the categories desk', () => {
  it('moves a category up, shows the new order and saves it', { timeout: SLOW }, async () => {
    const { server, user } = renderStudio({ key: 'categories' });
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    expect(titles('Top-level categories, in order').slice(0, 3)).toEqual(['Laptops', 'Desktops', 'Monitors']);

    await user.click(screen.getByRole('button', { name: 'Move Desktops up' }));
    expect(titles('Top-level categories, in order').slice(0, 3)).toEqual(['Desktops', 'Laptops', 'Monitors']);
    expect(screen.getByRole('status')).toHaveTextContent('Desktops moved to position 1');
    await waitFor(() => expect(server.log()).toContain('PUT admin/studio/categories/order'));
    expect(server.calls.find((c) => c.path === 'admin/studio/categories/order')?.body).toEqual({ parent_id: null, ids: server.desk.tree().map((c) => c.id) });
    expect(server.desk.tree().map((c) => c.title).slice(0, 2)).toEqual(['Desktops', 'Laptops']);

    // The panel stays on Laptops, whose sub-categories reorder the same way.
    expect(screen.getByRole('heading', { level: 2, name: 'Laptops' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Thin & light laptops up' }));
    expect(titles('Sub-categories of Laptops, in order').slice(0, 2)).toEqual(['Thin & light laptops', 'Gaming laptops']);
    await waitFor(() => expect(server.desk.tree().find((c) => c.id === 1)?.sub_categories[0]?.title).toBe('Thin & light laptops'));
  });

  it('shows field messages, from the form and from the server, before creating a category', { timeout: SLOW }, async () => {
    const { server, user } = renderStudio({ key: 'categories' });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    const title = within(dialog).getByLabelText('Title');
    await user.type(title, 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Give a title of at least 2 characters');
    expect(server.log()).not.toContain('POST admin/studio/categories');

    await user.clear(title);
    await user.type(title, 'Laptops');
    expect(within(dialog).getByLabelText('Slug')).toHaveAccessibleDescription('Left empty, it is made from the title: laptops.');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Slug')).toHaveAccessibleDescription(/^The slug "laptops", made from the title, is taken by the category Laptops; give another slug/));

    await user.type(within(dialog).getByLabelText('Slug'), 'retro-laptops');
    await user.selectOptions(within(dialog).getByLabelText('Illustration'), 'Laptops');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Laptops' })).toBeInTheDocument();
    await waitFor(() => expect(titles('Top-level categories, in order').at(-1)).toBe('Laptops'));
    expect(server.desk.categories.find((c) => c.slug === 'retro-laptops')).toMatchObject({ title: 'Laptops', kind: 'laptops', parent_id: null });
  });

  it('asks before deleting, and explains why a category with products cannot be', { timeout: SLOW }, async () => {
    const retro = { id: 900, parent_id: 1, title: 'Retro laptops', slug: 'retro-laptops', kind: 'laptops' as const, description: '', position: 9, return_days: 7, product_count: 0, translations: {} };
    const { server, user } = renderStudio({ key: 'categories', before: (s) => s.desk.categories.push(retro) });
    await user.click(await screen.findByRole('button', { name: 'Delete Laptops' }));
    const blocked = screen.getByRole('dialog', { name: 'Laptops cannot be deleted' });
    expect(blocked).toHaveTextContent('Laptops holds 121 products. Move them to another category first, then delete it.');
    expect(within(blocked).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(within(blocked).getByRole('button', { name: 'Go back' }));

    await user.click(await screen.findByRole('button', { name: 'Delete Retro laptops' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Retro laptops?' });
    expect(confirm).toHaveTextContent('Shoppers stop seeing it at once. This cannot be undone.');
    expect(server.log()).not.toContain('DELETE admin/studio/categories/900');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Retro laptops' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.log()).toContain('DELETE admin/studio/categories/900');
    await waitFor(() => expect(titles('Sub-categories of Laptops, in order')).not.toContain('Retro laptops'));
  });

  it('is read-only for a role that may only read the catalogue', { timeout: SLOW }, async () => {
    renderStudio({ key: 'categories', before: (server) => (server.role = 'merchandiser') });
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    expect(screen.getByText('Your role can look at the categories but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New category' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('form', { name: 'Details of Laptops' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Details of Laptops' })).getByLabelText('Title')).toBeDisabled();
  });
});

describe('the collections desk', () => {
  it('lists a collection’s products, adds one found by search, reorders, removes and saves them', { timeout: SLOW }, async () => {
    const { server, user } = renderStudio({ key: 'collections' });
    await screen.findByRole('heading', { level: 2, name: 'Gaming rigs' });
    const members = await screen.findByRole('list', { name: 'Products in Gaming rigs, in order' });
    expect(titles('Products in Gaming rigs, in order')).toEqual(['ASUS ROG Strix G16', 'MSI Katana 15', 'Logitech G502 X mouse']);
    expect(members).toBeInTheDocument();

    await user.type(screen.getByLabelText('Find products to add'), 'headset');
    await user.click(await screen.findByRole('button', { name: 'Add HyperX Cloud III headset' }));
    expect(titles('Products in Gaming rigs, in order')).toEqual(['ASUS ROG Strix G16', 'MSI Katana 15', 'Logitech G502 X mouse', 'HyperX Cloud III headset']);
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HyperX Cloud III headset is in the list' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move HyperX Cloud III headset up' }));
    await user.click(screen.getByRole('button', { name: 'Remove MSI Katana 15' }));
    expect(titles('Products in Gaming rigs, in order')).toEqual(['ASUS ROG Strix G16', 'HyperX Cloud III headset', 'Logitech G502 X mouse']);
    expect(server.log()).not.toContain('PUT admin/studio/collections/1/products');

    await user.click(screen.getByRole('button', { name: 'Save products' }));
    expect(await screen.findByText('Saved: Gaming rigs lists 3 products')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === 'admin/studio/collections/1/products')?.body).toEqual({ product_ids: [101, 105, 103] });
    expect(screen.queryByText('Unsaved')).toBeNull();
  });

  it('moves a collection down and saves the order', { timeout: SLOW }, async () => {
    const { server, user } = renderStudio({ key: 'collections' });
    await screen.findByRole('heading', { level: 1, name: 'Collections' });
    const before = titles('Collections, in order');
    await user.click(screen.getByRole('button', { name: `Move ${before[0]} down` }));
    expect(titles('Collections, in order').slice(0, 2)).toEqual([before[1], before[0]]);
    await waitFor(() => expect(server.log()).toContain('PUT admin/studio/collections/order'));
    expect(server.desk.storefrontCollections().map((c) => c.title).slice(0, 2)).toEqual([before[1], before[0]]);
  });

  it('a collection made on the desk is at once in the layout editor’s collection picker', { timeout: SLOW }, async () => {
    const carousel = { section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify({ pattern: 1, source: 'collection', collection_slug: 'gaming-rigs' }) };
    const { user } = renderStudio({ before: (server) => server.published.set('home', [carousel]) });
    await sectionList();
    await waitFor(() => expect(sectionOrder()).toEqual(['Gaming rigs']));

    await user.click(screen.getByRole('link', { name: 'Collections' }));
    await user.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByLabelText('Title'), 'Festive picks');
    await user.selectOptions(within(dialog).getByLabelText('Tone'), 'Accent');
    await user.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Festive picks' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Home page/ }));
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Gaming rigs/ }));
    const picker = await screen.findByLabelText('Collection');
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Festive picks' })).toBeInTheDocument());
  });

  it('shows a slug another collection holds at its field', { timeout: SLOW }, async () => {
    const { user } = renderStudio({ key: 'collections' });
    const details = await screen.findByRole('form', { name: 'Details of Gaming rigs' });
    await user.clear(within(details).getByLabelText('Slug'));
    await user.type(within(details).getByLabelText('Slug'), 'work-from-home');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(details).getByLabelText('Slug')).toHaveAccessibleDescription(/^The slug "work-from-home" is taken by the collection Work from home/));
  });

  it('is read-only for a role that may only read merchandising', { timeout: SLOW }, async () => {
    renderStudio({ key: 'collections', before: (server) => (server.role = 'catalogue') });
    await screen.findByRole('list', { name: 'Products in Gaming rigs, in order' });
    expect(screen.getByText('Your role can look at the collections but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New collection' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Move|Remove|Delete) / })).toBeNull();
    expect(screen.queryByLabelText('Find products to add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save products' })).toBeNull();
  });
});
