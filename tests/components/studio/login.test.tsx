import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderStudio } from './render-studio';
import { ADMIN } from './fake-studio-server';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));

afterEach(() => vi.unstubAllGlobals());

describe('signing in to the studio', () => {
  it('shows the server message for a wrong password and signs in with the right one', async () => {
    const { server, user } = renderStudio({ signedIn: false });
    await user.type(await screen.findByLabelText('E-mail or user name'), ADMIN.user);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(screen.queryByText('Vitrine studio', { selector: '.st-topbar__brand' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as Shop owner · Owner')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === 'admin/studio/session').map((c) => c.body)).toEqual([
      { user: ADMIN.user, password: 'not-the-password' },
      { user: ADMIN.user, password: ADMIN.password },
    ]);
  });

  it('asks for both fields before calling the server', async () => {
    const { server, user } = renderStudio({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail');
    expect(server.log()).not.toContain('POST admin/studio/session');
  });

  it('opens on the editor with a live session, lists every configuration, and signs out', async () => {
    const { server, user } = renderStudio();
    const nav = await screen.findByRole('navigation', { name: 'Configurations' });
    for (const label of ['Shell (headers and footer)', 'Home page', 'Checkout', 'Menu', 'Modules', 'Theme', 'Business details']) {
      expect(nav).toContainElement(screen.getByRole('link', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }));
    }
    expect(screen.getByRole('link', { name: /^Home page/ })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('E-mail or user name')).toBeInTheDocument();
    await waitFor(() => expect(server.log()).toContain('DELETE admin/studio/session'));
  });
});
