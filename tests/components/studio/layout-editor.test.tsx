import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderStudio, sectionList, sectionOrder } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));
vi.mock('../../../src/studio/form/SchemaForm', async () => ({ SchemaForm: (await import('./form-stub')).SchemaFormStub }));

// Whole-studio journeys: dozens of renders each, which a busy two-core machine takes more than the default 5 s over.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

const START = ['Why shop with us', 'Shop by category', 'Deals'];

/** The layout the studio last sent as a draft, entries with their props parsed. */
function savedDraft(server: ReturnType<typeof renderStudio>['server']) {
  const put = server.calls.filter((c) => c.method === 'PUT').at(-1);
  const body = put?.body as { document: { section_name: string; visibility: string; other_configration: string }[] } | undefined;
  return body?.document.map((e) => ({ ...e, other_configration: JSON.parse(e.other_configration) as Record<string, unknown> }));
}

describe('the section list', () => {
  it('shows each section with its pattern and moves one with the buttons, announcing where it went', async () => {
    const { user } = renderStudio();
    const list = await sectionList();
    expect(sectionOrder()).toEqual(START);
    expect(within(list).getByText('Product carousel · Pattern 2 · Deals grid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Product carousel "Deals" up' }));
    expect(sectionOrder()).toEqual(['Why shop with us', 'Deals', 'Shop by category']);
    expect(screen.getByText('Product carousel "Deals" moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Trust badges "Why shop with us" up' })).toBeDisabled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('moves the focused row with Alt+Arrow keys and keeps focus on it', async () => {
    const { user } = renderStudio();
    await sectionList();
    screen.getByRole('button', { name: /^Edit Why shop with us/ }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(sectionOrder()).toEqual(['Shop by category', 'Why shop with us', 'Deals']);
    expect(screen.getByText('Trust badges "Why shop with us" moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit Why shop with us/ })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(sectionOrder()).toEqual(['Shop by category', 'Deals', 'Why shop with us']);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}');
    expect(sectionOrder()).toEqual(START);
  });

  it('reorders by drag and drop', async () => {
    renderStudio();
    const list = await sectionList();
    const rows = within(list).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer, clientY: 0 });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(sectionOrder()).toEqual(['Deals', 'Why shop with us', 'Shop by category']);
  });

  it('hides, duplicates and deletes with undo, and saves exactly that', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    const visible = screen.getByRole('switch', { name: 'Visible: Category grid "Shop by category"' });
    expect(visible).toHaveAttribute('aria-checked', 'true');
    await user.click(visible);
    expect(visible).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Duplicate Product carousel "Deals"' }));
    expect(sectionOrder()).toEqual([...START, 'Deals']);

    await user.click(screen.getByRole('button', { name: 'Delete Trust badges "Why shop with us"' }));
    expect(sectionOrder()).toEqual(['Shop by category', 'Deals', 'Deals']);
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('.st-toast')).toHaveTextContent('Trust badges "Why shop with us" deleted');
    await user.click(undo);
    expect(sectionOrder()).toEqual([...START, 'Deals']);

    await user.click(screen.getByRole('button', { name: 'Delete Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByText(/^Draft saved by merchant at/)).toBeInTheDocument());
    expect(savedDraft(server)).toEqual([
      { section_name: 'category-grid', visibility: 'N', other_configration: { pattern: 2, title: 'Shop by category' } },
      { section_name: 'product-carousel', visibility: 'Y', other_configration: { pattern: 2, title: 'Deals', highlight_label: 'Mega deal' } },
      { section_name: 'product-carousel', visibility: 'Y', other_configration: { pattern: 2, title: 'Deals', highlight_label: 'Mega deal' } },
    ]);
    expect(screen.getByRole('link', { name: /^Home page/ })).toHaveTextContent('Draft');
  });

  it('adds a section from the catalogue at the end, with its defaults, and opens its settings', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    // Only what the home page may hold, each pattern with its thumbnail.
    expect(within(dialog).getByRole('heading', { name: 'Brand strip' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Header' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('brand-strip 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Add Brand strip, pattern 1/ }));

    expect(screen.queryByRole('dialog', { name: 'Add a section' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Top brands' })).toHaveFocus();
    expect(screen.getByText('Brand strip · Pattern 1 · Wordmark row')).toBeInTheDocument();
    expect(screen.getByTestId('preview')).toHaveAttribute('data-highlight', '3');
    expect(screen.getByLabelText('title')).toHaveValue('Top brands');
    await user.click(screen.getByRole('button', { name: 'Back to sections' }));
    expect(sectionOrder()).toEqual([...START, 'Top brands']);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(savedDraft(server)?.[3]).toMatchObject({ section_name: 'brand-strip', visibility: 'Y', other_configration: { pattern: 1, title: 'Top brands' } }));
  });
});

describe('the side panel', () => {
  it('explains what to do, opens a section\'s settings in its place and comes back to the list, keyboard focus following', async () => {
    const { user } = renderStudio();
    await sectionList();
    expect(screen.getByText('Select a section to edit its settings, or add one.')).toBeInTheDocument();
    expect(screen.getByTestId('preview')).toHaveAttribute('data-highlight', '');

    screen.getByRole('button', { name: /^Edit Shop by category/ }).focus();
    await user.keyboard('{Enter}');
    // The list gives way to the settings: the heading names the section, the line under it its kind and pattern.
    expect(screen.queryByRole('list', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toHaveFocus();
    expect(screen.getByText('Category grid · Pattern 2 · Round chips')).toBeInTheDocument();
    expect(screen.getByTestId('preview')).toHaveAttribute('data-highlight', '1');
    expect(screen.getByTestId('preview')).toHaveAttribute('data-highlight-label', 'Shop by category');

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Back to sections' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await sectionList()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit Shop by category/ })).toHaveFocus();
    expect(screen.getByTestId('preview')).toHaveAttribute('data-highlight', '');
  });

  it('tells sections of one kind apart by their own title or their source', async () => {
    const entry = (config: Record<string, unknown>) => ({ section_name: 'product-carousel', visibility: 'Y', other_configration: JSON.stringify(config) });
    renderStudio({
      before: (s) =>
        s.published.set('home', [
          entry({ pattern: 1, title: 'Best sellers' }),
          entry({ pattern: 1, source: 'collection', collection_slug: 'gaming-rigs' }),
          entry({ pattern: 1, source: 'category', category_id: 5 }),
          entry({ pattern: 2 }),
        ]),
    });
    await sectionList();
    // Stored titles first; else the source: a collection's or a category's name from the catalogue, or the kind of list.
    await waitFor(() => expect(sectionOrder()).toEqual(['Best sellers', 'Gaming rigs', 'Graphics cards', 'Hot deals']));
    const rows = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.st-section__pattern')?.textContent)).toEqual([
      'Product carousel · Pattern 1 · Product rail',
      'Product carousel · Pattern 1 · Product rail',
      'Product carousel · Pattern 1 · Product rail',
      'Product carousel · Pattern 2 · Deals grid',
    ]);
    expect(screen.getByRole('button', { name: 'Delete Product carousel "Gaming rigs"' })).toBeInTheDocument();
  });
});

describe('the settings panel', () => {
  it('switching pattern keeps every prop the new pattern knows as it was shown, and gives back the others on the way back', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Deals/ }));
    const pattern = screen.getByLabelText('Pattern');
    expect(pattern).toHaveValue('2');
    expect(screen.getByLabelText('highlight_label')).toHaveValue('Mega deal');
    await user.selectOptions(pattern, '1 · Product rail');
    expect(screen.getByLabelText('title')).toHaveValue('Deals');
    // Pattern 1 would default to best sellers, twelve of them: the carousel keeps showing pattern 2's hot deals, seven.
    expect(screen.getByLabelText('source')).toHaveValue('hot_deal');
    expect(screen.getByLabelText('limit')).toHaveValue('7');
    expect(screen.queryByLabelText('highlight_label')).not.toBeInTheDocument();
    expect(screen.getByText('Product carousel · Pattern 1 · Product rail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(savedDraft(server)?.[2]?.other_configration).toEqual({ pattern: 1, title: 'Deals', source: 'hot_deal', subtitle: 'The biggest price drops, refreshed every morning', limit: 7 }),
    );
    await user.selectOptions(screen.getByLabelText('Pattern'), '2 · Deals grid');
    expect(screen.getByLabelText('highlight_label')).toHaveValue('Mega deal');
  });

  it('shows an invalid prop next to its field and refuses to save it', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Shop by category/ }));
    const limit = screen.getByLabelText('limit');
    await user.type(limit, 'lots');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveAccessibleDescription(/.+/);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Fix the problem shown before saving')).toBeInTheDocument();
    expect(server.log().some((call) => call.startsWith('PUT'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to sections' }));
    expect(screen.getByRole('button', { name: /^Edit Shop by category/ })).toHaveTextContent('1 problem');
  });

  it("puts the server's 422 problems on the right row and field", async () => {
    const { server, user } = renderStudio();
    await sectionList();
    server.rejectNextSave = [
      { index: 2, field: 'other_configration.title', message: 'The title is too long for this pattern' },
      { index: 0, field: 'section_name', message: 'Trust badges are not allowed here any more' },
    ];
    await user.click(screen.getByRole('switch', { name: 'Visible: Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The Home page draft has 2 problems; nothing was saved')).toBeInTheDocument();
    // The first row with a problem opens; its entry-level problem shows above the form, and on its row in the list.
    expect(screen.getByRole('heading', { level: 2, name: 'Why shop with us' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Why shop with us' })).getByRole('alert')).toHaveTextContent('Trust badges are not allowed here any more');
    await user.click(screen.getByRole('button', { name: 'Back to sections' }));
    const trustRow = screen.getByRole('button', { name: /^Edit Why shop with us/ }).closest('li')!;
    expect(within(trustRow).getByRole('alert')).toHaveTextContent('Trust badges are not allowed here any more');
    await user.click(screen.getByRole('button', { name: /^Edit Deals/ }));
    expect(screen.getByLabelText('title')).toHaveAccessibleDescription('The title is too long for this pattern');
    // Editing the field clears the server's verdict on that row.
    await user.type(screen.getByLabelText('title'), '!');
    expect(screen.getByLabelText('title')).not.toHaveAttribute('aria-invalid');
  });
});
