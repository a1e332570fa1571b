import type { Address, PinInfo } from '../../../schemas/api/addresses';
import { stateName } from '../../../schemas/api/india';

/**
 * The address calls in memory, answering as the real server does (forms in,
 * envelopes out): a small PIN table, one default, 422 for a PIN in another
 * state. It records every request.
 */

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

export const PINS: Record<string, PinInfo> = {
  '411041': { pin: '411041', city: 'Pune', district: 'Pune', state_code: 'MH', state: 'Maharashtra', serviceable: true, cod_available: true, zone: 'local', delivery_days: 1 },
  '560001': { pin: '560001', city: 'Bengaluru', district: 'Bengaluru', state_code: 'KA', state: 'Karnataka', serviceable: true, cod_available: true, zone: 'national', delivery_days: 3 },
  '744301': { pin: '744301', city: 'Car Nicobar', district: 'Nicobar', state_code: 'AN', state: 'Andaman and Nicobar Islands', serviceable: false, cod_available: false, zone: 'remote', delivery_days: 9 },
};

export function address(id: number, patch: Partial<Address> = {}): Address {
  return {
    id,
    name: 'Asha Rao',
    mobile: '9876543210',
    pin: '411041',
    house: 'Flat 12, Sunshine Apartments',
    locality: 'Dhayari',
    landmark: '',
    city: 'Pune',
    state_code: 'MH',
    state: 'Maharashtra',
    type: 'home',
    is_default: false,
    latitude: null,
    longitude: null,
    serviceable: true,
    ...patch,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const refuse = (status: number, message: string) => json(status, { status: false, message, error: message });

export class FakeAddressServer {
  readonly requests: Recorded[] = [];
  /** When set, GET of the list waits for it: the page's loading state can be seen. */
  hold: Promise<void> | null = null;
  /** The map configuration call fails (the shop's API unreachable for it). */
  mapConfigDown = false;
  private nextId = 100;

  constructor(public addresses: Address[] = []) {}

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const form = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : '');
    const path = url.pathname.replace(/^\/api\//, '');
    this.requests.push({ method, path, query: url.searchParams, form });

    const pin = /^website\/pincode\/(\d+)$/.exec(path);
    if (pin?.[1]) {
      const info = PINS[pin[1]];
      return info ? json(200, { status: true, message: '', data: info }) : refuse(404, 'We could not find this PIN code');
    }
    if (path === 'website/addresses/map-config') {
      return this.mapConfigDown ? refuse(503, 'Service unavailable') : json(200, { status: true, message: '', data: { tile_url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: '' } });
    }
    if (path === 'website/addresses' && method === 'GET') {
      if (this.hold) await this.hold;
      const sorted = [...this.addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
      return json(200, { status: true, message: '', data: sorted });
    }
    if (path === 'website/addresses' && method === 'POST') return this.save(form);
    const one = /^website\/addresses\/(\d+)(\/default)?$/.exec(path);
    if (one?.[1]) {
      const id = Number(one[1]);
      if (!this.addresses.some((a) => a.id === id)) return refuse(404, 'Address not found');
      if (one[2] && method === 'POST') {
        this.addresses = this.addresses.map((a) => ({ ...a, is_default: a.id === id }));
        return json(200, { status: true, message: 'Default address changed', data: this.addresses.find((a) => a.id === id) });
      }
      if (method === 'PUT') return this.save(form, id);
      if (method === 'DELETE') {
        this.addresses = this.addresses.filter((a) => a.id !== id);
        return json(200, { status: true, message: 'Address deleted', data: null });
      }
    }
    return refuse(404, 'Not found');
  };

  private save(form: URLSearchParams, id?: number): Response {
    const pin = PINS[form.get('pin') ?? ''];
    if (!pin) return refuse(422, 'We could not find this PIN code');
    const stateCode = form.get('state_code') ?? '';
    if (pin.state_code !== stateCode) return refuse(422, `The PIN code is in ${pin.state}, not ${stateName(stateCode)}`);
    const type = form.get('type');
    const saved = address(id ?? this.nextId++, {
      name: form.get('name') ?? '',
      mobile: form.get('mobile') ?? '',
      pin: pin.pin,
      house: form.get('house') ?? '',
      locality: form.get('locality') ?? '',
      landmark: form.get('landmark') ?? '',
      city: form.get('city') ?? '',
      state_code: stateCode,
      state: stateName(stateCode),
      type: type === 'work' || type === 'other' ? type : 'home',
      is_default: form.get('is_default') === 'true' || this.addresses.length === 0,
      serviceable: pin.serviceable,
    });
    if (saved.is_default) this.addresses = this.addresses.map((a) => ({ ...a, is_default: false }));
    this.addresses = id === undefined ? [...this.addresses, saved] : this.addresses.map((a) => (a.id === id ? saved : a));
    return json(200, { status: true, message: 'Address saved', data: saved });
  }

  calls(method: string, path: string): Recorded[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }
}
