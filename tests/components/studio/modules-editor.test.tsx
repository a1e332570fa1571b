import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));

// Whole-studio journeys: dozens of renders each, which a busy two-core machine takes more than the default 5 s over.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

describe('the modules editor', () => {
  it('turns a module off, adds one, refuses a duplicate, and saves the list', async () => {
    const { server, user } = renderStudio({ key: 'modules' });
    const wallet = await screen.findByRole('switch', { name: 'wallet' });
    expect(wallet).toHaveAttribute('aria-checked', 'true');
    await user.click(wallet);
    expect(wallet).toHaveAttribute('aria-checked', 'false');

    await user.type(screen.getByLabelText('Module name'), 'gift-card');
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(screen.getByRole('switch', { name: 'gift-card' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByLabelText('Module name'), 'Wallet');
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(screen.getByLabelText('Module name')).toHaveAccessibleDescription('Wallet is already listed');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.draftOf('modules')).toEqual([{ module_name: 'wallet', status: 'N' }, { module_name: 'gift-card', status: 'Y' }]));
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Remove gift-card' }));
    expect(within(table).queryByRole('switch', { name: 'gift-card' })).not.toBeInTheDocument();
  });

  it('shows server problems against the module they name', async () => {
    const { server, user } = renderStudio({ key: 'modules' });
    await user.click(await screen.findByRole('switch', { name: 'wallet' }));
    server.rejectNextSave = [{ index: 0, field: 'module_name', message: 'No module is called wallet on this shop' }];
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('No module is called wallet on this shop')).toBeInTheDocument();
  });
});
