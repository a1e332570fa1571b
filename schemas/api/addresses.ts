import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { mobileSchema } from './identity';
import { PIN_PATTERN, stateCodeSchema } from './india';

/** Delivery addresses (/manage-address, /address/add, /address/edit/{id}) and the PIN lookup. */

export const addressPaths = {
  list: 'website/addresses',
  create: 'website/addresses',
  one: (id: number) => `website/addresses/${id}`,
  makeDefault: (id: number) => `website/addresses/${id}/default`,
  pin: (pin: string) => `website/pincode/${pin}`,
  mapConfig: 'website/addresses/map-config',
} as const;

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;

export const ADDRESS_MESSAGES = {
  nameRequired: 'Name is required',
  pinRequired: 'PIN code is required',
  pinFormat: 'Enter a valid 6-digit PIN code',
  pinUnserviceable: 'Sorry, we do not deliver to this PIN code yet',
  pinUnknown: 'We could not find this PIN code',
  houseRequired: 'House number and street are required',
  localityRequired: 'Locality is required',
  cityRequired: 'City is required',
} as const;
const M = ADDRESS_MESSAGES;

const required = (message: string, max = 120) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters`));

export const pinSchema = z.string().check(z.trim(), z.minLength(1, M.pinRequired), z.regex(PIN_PATTERN, M.pinFormat));

/** A map position from a form: empty means none pinned. */
const coordinate = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z._default(z.string().check(z.trim()), ''),
      z.transform((s: string) => (s === '' ? null : Number(s))),
    ),
    z.nullable(z.number().check(z.gte(min, 'Invalid map position'), z.lte(max, 'Invalid map position'))),
  );

/** POST website/addresses and PUT website/addresses/{id} (form; user_id is checked against the session). */
export const addressFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  name: required(M.nameRequired, 80),
  mobile: mobileSchema,
  pin: pinSchema,
  house: required(M.houseRequired, 160),
  locality: required(M.localityRequired, 120),
  landmark: z._default(z.string().check(z.trim(), z.maxLength(120, 'At most 120 characters')), ''),
  city: required(M.cityRequired, 80),
  state_code: stateCodeSchema,
  type: z._default(z.enum(ADDRESS_TYPES), 'home'),
  is_default: z.pipe(
    z._default(z.enum(['0', '1', 'true', 'false']), 'false'),
    z.transform((v) => v === '1' || v === 'true'),
  ),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});
export type AddressForm = z.input<typeof addressFormSchema>;

export const addressSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  mobile: z.string(),
  pin: z.string(),
  house: z.string(),
  locality: z.string(),
  landmark: z.string(),
  city: z.string(),
  state_code: z.string(),
  state: z.string(),
  type: z.enum(ADDRESS_TYPES),
  is_default: z.boolean(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** Whether we deliver there today (the PIN table can change). */
  serviceable: z.boolean(),
});
export type Address = z.output<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);

/** What an order keeps of its address: a copy, so editing the address later never changes a placed order. */
export const addressSnapshotSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  pin: z.string(),
  house: z.string(),
  locality: z.string(),
  landmark: z.string(),
  city: z.string(),
  state_code: z.string(),
  state: z.string(),
});
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

/** GET website/pincode/{pin}: 404 with pinUnknown for a PIN not in the table. */
export const pinInfoSchema = z.object({
  pin: z.string(),
  city: z.string(),
  district: z.string(),
  state_code: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  cod_available: z.boolean(),
  zone: z.enum(['local', 'regional', 'national', 'remote']),
  delivery_days: z.int(),
});
export type PinInfo = z.output<typeof pinInfoSchema>;

/** Spec section 3: the map's default centre. */
export const DEFAULT_MAP_CENTRE = { latitude: 18.44766, longitude: 73.8262 } as const;

/** GET website/addresses/map-config: where the address map loads its tiles from (an empty tile_url: no tiles, the pin still works). */
export const mapConfigSchema = z.object({
  tile_url: z.string(),
  attribution: z.string(),
});
export type MapConfig = z.output<typeof mapConfigSchema>;
