import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderStudio, sectionList } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));
vi.mock('../../../src/studio/form/SchemaForm', async () => ({ SchemaForm: (await import('./form-stub')).SchemaFormStub }));

vi.setConfig({ testTimeout: 15_000 });

/** The config of one entry of the layout the studio last sent as a draft. */
function savedConfig(server: ReturnType<typeof renderStudio>['server'], index: number): unknown {
  const put = server.calls.filter((c) => c.method === 'PUT').at(-1);
  const body: unknown = put?.body;
  if (typeof body !== 'object' || body === null || !('document' in body) || !Array.isArray(body.document)) return undefined;
  const entry: unknown = body.document[index];
  return typeof entry === 'object' && entry !== null && 'other_configration' in entry && typeof entry.other_configration === 'string' ? JSON.parse(entry.other_configration) : undefined;
}

describe("a section's colour scheme in the studio", () => {
  it('offers Default and the theme’s schemes, saves the choice beside the props, and Default removes it', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Deals/ }));
    const select = screen.getByLabelText('Colour scheme');
    expect(select).toHaveValue('');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Default (the page’s colours)', 'Base', 'Subtle', 'Inverse', 'Accent']);

    await user.selectOptions(select, 'Inverse');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(savedConfig(server, 2)).toMatchObject({ pattern: 2, title: 'Deals', color_scheme: 'inverse' }));

    await user.selectOptions(screen.getByLabelText('Colour scheme'), 'Default (the page’s colours)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(savedConfig(server, 2)).not.toHaveProperty('color_scheme'));
    expect(savedConfig(server, 2)).toMatchObject({ pattern: 2, title: 'Deals' });
  });
});
