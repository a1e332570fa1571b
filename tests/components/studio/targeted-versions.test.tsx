import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { targetedDocumentSchema } from '../../../schemas/api/targeted-layouts';
import { renderStudio, sectionList, sectionOrder } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));

// Whole-studio journeys: dozens of renders each, which a busy two-core machine takes more than the default 5 s over.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

describe('targeted versions of a page', () => {
  it('makes a version of the home page as a copy of it, narrows its audience, and publishes it under its page', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    const homeOrder = sectionOrder();

    await user.click(screen.getByRole('button', { name: 'New targeted version' }));
    const dialog = await screen.findByRole('dialog', { name: 'New targeted version of a page' });
    expect(within(dialog).getByLabelText('Page')).toHaveValue('home');
    await user.click(within(dialog).getByRole('button', { name: 'Create version' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give the version a name');
    await user.type(within(dialog).getByLabelText('Name'), 'Phone shoppers');
    await user.click(within(dialog).getByRole('button', { name: 'Create version' }));

    // The editor opens on the new version, a copy of the page's sections.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page, targeted version phone-shoppers' })).toBeInTheDocument();
    await sectionList();
    expect(sectionOrder()).toEqual(homeOrder);
    const saved = targetedDocumentSchema.parse(server.draftOf('home@phone-shoppers'));
    expect(saved).toMatchObject({ name: 'Phone shoppers', audience: { signed_in: true }, active: true });
    expect(screen.getByRole('link', { name: /for phone-shoppers \(not yet published\)/ })).toHaveAttribute('aria-current', 'page');

    // Who gets it: phones, whether signed in or not.
    const settings = screen.getByRole('region', { name: 'Targeted version' });
    await user.selectOptions(within(settings).getByLabelText('Signed in'), within(settings).getByRole('option', { name: /Everyone|Either|Any/ }));
    await user.click(within(settings).getByRole('checkbox', { name: 'Phones' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(server.published.has('home@phone-shoppers')).toBe(true));
    const live = targetedDocumentSchema.parse(server.published.get('home@phone-shoppers'));
    expect(live.audience).toEqual({ device: ['phone'] });
    expect(live.sections).toHaveLength(homeOrder.length);
    // Listed under its page by its name once published.
    expect(await screen.findByRole('link', { name: /^for Phone shoppers/ })).toBeInTheDocument();
  });

  it('will not publish a version for everyone', async () => {
    const { server, user } = renderStudio({ key: 'home@everyone-at-once' });
    const settings = await screen.findByRole('region', { name: 'Targeted version' });
    await user.selectOptions(within(settings).getByLabelText('Signed in'), within(settings).getByRole('option', { name: /Everyone|Either|Any/ }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose who gets this version: with no rule it would replace the page for everyone')).toBeInTheDocument();
    expect(server.published.has('home@everyone-at-once')).toBe(false);
  });
});
