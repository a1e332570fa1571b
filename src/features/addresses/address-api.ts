import * as z from 'zod/mini';
import { apiGet, apiRequest } from '../../api/client';
import { addressListSchema, addressPaths, addressSchema, mapConfigSchema, pinInfoSchema, type Address, type PinInfo } from '../../../schemas/api/addresses';

/** The address calls: fields go as a form, as every other call of the spec's API. */

function form(fields: Record<string, string | number>): { body: URLSearchParams; headers: Record<string, string> } {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** The SWR key of a user's addresses; checkout reads the same key, so a change here refreshes it there. */
export function addressesPath(userId: number): string {
  return `${addressPaths.list}?${new URLSearchParams({ user_id: String(userId) }).toString()}`;
}

export const fetchAddresses = (path: string): Promise<Address[]> => apiGet(path, addressListSchema);

export const fetchPin = (pin: string): Promise<PinInfo> => apiGet(addressPaths.pin(pin), pinInfoSchema);

export const fetchMapConfig = () => apiGet(addressPaths.mapConfig, mapConfigSchema);

/** What the form sends, all as text: empty coordinates mean none pinned. */
export interface AddressFields {
  name: string;
  mobile: string;
  pin: string;
  house: string;
  locality: string;
  landmark: string;
  city: string;
  state_code: string;
  type: Address['type'];
  is_default: boolean;
  latitude: string;
  longitude: string;
}

/** Creates (no id) or updates the address; resolves to it as the server saved it. */
export async function saveAddress(userId: number, fields: AddressFields, id?: number): Promise<Address> {
  const body = form({ ...fields, is_default: fields.is_default ? 'true' : 'false', user_id: userId });
  const path = id === undefined ? addressPaths.create : addressPaths.one(id);
  return (await apiRequest(path, addressSchema, { method: id === undefined ? 'POST' : 'PUT', ...body })).data;
}

export async function deleteAddress(userId: number, id: number): Promise<void> {
  await apiRequest(addressPaths.one(id), z.unknown(), { method: 'DELETE', ...form({ user_id: userId }) });
}

export async function makeDefaultAddress(userId: number, id: number): Promise<void> {
  await apiRequest(addressPaths.makeDefault(id), z.unknown(), { method: 'POST', ...form({ user_id: userId }) });
}
