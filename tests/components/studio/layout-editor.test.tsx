import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderStudio, sectionList, sectionOrder } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));
vi.mock('../../../src/studio/form/SchemaForm', async () => ({ SchemaForm: (await import('./form-stub')).SchemaFormStub }));

afterEach(() => vi.unstubAllGlobals());

const START = ['Trust badges', 'Category grid', 'Product carousel'];

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
    expect(within(list).getByText('Pattern 2 · Deals grid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Product carousel up' }));
    expect(sectionOrder()).toEqual(['Trust badges', 'Product carousel', 'Category grid']);
    expect(screen.getByText('Product carousel moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Trust badges up' })).toBeDisabled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('moves the focused row with Alt+Arrow keys and keeps focus on it', async () => {
    const { user } = renderStudio();
    await sectionList();
    screen.getByRole('button', { name: /^Edit Trust badges/  }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(sectionOrder()).toEqual(['Category grid', 'Trust badges', 'Product carousel']);
    expect(screen.getByText('Trust badges moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit Trust badges/  })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(sectionOrder()).toEqual(['Category grid', 'Product carousel', 'Trust badges']);
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
    expect(sectionOrder()).toEqual(['Product carousel', 'Trust badges', 'Category grid']);
  });

  it('hides, duplicates and deletes with undo, and saves exactly that', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    const visible = screen.getByRole('switch', { name: 'Visible: Category grid' });
    expect(visible).toHaveAttribute('aria-checked', 'true');
    await user.click(visible);
    expect(visible).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Duplicate Product carousel' }));
    expect(sectionOrder()).toEqual([...START, 'Product carousel']);

    await user.click(screen.getByRole('button', { name: 'Delete Trust badges' }));
    expect(sectionOrder()).toEqual(['Category grid', 'Product carousel', 'Product carousel']);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(sectionOrder()).toEqual([...START, 'Product carousel']);

    await user.click(screen.getByRole('button', { name: 'Delete Trust badges' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByText(/^Draft saved by merchant at/)).toBeInTheDocument());
    expect(savedDraft(server)).toEqual([
      { section_name: 'category-grid', visibility: 'N', other_configration: { pattern: 2, title: 'Shop by category' } },
      { section_name: 'product-carousel', visibility: 'Y', other_configration: { pattern: 2, title: 'Deals', highlight_label: 'Mega deal' } },
      { section_name: 'product-carousel', visibility: 'Y', other_configration: { pattern: 2, title: 'Deals', highlight_label: 'Mega deal' } },
    ]);
    expect(screen.getByRole('link', { name: /^Home page/ })).toHaveTextContent('Draft');
  });

  it('adds a section from the catalogue after the selected one, with its defaults', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Trust badges/  }));
    expect(screen.getByTestId('preview')).toHaveAttribute('data-highlight', '0');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    // Only what the home page may hold, each pattern with its thumbnail.
    expect(within(dialog).getByRole('heading', { name: 'Brand strip' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Header' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('brand-strip 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Add Brand strip, pattern 1/ }));

    expect(screen.queryByRole('dialog', { name: 'Add a section' })).not.toBeInTheDocument();
    expect(sectionOrder()).toEqual(['Trust badges', 'Brand strip', 'Category grid', 'Product carousel']);
    expect(screen.getByRole('button', { name: /^Edit Brand strip/  })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('title')).toHaveValue('Top brands');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(savedDraft(server)?.[1]).toMatchObject({ section_name: 'brand-strip', visibility: 'Y', other_configration: { pattern: 1, title: 'Top brands' } }));
  });
});

describe('the settings panel', () => {
  it('switching pattern keeps the props the new pattern knows and drops the others', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Product carousel/  }));
    const pattern = screen.getByLabelText('Pattern');
    expect(pattern).toHaveValue('2');
    expect(screen.getByLabelText('highlight_label')).toHaveValue('Mega deal');
    await user.selectOptions(pattern, '1 · Product rail');
    expect(screen.getByLabelText('title')).toHaveValue('Deals');
    expect(screen.queryByLabelText('highlight_label')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit Product carousel/  })).toHaveTextContent('Pattern 1 · Product rail');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(savedDraft(server)?.[2]?.other_configration).toEqual({ pattern: 1, title: 'Deals' }));
  });

  it('shows an invalid prop next to its field and refuses to save it', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Category grid/  }));
    const limit = screen.getByLabelText('limit');
    await user.type(limit, 'lots');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveAccessibleDescription(/.+/);
    expect(screen.getByRole('button', { name: /^Edit Category grid/  })).toHaveTextContent('1 problem');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Fix the problem shown before saving')).toBeInTheDocument();
    expect(server.log().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it("puts the server's 422 problems on the right row and field", async () => {
    const { server, user } = renderStudio();
    await sectionList();
    server.rejectNextSave = [
      { index: 2, field: 'other_configration.title', message: 'The title is too long for this pattern' },
      { index: 0, field: 'section_name', message: 'Trust badges are not allowed here any more' },
    ];
    await user.click(screen.getByRole('switch', { name: 'Visible: Trust badges' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The Home page draft has 2 problems; nothing was saved')).toBeInTheDocument();
    // The first row with a problem opens; its entry-level problem shows on the row and above the form.
    const trustRow = screen.getByRole('button', { name: /^Edit Trust badges/  }).closest('li')!;
    expect(within(trustRow).getByRole('alert')).toHaveTextContent('Trust badges are not allowed here any more');
    await user.click(screen.getByRole('button', { name: /^Edit Product carousel/  }));
    expect(screen.getByLabelText('title')).toHaveAccessibleDescription('The title is too long for this pattern');
    // Editing the field clears the server's verdict on that row.
    await user.type(screen.getByLabelText('title'), '!');
    expect(screen.getByLabelText('title')).not.toHaveAttribute('aria-invalid');
  });
});
