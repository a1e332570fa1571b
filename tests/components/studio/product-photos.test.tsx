import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', () => import('./preview-stub'));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The demo desk's first product (fake-product-desk.ts). */
const STRIX = 101;

async function openStrix(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('link', { name: 'ASUS ROG Strix G16' }));
  return screen.findByRole('region', { name: 'Photos' });
}

const jpeg = (name = 'front.jpg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('the product editor’s Photos section', () => {
  it('asks for the product to be saved before photos can be added', async () => {
    const { user } = renderStudio({ key: 'product-desk' });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(photos).toHaveTextContent('Save the product first, then add photos.');
    expect(within(photos).queryByLabelText('Add a photo')).not.toBeInTheDocument();
  });

  it('uploads a photo, saying so while the server resizes it, then lists it first', async () => {
    const { user, server } = renderStudio({ key: 'product-desk' });
    // Held until the test lets it through, so the busy state can be seen.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/images')) await gate;
      return server.fetch(input, init);
    });
    const photos = await openStrix(user);
    expect(await within(photos).findByText('No photos yet: the shop shows the generated pictures.')).toBeInTheDocument();
    const input = within(photos).getByLabelText('Add a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, at most 10 MB and 40 megapixels, at least 400 pixels on the short side/);

    await user.upload(input, jpeg());
    expect(await within(photos).findByRole('status')).toHaveTextContent('Uploading and resizing front.jpg…');
    expect(input).toBeDisabled();
    release();

    const list = await within(photos).findByRole('list', { name: 'Photos, in the order the shop shows them' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Photo 1 · shown on cards');
    expect(list).toHaveTextContent('1600 × 1200 px · 1.2 MB');
    expect(await screen.findByText('front.jpg added')).toBeInTheDocument();
    expect(within(photos).queryByRole('status')).not.toBeInTheDocument();
    const sent = server.calls.find((c) => c.method === 'POST' && c.path === `admin/studio/products/${STRIX}/images`)?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('front.jpg');
  });

  it('shows the server’s refusal beside the control, and refuses an oversized file before sending it', async () => {
    const { server } = renderStudio({ key: 'product-desk' });
    // The file input's accept list would filter a GIF out; a dragged-in or renamed file still arrives.
    const user = userEvent.setup({ applyAccept: false });
    const photos = await openStrix(user);
    const input = await within(photos).findByLabelText('Add a photo');

    await user.upload(input, new File([new Uint8Array(64)], 'party.gif', { type: 'image/gif' }));
    expect(await within(photos).findByRole('alert')).toHaveTextContent('This file is a GIF; upload a JPEG, PNG or WebP photo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This file is a GIF/);
    expect(within(photos).getByText('No photos yet: the shop shows the generated pictures.')).toBeInTheDocument();

    const posts = () => server.calls.filter((c) => c.method === 'POST').length;
    const before = posts();
    await user.upload(input, jpeg('raw.jpg', 11 * 1024 * 1024));
    expect(await within(photos).findByRole('alert')).toHaveTextContent('This photo is 11 MB; the limit is 10 MB');
    expect(posts()).toBe(before);
  });

  it('moves, describes and deletes photos, each saved at once', async () => {
    const { user, server } = renderStudio({
      key: 'product-desk',
      before: (s) => ['Lid open', 'Keyboard', 'Ports'].forEach((alt) => s.products.photos.add(STRIX, alt)),
    });
    const photos = await openStrix(user);
    const list = await within(photos).findByRole('list', { name: /Photos, in the order/ });
    const alts = () => within(list).getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);
    expect(alts()).toEqual(['Lid open', 'Keyboard', 'Ports']);
    const ids = server.products.photos.list(STRIX).map((p) => p.id);

    await user.click(within(list).getByRole('button', { name: 'Move photo 3 up' }));
    await waitFor(() => expect(alts()).toEqual(['Lid open', 'Ports', 'Keyboard']));
    expect(server.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/images/order'))?.body).toEqual({ ids: [ids[0], ids[2], ids[1]] });
    expect(within(list).getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();

    const first = within(list).getByRole('textbox', { name: 'Alt text for photo 1' });
    await user.clear(first);
    await user.type(first, 'Lid open, 16-inch display{Enter}');
    expect(await screen.findByText('Alt text of photo 1 saved')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ alt: 'Lid open, 16-inch display' });
    // Enter saved the alt text and nothing else: the product form around it was not submitted.
    expect(server.calls.some((c) => c.method === 'PUT' && c.path === `admin/studio/products/${STRIX}`)).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo 2' }));
    await waitFor(() => expect(alts()).toEqual(['Lid open, 16-inch display', 'Keyboard']));
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === `admin/studio/products/${STRIX}/images/${ids[2]}`)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a viewer the photos and their alt text but nothing to change them with', async () => {
    const { user } = renderStudio({
      key: 'product-desk',
      before: (s) => {
        s.role = 'viewer';
        s.products.photos.add(STRIX, 'Lid open');
      },
    });
    const photos = await openStrix(user);
    expect(await within(photos).findByText('Lid open')).toBeInTheDocument();
    expect(within(photos).queryByLabelText('Add a photo')).not.toBeInTheDocument();
    expect(within(photos).queryByRole('button')).not.toBeInTheDocument();
    expect(within(photos).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
