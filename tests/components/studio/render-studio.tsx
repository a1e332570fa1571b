import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { StudioApp } from '../../../src/studio/StudioApp';
import { FakeStudioServer } from './fake-studio-server';

/**
 * The whole studio against the fake API, with a fresh SWR cache. The preview
 * components are replaced in each test file (vi.mock): they need a storefront
 * in an iframe, which their own tests cover.
 */
export function renderStudio({ signedIn = true, key = 'home', before }: { signedIn?: boolean; key?: string; before?: (server: FakeStudioServer) => void } = {}) {
  const server = new FakeStudioServer({ signedIn });
  before?.(server);
  vi.stubGlobal('fetch', server.fetch);
  window.history.replaceState(null, '', `/studio?key=${key}`);
  toast.remove();
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StudioApp />
    </SWRConfig>,
  );
  return { server, user };
}

/** The section rows, by their label, in order. */
export function sectionOrder(): string[] {
  const list = screen.getByRole('list', { name: 'Sections' });
  return within(list)
    .getAllByRole('button', { name: /^Edit / })
    .map((button) => button.querySelector('.st-section__label')?.textContent ?? '');
}

export async function sectionList(): Promise<HTMLElement> {
  return screen.findByRole('list', { name: 'Sections' });
}
