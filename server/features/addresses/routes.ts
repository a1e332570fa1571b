import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { ADDRESS_MESSAGES, addressFormSchema, addressPaths, pinSchema, type MapConfig } from '../../../schemas/api/addresses';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, readBodyFields, readFields } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { requestTranslator, tr } from '../../i18n/request-locale';
import type { ServerMessageKey } from '../../i18n/translate';
import type { ShopDeps } from '../shop-deps';
import { ownForm } from './owner';
import { lookupPin } from './pins';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type AddressChange,
  type AddressFields,
} from './repository';

const ownerSchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });
const idSchema = z.object({ id: wholeNumber('id', 1, MAX_INT4) });
const pinParamSchema = z.object({ pin: pinSchema });

type AddressForm = z.output<typeof addressFormSchema>;

function addressFields(form: AddressForm): AddressFields {
  const { name, mobile, pin, house, locality, landmark, city, state_code, type, latitude, longitude } = form;
  return { name, mobile, pin, house, locality, landmark, city, state_code, type, latitude, longitude };
}

/** Addresses are personal: never kept by a cache. */
function personal<T>(c: Context, data: T, message = ''): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(data, message));
}

function changed(c: Context, change: AddressChange, message: ServerMessageKey): Response {
  if (!change.ok) return fail(c, change.status, change.message);
  return personal(c, change.address, tr(c, message));
}

/** OpenStreetMap's tiles need its credit on the map; other tile servers are credited by whoever configures them. */
function mapConfig(tileUrl: string): MapConfig {
  const attribution = tileUrl.includes('openstreetmap.org') ? '© OpenStreetMap contributors' : '';
  return { tile_url: tileUrl, attribution };
}

/**
 * The address book of /manage-address and /address/add|edit, the PIN lookup
 * that fills city and state, and the map's tile source. Addresses belong to
 * the signed-in shopper: another shopper's address id answers 404, exactly as
 * a missing one, so ids reveal nothing.
 */
export function addressRoutes(deps: ShopDeps): Hono {
  const { db, identify } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  function addressId(c: Context) {
    return parseFields(c, idSchema, { id: c.req.param('id') ?? '' });
  }

  app.get(`/${addressPaths.mapConfig}`, auth, (c) => {
    c.header('Cache-Control', 'max-age=300');
    return c.json(envelope(mapConfig(deps.mapTileUrl)));
  });

  app.get(`/${addressPaths.list}`, auth, async (c) => {
    const owner = await ownForm(c, identify, { ok: true, value: c.req.query() }, ownerSchema);
    if (!owner.ok) return owner.response;
    return personal(c, await listAddresses(db, owner.value.userId));
  });

  app.post(`/${addressPaths.create}`, auth, formBodyLimit, async (c) => {
    const owner = await ownForm(c, identify, await readBodyFields(c), addressFormSchema);
    if (!owner.ok) return owner.response;
    const { userId, form } = owner.value;
    return changed(c, await createAddress(db, userId, addressFields(form), form.is_default, requestTranslator(c)), 'api.addresses.saved');
  });

  app.put(`/${addressPaths.list}/:id`, auth, formBodyLimit, async (c) => {
    const id = addressId(c);
    if (!id.ok) return id.response;
    const owner = await ownForm(c, identify, await readBodyFields(c), addressFormSchema);
    if (!owner.ok) return owner.response;
    const { userId, form } = owner.value;
    return changed(c, await updateAddress(db, userId, id.value.id, addressFields(form), form.is_default, requestTranslator(c)), 'api.addresses.saved');
  });

  // Some clients and proxies drop DELETE bodies, so user_id may come in the query string.
  app.delete(`/${addressPaths.list}/:id`, auth, formBodyLimit, async (c) => {
    const id = addressId(c);
    if (!id.ok) return id.response;
    const owner = await ownForm(c, identify, await readFields(c, { query: true }), ownerSchema);
    if (!owner.ok) return owner.response;
    if (!(await deleteAddress(db, owner.value.userId, id.value.id))) return fail(c, 404, tr(c, 'api.addresses.notFound'));
    return personal(c, null, tr(c, 'api.addresses.deleted'));
  });

  app.post(`/${addressPaths.list}/:id/default`, auth, formBodyLimit, async (c) => {
    const id = addressId(c);
    if (!id.ok) return id.response;
    const owner = await ownForm(c, identify, await readBodyFields(c), ownerSchema);
    if (!owner.ok) return owner.response;
    return changed(c, await setDefaultAddress(db, owner.value.userId, id.value.id, requestTranslator(c)), 'api.addresses.defaultChanged');
  });

  // Public facts about a PIN, so no shopper is needed; the table changes rarely.
  app.get('/website/pincode/:pin', auth, async (c) => {
    const pin = parseFields(c, pinParamSchema, { pin: c.req.param('pin') });
    if (!pin.ok) return pin.response;
    const info = await lookupPin(db, pin.value.pin);
    // English whatever the page: the form words it in the page's language itself (src/features/addresses/address-messages.ts).
    if (!info) return fail(c, 404, ADDRESS_MESSAGES.pinUnknown);
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(envelope(info));
  });

  return app;
}
