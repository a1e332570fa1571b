import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ADDRESS_MESSAGES } from '../../../schemas/api/addresses';
import { address, FakeAddressServer } from './fake-address-server';
import { renderAddresses } from './render';

// The list never shows the map; mocked anyway so no test here can pull Leaflet into jsdom.
vi.mock('../../../src/features/addresses/AddressMap', async () => {
  const { MapStub } = await import('./map-stub');
  return { default: MapStub };
});

let server: FakeAddressServer;

beforeEach(() => {
  act(() => toast.remove());
  server = new FakeAddressServer([
    address(1, { name: 'Asha Rao', is_default: true, landmark: 'DSK school' }),
    address(2, { name: 'Ravi Rao', type: 'work', pin: '560001', city: 'Bengaluru', state_code: 'KA', state: 'Karnataka', mobile: '9123456780' }),
    address(3, { name: 'Meera Rao', type: 'other', pin: '744301', city: 'Car Nicobar', state_code: 'AN', state: 'Andaman and Nicobar Islands', serviceable: false }),
  ]);
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.findByRole('article', { name });

describe('the saved addresses page', () => {
  it('shows skeletons while loading, then one card per address, default first', async () => {
    let release = () => {};
    server.hold = new Promise((resolve) => (release = resolve));
    renderAddresses('/manage-address');
    expect(screen.getByRole('status', { name: 'Loading your addresses' })).toBeInTheDocument();
    release();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Asha Rao, Home', 'Ravi Rao, Work', 'Meera Rao, Other']);
    expect(screen.queryByRole('status', { name: 'Loading your addresses' })).not.toBeInTheDocument();
  });

  it('shows the full address, +91 mobile, type and Default badge', async () => {
    renderAddresses('/manage-address');
    const asha = await card('Asha Rao, Home');
    expect(within(asha).getByText('Default')).toBeInTheDocument();
    expect(within(asha).getByText('Home')).toBeInTheDocument();
    expect(within(asha).getByText('Flat 12, Sunshine Apartments, Dhayari')).toBeInTheDocument();
    expect(within(asha).getByText('Near DSK school')).toBeInTheDocument();
    expect(within(asha).getByText('Pune, Maharashtra 411041')).toBeInTheDocument();
    expect(within(asha).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(asha).queryByRole('button', { name: /Set address of .* as default/ })).not.toBeInTheDocument();
    expect(within(await card('Ravi Rao, Work')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('tells the shopper which address we cannot deliver to', async () => {
    renderAddresses('/manage-address');
    const meera = await card('Meera Rao, Other');
    expect(within(meera).getByText('Not deliverable.')).toBeInTheDocument();
    expect(within(meera).getByText(new RegExp(ADDRESS_MESSAGES.pinUnserviceable))).toBeInTheDocument();
    expect(within(await card('Asha Rao, Home')).queryByText('Not deliverable.')).not.toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    renderAddresses('/manage-address');
    fireEvent.click(within(await card('Ravi Rao, Work')).getByRole('button', { name: 'Set address of Ravi Rao, Work as default' }));
    await waitFor(() => expect(within(screen.getAllByRole('article')[0] ?? document.body).getByText('Default')).toBeInTheDocument());
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Ravi Rao, Work');
    expect(server.calls('POST', 'website/addresses/2/default')[0]?.form.get('user_id')).toBe('7');
    expect(await screen.findByText('Default address changed')).toBeInTheDocument();
  });

  it('deletes only after confirming', async () => {
    renderAddresses('/manage-address');
    fireEvent.click(within(await card('Ravi Rao, Work')).getByRole('button', { name: 'Delete address of Ravi Rao, Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('DELETE', 'website/addresses/2')).toEqual([]);

    fireEvent.click(within(await card('Ravi Rao, Work')).getByRole('button', { name: 'Delete address of Ravi Rao, Work' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ravi Rao, Work' })).not.toBeInTheDocument());
    expect(server.calls('DELETE', 'website/addresses/2')[0]?.form.get('user_id')).toBe('7');
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to editing and adding', async () => {
    renderAddresses('/manage-address');
    expect(within(await card('Asha Rao, Home')).getByRole('link', { name: 'Edit address of Asha Rao, Home' })).toHaveAttribute('href', '/address/edit/1');
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute('href', '/address/add');
  });

  it('offers to add one when there are none', async () => {
    server.addresses = [];
    renderAddresses('/manage-address');
    expect(await screen.findByRole('heading', { name: 'No saved addresses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute('href', '/address/add');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const working = server.fetch;
    let failing = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      failing ? Promise.resolve(new Response(JSON.stringify({ status: false, message: 'Server busy', error: 'Server busy' }), { status: 503 })) : working(input, init),
    );
    renderAddresses('/manage-address');
    expect(await screen.findByRole('heading', { name: 'Your addresses could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Server busy')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
