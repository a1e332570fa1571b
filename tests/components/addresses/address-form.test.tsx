import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ADDRESS_MESSAGES } from '../../../schemas/api/addresses';
import { GEO_MESSAGES } from '../../../src/features/addresses/useGeolocation';
import { address, FakeAddressServer } from './fake-address-server';
import { renderAddresses } from './render';

// Leaflet needs real layout, which jsdom lacks: the lazily loaded map module is replaced by a stub.
vi.mock('../../../src/features/addresses/AddressMap', async () => {
  const { MapStub } = await import('./map-stub');
  return { default: MapStub };
});

let server: FakeAddressServer;

beforeEach(() => {
  act(() => toast.remove());
  server = new FakeAddressServer();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type('Full name', 'Asha Rao');
  type('Mobile number', '9876543210');
  type('PIN code', '411041');
  type('House number and street', 'Flat 12, Sunshine Apartments');
  type('Locality', 'Dhayari');
}

describe('the address form: validation', () => {
  it('shows the shared schema\'s messages for every missing field, focusing the first', async () => {
    renderAddresses('/address/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.nameRequired)).toBeInTheDocument();
    for (const message of ['Mobile number is required!', ADDRESS_MESSAGES.pinRequired, ADDRESS_MESSAGES.houseRequired, ADDRESS_MESSAGES.localityRequired, ADDRESS_MESSAGES.cityRequired, 'Choose a state']) {
      expect(screen.getByText(message, { selector: '[role="alert"]' })).toBeInTheDocument();
    }
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', 'website/addresses')).toEqual([]);
  });

  it('judges the mobile number and PIN format, and clears a message once fixed', async () => {
    renderAddresses('/address/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    type('Mobile number', '12345');
    expect(await screen.findByText('Invalid mobile number format!')).toBeInTheDocument();
    type('PIN code', '012345');
    expect(screen.getByText(ADDRESS_MESSAGES.pinFormat)).toBeInTheDocument();
    type('Full name', 'Asha');
    expect(screen.queryByText(ADDRESS_MESSAGES.nameRequired)).not.toBeInTheDocument();
    type('Mobile number', '9876543210');
    expect(screen.queryByText('Invalid mobile number format!')).not.toBeInTheDocument();
  });

  it('labels every field and marks the landmark optional', async () => {
    renderAddresses('/address/add');
    await screen.findByRole('button', { name: 'Save address' });
    for (const label of ['Full name', 'Mobile number', 'PIN code', 'House number and street', 'Locality', /Landmark/, 'City', 'State', 'Home', 'Work', 'Other', 'Make this my default address']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(screen.getByText('(optional)', { selector: 'label span' })).toBeInTheDocument();
    expect(within(field('State')).getAllByRole('option')).toHaveLength(37);
  });
});

describe('the address form: PIN lookup', () => {
  it('fills city and state from a known PIN and says how fast it delivers', async () => {
    renderAddresses('/address/add');
    await screen.findByLabelText('PIN code');
    type('PIN code', '411041');
    expect(await screen.findByText('Delivers in 1 day')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('MH');
  });

  it('says when we do not deliver to a PIN, or do not know it', async () => {
    renderAddresses('/address/add');
    await screen.findByLabelText('PIN code');
    type('PIN code', '744301');
    expect(await screen.findByText(ADDRESS_MESSAGES.pinUnserviceable)).toBeInTheDocument();
    expect(field('City')).toHaveValue('Car Nicobar');
    type('PIN code', '999999');
    expect(await screen.findByText(ADDRESS_MESSAGES.pinUnknown)).toBeInTheDocument();
  });

  it('looks up only complete PINs', async () => {
    renderAddresses('/address/add');
    await screen.findByLabelText('PIN code');
    type('PIN code', '41104');
    await waitFor(() => expect(server.requests.some((r) => r.path.startsWith('website/pincode/'))).toBe(false));
  });
});

describe('the address form: saving', () => {
  it('posts the right fields, toasts and goes back to the address list', async () => {
    renderAddresses('/address/add');
    await screen.findByLabelText('PIN code');
    fillValid();
    await screen.findByText('Delivers in 1 day');
    type(/Landmark/, 'Near the school');
    fireEvent.click(field('Work'));
    fireEvent.click(field('Make this my default address'));
    fireEvent.click(screen.getByRole('button', { name: 'Place pin on the map' }));
    expect(screen.getByText('Pinned at 18.520400, 73.856700')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-address'));
    const [post] = server.calls('POST', 'website/addresses');
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      user_id: '7',
      name: 'Asha Rao',
      mobile: '9876543210',
      pin: '411041',
      house: 'Flat 12, Sunshine Apartments',
      locality: 'Dhayari',
      landmark: 'Near the school',
      city: 'Pune',
      state_code: 'MH',
      type: 'work',
      is_default: 'true',
      latitude: '18.520400',
      longitude: '73.856700',
    });
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Asha Rao, Work' })).toBeInTheDocument();
  });

  it('saves without a map pin and returns to checkout when asked', async () => {
    renderAddresses('/address/add?return=/checkout');
    await screen.findByLabelText('PIN code');
    fillValid();
    await screen.findByText('Delivers in 1 day');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    const [post] = server.calls('POST', 'website/addresses');
    expect(post?.form.get('latitude')).toBe('');
    expect(post?.form.get('longitude')).toBe('');
  });

  it('never returns to another site', async () => {
    renderAddresses('/address/add?return=//evil.example/');
    await screen.findByLabelText('PIN code');
    fillValid();
    await screen.findByText('Delivers in 1 day');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-address'));
  });

  it('shows the server\'s refusal of a PIN in another state under the PIN field', async () => {
    renderAddresses('/address/add');
    await screen.findByLabelText('PIN code');
    fillValid();
    await screen.findByText('Delivers in 1 day');
    fireEvent.change(field('State'), { target: { value: 'KA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The PIN code is in Maharashtra, not Karnataka')).toBeInTheDocument();
    expect(field('PIN code')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/address/add');
  });

  it('edits a saved address with PUT, keeping its own city', async () => {
    server.addresses = [address(5, { city: 'Pune City', is_default: true, latitude: 18.44766, longitude: 73.8262 })];
    renderAddresses('/address/edit/5');
    expect(await screen.findByLabelText('City')).toHaveValue('Pune City');
    expect(await screen.findByText('Delivers in 1 day')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Pune City');
    expect(screen.getByTestId('map-stub')).toHaveAttribute('data-centre', '18.44766,73.8262');
    expect(field('This is your default address')).toBeDisabled();
    type('Locality', 'Vadgaon Budruk');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-address'));
    const [put] = server.calls('PUT', 'website/addresses/5');
    expect(put?.form.get('locality')).toBe('Vadgaon Budruk');
    expect(put?.form.get('latitude')).toBe('18.447660');
  });

  it('says so when the address to edit is not there', async () => {
    renderAddresses('/address/edit/404');
    expect(await screen.findByRole('heading', { name: 'Address not found' })).toBeInTheDocument();
  });
});

describe('the address form: the map', () => {
  it('opens on the spec\'s default centre with nothing pinned', async () => {
    renderAddresses('/address/add');
    expect(await screen.findByTestId('map-stub')).toHaveAttribute('data-centre', '18.44766,73.8262');
    expect(screen.getByText('No location pinned yet.')).toBeInTheDocument();
  });

  it('pins the shopper\'s location from the Geolocation API, and the pin can be removed', async () => {
    const coords = { latitude: 19.076, longitude: 72.8777, accuracy: 12, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) };
    const getCurrentPosition = vi.fn((found: PositionCallback) => found({ coords, timestamp: Date.now(), toJSON: () => ({}) }));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderAddresses('/address/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Pinned at 19.076000, 72.877700')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(screen.getByText('No location pinned yet.')).toBeInTheDocument();
  });

  it('explains a refused location permission', async () => {
    const denied: GeolocationPositionError = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'User denied Geolocation' };
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed: PositionErrorCallback) => failed(denied));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderAddresses('/address/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(GEO_MESSAGES.denied)).toBeInTheDocument();
  });

  it('says so when the map tiles cannot load, with the pin at the PIN code\'s locality, and still saves', async () => {
    renderAddresses('/address/add?return=/checkout');
    await screen.findByLabelText('PIN code');
    fillValid();
    await screen.findByText('Delivers in 1 day');
    fireEvent.click(await screen.findByRole('button', { name: 'Fail to load the tiles' }));
    expect(await screen.findByText('Map couldn’t load — your pin is set to Dhayari, Pune, Maharashtra; you can still save the address')).toBeInTheDocument();
    expect(screen.queryByTestId('map-stub')).toBeNull();
    expect(screen.queryByText(/Click the map/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    const [post] = server.calls('POST', 'website/addresses');
    expect(post?.form.get('pin')).toBe('411041');
    expect(post?.form.get('latitude')).toBe('');
  });

  it('says so before the PIN is known, and keeps a pin the shopper set', async () => {
    const coords = { latitude: 19.076, longitude: 72.8777, accuracy: 12, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) };
    const getCurrentPosition = vi.fn((found: PositionCallback) => found({ coords, timestamp: Date.now(), toJSON: () => ({}) }));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderAddresses('/address/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Fail to load the tiles' }));
    expect(await screen.findByText('Map couldn’t load — your pin will be set to your PIN code’s locality; you can still save the address')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Map couldn’t load — your pin stays where you set it; you can still save the address')).toBeInTheDocument();
    expect(screen.getByText('Pinned at 19.076000, 72.877700')).toBeInTheDocument();
  });

  it('says so when the map settings cannot be fetched', async () => {
    server.mapConfigDown = true;
    renderAddresses('/address/add');
    await screen.findByLabelText('PIN code');
    type('PIN code', '411041');
    expect(await screen.findByText('Map couldn’t load — your pin is set to Pune, Maharashtra; you can still save the address')).toBeInTheDocument();
    expect(screen.queryByTestId('map-stub')).toBeNull();
  });
});
