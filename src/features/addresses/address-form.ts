import * as z from 'zod/mini';
import { addressFormSchema, type Address } from '../../../schemas/api/addresses';
import type { AddressFields } from './address-api';

/** The form's state: the fields as typed, and the map pin as numbers (null: none pinned). */
export interface AddressValues {
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
  latitude: number | null;
  longitude: number | null;
}

export type FieldName = Exclude<keyof AddressValues, 'longitude'>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The order fields appear in, so the first invalid one gets the focus. */
export const FIELD_ORDER: readonly FieldName[] = ['name', 'mobile', 'pin', 'house', 'locality', 'landmark', 'city', 'state_code', 'type', 'latitude'];

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  mobile: '',
  pin: '',
  house: '',
  locality: '',
  landmark: '',
  city: '',
  state_code: '',
  type: 'home',
  is_default: false,
  latitude: null,
  longitude: null,
};

export function valuesOf(address: Address): AddressValues {
  const { name, mobile, pin, house, locality, landmark, city, state_code, type, is_default, latitude, longitude } = address;
  return { name, mobile, pin, house, locality, landmark, city, state_code, type, is_default, latitude, longitude };
}

/** Six decimals is about 10 cm: more than any doorstep needs. */
const coordinate = (n: number | null) => (n === null ? '' : n.toFixed(6));

export function fieldsOf(values: AddressValues): AddressFields {
  return { ...values, latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) };
}

function isFieldName(key: unknown): key is FieldName {
  return typeof key === 'string' && (FIELD_ORDER as readonly string[]).includes(key);
}

/** The shared schema's messages, one per field, exactly as the server would give them. */
export function validateAddress(values: AddressValues, userId: number): FieldErrors {
  const fields = fieldsOf(values);
  const result = z.safeParse(addressFormSchema, { ...fields, user_id: String(userId), is_default: fields.is_default ? 'true' : 'false' });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const top = issue.path[0] === 'longitude' ? 'latitude' : issue.path[0];
    if (isFieldName(top) && errors[top] === undefined) errors[top] = issue.message;
  }
  return errors;
}
